import { z } from 'zod';
import { successEnvelope } from '../call';
import { textField } from '../text-fields';

/**
 * `GET auth/config`: what the sign-in screens need to know about the server's providers. Not in the
 * spec's call list; the web needs it to render Google's button or the development stand-in.
 */
export const authConfigSchema = z.object({
  /** Google Identity Services client id, when Google sign-in is configured. */
  googleClientId: z.string().nullable(),
  /** True only outside production when the development Google stand-in is switched on. */
  devGoogleSignIn: z.boolean(),
  /** Firebase web config when Firebase is the identity provider; null for the built-in one. */
  firebase: z
    .object({ apiKey: z.string(), authDomain: z.string(), projectId: z.string() })
    .nullable(),
});
export const authConfigResponseSchema = successEnvelope(authConfigSchema);
export type AuthConfigResponse = z.infer<typeof authConfigResponseSchema>;

/** `POST dev/google/sign-in` (development only): issues a Google-shaped id token for a test user. */
export const devGoogleSignInRequestSchema = z.object({
  email: z.email().max(254),
  name: textField(120).min(1, { error: 'is required' }),
});
export const devGoogleSignInSchema = z.object({ credential: z.string() });
export const devGoogleSignInResponseSchema = successEnvelope(devGoogleSignInSchema);

/** `GET dev/outbox?mobile=DIGITS` (never in production): the messages our SMS provider "sent". */
export const devOutboxResponseSchema = z.object({
  messages: z.array(
    z.object({
      to: z.string(),
      text: z.string(),
      code: z.string(),
      createdAt: z.string(),
    }),
  ),
});
export type DevOutboxResponse = z.infer<typeof devOutboxResponseSchema>;
