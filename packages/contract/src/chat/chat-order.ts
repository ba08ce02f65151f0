import { z } from 'zod';
import { marketCurrencySchema } from '../markets/currency-amount';
import { castChartSchema } from '../astrology/birth-details';

export const chatOrderStatusSchema = z.enum([
  'queued',
  'accepted_by_consultant',
  'active',
  'ended',
  'declined',
  'expired',
  'cancelled',
]);
export type ChatOrderStatus = z.infer<typeof chatOrderStatusSchema>;

/**
 * Why a chat ended; `consultant_left_early` and `platform_fault` are refunded. A request released
 * unanswered (declined, nothing charged) says why: the psychic went away or was suspended.
 * `consultant_lost_connection`: the psychic's console was gone longer than the grace period in a
 * chat; only the time both were there is billed. `free_time_ended`: the free minutes ran out and the
 * user did not agree to go on at the rate within the consent window (nothing charged).
 * `connection_lost`: a call's audio did not come back within the call grace period (or never
 * connected); only the seconds both were connected are billed.
 */
export const CHAT_END_REASONS = [
  'user_ended',
  'consultant_ended',
  'consultant_left_early',
  'balance_exhausted',
  'platform_fault',
  'consultant_away',
  'consultant_suspended',
  'consultant_lost_connection',
  'free_time_ended',
  'connection_lost',
] as const;
export const chatEndReasonSchema = z.enum(CHAT_END_REASONS);
export type ChatEndReason = z.infer<typeof chatEndReasonSchema>;

export const intakeFormSchema = z.object({
  id: z.number().int(),
  consultantId: z.number().int(),
  name: z.string(),
  gender: z.enum(['MALE', 'FEMALE', 'OTHER']),
  /** `YYYY-MM-DD`. */
  birthDate: z.string(),
  /** `HH:MM`, or null when the user does not know it. */
  birthTime: z.string().nullable(),
  birthPlace: z.string(),
  /**
   * The birth chart for the console, cast when the intake was filled; null when the place was
   * typed without choosing a suggestion. An unknown time is cast for local noon, as the kundli is.
   */
  chart: castChartSchema.nullable(),
});
export type IntakeForm = z.infer<typeof intakeFormSchema>;

/** What a paid session is held over: text chat or a voice call (issue 17). */
export const SESSION_KINDS = ['chat', 'call'] as const;
export const sessionKindSchema = z.enum(SESSION_KINDS);
export type SessionKind = z.infer<typeof sessionKindSchema>;

/**
 * Why an active session's clock stands still: the psychic's console is gone
 * (`consultant_away`), a call's audio is not flowing both ways (`media`, also from the user's
 * join until both first report it connected), or the free minutes ran out and the user has not
 * yet agreed to go on at the rate (`consent`).
 */
export const PAUSE_REASONS = ['consultant_away', 'media', 'consent'] as const;
export const pauseReasonSchema = z.enum(PAUSE_REASONS);
export type PauseReason = z.infer<typeof pauseReasonSchema>;

/** One chat order (a paid session of either kind) as both sides see it; amounts in paise, times ISO. */
export const chatOrderSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  consultantId: z.number().int(),
  consultantName: z.string(),
  consultantSlug: z.string(),
  /** Chat or call; the rate below is the psychic's price for that kind, frozen at the request. */
  kind: sessionKindSchema,
  status: chatOrderStatusSchema,
  /**
   * The currency the rate and every amount of the order are in (the user's wallet's, frozen at
   * the request; decision 045): a psychic's console shows each session in it (decision 052).
   */
  currency: marketCurrencySchema,
  ratePerMinute: z.number().int(),
  freeSeconds: z.number().int(),
  onHold: z.boolean(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  acceptedAt: z.string().nullable(),
  startedAt: z.string().nullable(),
  /** While active: when the balance (plus free time) runs out. */
  endsAt: z.string().nullable(),
  /**
   * While active: since when the psychic's console is disconnected; the clock stands still until
   * they return (then `endsAt` moves by the pause) or the chat ends after the grace period.
   */
  pausedAt: z.string().nullable(),
  /** Why the clock stands still while `pausedAt` is set; null otherwise. */
  pauseReason: pauseReasonSchema.nullable(),
  /**
   * While paused for `consent`: when the session ends (nothing charged) unless the user agrees to
   * continue at the rate (`continueSessionCall`). Null otherwise.
   */
  consentDueAt: z.string().nullable(),
  /** Milliseconds of earlier pauses that ended in a return: not billed, not counted as time used. */
  pausedMs: z.number().int().nonnegative(),
  endedAt: z.string().nullable(),
  endReason: chatEndReasonSchema.nullable(),
  billedSeconds: z.number().int(),
  amountCharged: z.number().int(),
  refunded: z.boolean(),
  consultantEarnings: z.number().int(),
  lastSeq: z.number().int(),
  intake: intakeFormSchema.nullable(),
});
export type ChatOrder = z.infer<typeof chatOrderSchema>;

export const chatMessageSchema = z.object({
  chatId: z.number().int(),
  seq: z.number().int().positive(),
  clientId: z.string(),
  senderRole: z.enum(['user', 'consultant']),
  text: z.string(),
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
  readAt: z.string().nullable(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const MAX_MESSAGE_LENGTH = 2000;
