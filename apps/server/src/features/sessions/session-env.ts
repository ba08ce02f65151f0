import { DEFAULT_CONSENT_SECONDS } from '@lumus/contract/sessions/session-consent';
import type { z } from 'zod';
import { wholeNumberEnv } from '../../lib/env/whole-number-env';

/*
 * The paid-chat part of the environment. `config.ts` merges this shape into its one schema and stays
 * the only reader of `process.env`.
 */

export const chatEnvShape = {
  CHAT_MIN_MINUTES: wholeNumberEnv(0, 600, 5),
  FREE_CHAT_MINUTES: wholeNumberEnv(0, 600, 0),
  QUEUE_TOKEN_TTL_SECONDS: wholeNumberEnv(10, 86_400, 120),
  PLATFORM_SHARE_PERCENT: wholeNumberEnv(0, 100, 30),
  CHAT_SWEEP_INTERVAL_MS: wholeNumberEnv(100, 600_000, 1_000),
  CONSOLE_GRACE_SECONDS: wholeNumberEnv(1, 3_600, 30),
  CALL_GRACE_SECONDS: wholeNumberEnv(1, 3_600, 30),
  FREE_MINUTES_CONSENT_SECONDS: wholeNumberEnv(5, 3_600, DEFAULT_CONSENT_SECONDS),
};

type ChatEnv = z.output<z.ZodObject<typeof chatEnvShape>>;

export type ChatConfig = Readonly<{
  /** A chat starts only with a balance for this many minutes at the consultant's rate. */
  minMinutes: number;
  /** A new user's first chat is free for this many minutes; 0 turns the offer off. */
  freeChatMinutes: number;
  queueTokenTtlSeconds: number;
  platformSharePercent: number;
  sweepIntervalMs: number;
  /**
   * How long a psychic's console may be gone (tab closed, network lost, instance died) before they
   * are offline and a chat in progress ends; a return within it resumes the chat (decision 025).
   */
  consoleGraceSeconds: number;
  /**
   * How long a call's audio may be down (or not yet up after the start) before the call ends as
   * `connection_lost`; a return within it resumes the call (issue 17).
   */
  callGraceSeconds: number;
  /**
   * How long a session paused at the end of its free minutes waits for the user to agree to the
   * rate before it ends with nothing charged (issue 17: free minutes never turn paid silently).
   */
  consentSeconds: number;
}>;

export function chatConfigFrom(e: ChatEnv): ChatConfig {
  return {
    minMinutes: e.CHAT_MIN_MINUTES,
    freeChatMinutes: e.FREE_CHAT_MINUTES,
    queueTokenTtlSeconds: e.QUEUE_TOKEN_TTL_SECONDS,
    platformSharePercent: e.PLATFORM_SHARE_PERCENT,
    sweepIntervalMs: e.CHAT_SWEEP_INTERVAL_MS,
    consoleGraceSeconds: e.CONSOLE_GRACE_SECONDS,
    callGraceSeconds: e.CALL_GRACE_SECONDS,
    consentSeconds: e.FREE_MINUTES_CONSENT_SECONDS,
  };
}
