import { z } from 'zod';

/*
 * The voice-call part of the environment: where the browsers find STUN/TURN servers. `config.ts`
 * merges this shape into its one schema and stays the only reader of `process.env`.
 */

/** A comma-separated list of ICE server URLs (`stun:`, `turn:`, `turns:`); blanks are dropped. */
const urlList = z
  .string()
  .transform((text) =>
    text
      .split(',')
      .map((url) => url.trim())
      .filter((url) => url !== ''),
  )
  .refine((urls) => urls.every((url) => /^(stun|stuns|turn|turns):\S+$/.test(url)), {
    error: 'must be a comma-separated list of stun:, stuns:, turn: or turns: URLs',
  });

const ttlMessage = 'must be a whole number between 60 and 86400';

export const callEnvShape = {
  STUN_URLS: urlList.optional(),
  TURN_URLS: urlList.optional(),
  TURN_SECRET: z.string().min(16, { error: 'must be at least 16 characters' }).optional(),
  TURN_CREDENTIAL_TTL_SECONDS: z
    .string()
    .regex(/^\d+$/, { error: ttlMessage })
    .transform(Number)
    .refine((n) => n >= 60 && n <= 86_400, { error: ttlMessage })
    .default(7_200),
  ICE_TRANSPORT_POLICY: z.enum(['all', 'relay'], { error: 'must be all or relay' }).default('all'),
};

export const CALL_SECRET_VARIABLES = ['TURN_SECRET'] as const;

type CallEnv = z.output<z.ZodObject<typeof callEnvShape>>;

export type CallConfig = Readonly<{
  stunUrls: readonly string[];
  /** coturn with `use-auth-secret`: each party gets credentials made from `turnSecret`. */
  turnUrls: readonly string[];
  turnSecret: string | undefined;
  turnCredentialTtlSeconds: number;
  /** `relay` forces every call through TURN (the operator's choice, or a relay test). */
  iceTransportPolicy: 'all' | 'relay';
}>;

/** TURN URLs need the shared secret, and a relay-only policy needs a relay to go through. */
export function checkCallEnv(e: CallEnv): string | undefined {
  const turn = (e.TURN_URLS ?? []).length > 0;
  if (turn && e.TURN_SECRET === undefined) return 'TURN_SECRET must be set with TURN_URLS';
  if (e.ICE_TRANSPORT_POLICY === 'relay' && !turn) {
    return 'ICE_TRANSPORT_POLICY=relay needs TURN_URLS and TURN_SECRET';
  }
  return undefined;
}

export function callConfigFrom(e: CallEnv): CallConfig {
  return {
    stunUrls: e.STUN_URLS ?? [],
    turnUrls: e.TURN_URLS ?? [],
    turnSecret: e.TURN_SECRET,
    turnCredentialTtlSeconds: e.TURN_CREDENTIAL_TTL_SECONDS,
    iceTransportPolicy: e.ICE_TRANSPORT_POLICY,
  };
}
