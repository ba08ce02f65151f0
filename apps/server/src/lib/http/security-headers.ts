import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';

const GOOGLE_ACCOUNTS = 'https://accounts.google.com';
const GOOGLE_SCRIPT_HOSTS = [GOOGLE_ACCOUNTS, 'https://apis.google.com', 'https://www.gstatic.com'];
const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/** Older Safari does not count same-origin ws/wss as 'self', so the public origin is named too. */
function websocketOrigins(publicUrl: string | undefined): string[] {
  if (publicUrl === undefined) return [];
  const url = new URL(publicUrl);
  return [`${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`];
}

/**
 * CSP for the same-origin Vite SPA plus Google sign-in. HSTS is sent only on requests that really
 * came over TLS (directly or, with TRUST_PROXY, per X-Forwarded-Proto): on plain http it would be
 * ignored at best and pin a local development host to https at worst.
 *
 * Helmet's middleware is built once, here: @fastify/helmet built it again on every request (parsing
 * the CSP directives each time), about a seventh of the server's busy CPU under a load of catalogue
 * list requests (decision 065). The headers are the same.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  options: { publicUrl: string | undefined },
): void {
  const applyHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...GOOGLE_SCRIPT_HOSTS],
        styleSrc: ["'self'", "'unsafe-inline'", GOOGLE_ACCOUNTS],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", GOOGLE_ACCOUNTS, ...websocketOrigins(options.publicUrl)],
        frameSrc: [GOOGLE_ACCOUNTS],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        // Upgrading would break plain-http hosts such as a LAN address used for testing.
        upgradeInsecureRequests: null,
      },
    },
    // Google's sign-in popup must be able to message its opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    applyHeaders(request.raw, reply.raw, (error: unknown) => {
      done(error === undefined ? undefined : new Error('security headers', { cause: error }));
    });
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS_VALUE);
  });
}
