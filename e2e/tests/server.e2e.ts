import { describe, inject } from 'vitest';
import { healthCall } from '@lumus/contract/health';
import { e2eTest } from '../lib/e2e-test';

// Plain HTTP against the running server: what any client, not only the web app, sees.
describe('server', () => {
  e2eTest('health reports the database the harness gave it', async ({ baseUrl, expect }) => {
    const response = await fetch(`${baseUrl}/api/health`);
    expect(response.status).toBe(200);
    const health = healthCall.response.parse(await response.json());
    expect(health.data.database).toBe(inject('databaseKind'));
    expect(health.data.migrations.upToDate).toBe(true);
  });

  e2eTest('an unknown API path is a JSON 404 with status fail', async ({ baseUrl, expect }) => {
    const response = await fetch(`${baseUrl}/api/nope`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const body = (await response.json()) as unknown;
    expect(body).toMatchObject({ status: 'fail' });
  });

  e2eTest('an unknown API path never falls back to the web app', async ({ baseUrl, expect }) => {
    const response = await fetch(`${baseUrl}/api/nope/deeper?x=1`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('<html');
  });

  e2eTest('deep links to app pages are served the web app', async ({ baseUrl, expect }) => {
    const appShell = await (await fetch(`${baseUrl}/de/my-wallet`)).text();
    const boot = /<script[^>]+type="module"[^>]*src="(\/assets\/boot-[^"]+)"/.exec(appShell)?.[1];
    expect(boot).toBeDefined();
    // The same app; only the head differs per page (title, description, hreflang: decision 014).
    const body = (html: string) => html.slice(html.indexOf('</head>'));
    // An unknown path is redirected instead (phone-first.e2e.ts, decision 042).
    for (const path of ['/kundli', '/my-wallet']) {
      const response = await fetch(`${baseUrl}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toMatch(/^text\/html/);
      expect(body(await response.text()), path).toBe(body(appShell));
    }
    // Landing pages come rendered, with the same app to take them over (decision 022).
    for (const path of ['/', '/about-us', '/de/chat-with-psychic']) {
      const response = await fetch(`${baseUrl}${path}`);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      expect(html, path).toContain(`src="${boot ?? '<no boot script>'}"`);
      expect(html, path).toContain('<script id="lumus-server-render" type="application/json">');
      expect(html, path).toMatch(/<div id="root"><a href="#main"/);
    }
  });

  e2eTest('the web app is sent with security headers', async ({ baseUrl, expect }) => {
    const response = await fetch(`${baseUrl}/`);
    expect(response.status).toBe(200);
    const csp = response.headers.get('content-security-policy');
    expect(csp, 'Content-Security-Policy').toBeTruthy();
    const frameOptions = response.headers.get('x-frame-options');
    const framingBlocked =
      frameOptions !== null || /frame-ancestors\s+('none'|'self')/.test(csp ?? '');
    expect(framingBlocked, 'X-Frame-Options or CSP frame-ancestors').toBe(true);
    expect(response.headers.get('referrer-policy'), 'Referrer-Policy').toBeTruthy();
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
