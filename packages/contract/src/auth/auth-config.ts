import { z } from 'zod';
import { textField } from '../text-fields';

/**
 * `GET auth/config`: what the sign-in screens need to know about the server's providers. Not in the
 * spec's call list; the web needs it to render Google's button or the development stand-in.
 */
export const authConfigResponseSchema = z.object({
  status: z.literal('success'),
  data: z.object({
    /** Google Identity Services client id, when Google sign-in is configured. */
    googleClientId: z.string().nullable(),
    /** True only outside production when the development Google stand-in is switched on. */
    devGoogleSignIn: z.boolean(),
    /** Firebase web config when Firebase is the identity provider; null for the built-in one. */
    firebase: z
      .object({ apiKey: z.string(), authDomain: z.string(), projectId: z.string() })
      .nullable(),
  }),
});
export type AuthConfigResponse = z.infer<typeof authConfigResponseSchema>;

/** `POST dev/google/sign-in` (development only): issues a Google-shaped id token for a test user. */
export const devGoogleSignInRequestSchema = z.object({
  email: z.email().max(254),
  name: textField(120).min(1, { error: 'is required' }),
});
export const devGoogleSignInResponseSchema = z.object({
  status: z.literal('success'),
  data: z.object({ credential: z.string() }),
});

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
