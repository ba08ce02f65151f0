import { z } from 'zod';
import { currencyAmountSchema } from '../markets/currency-amount';
import { defineCall } from '../call';
import { placeIdField } from '../astrology/birth-details';
import { idField, intField } from '../fields';
import { textField } from '../text-fields';
import {
  chatMessageSchema,
  chatOrderSchema,
  chatOrderStatusSchema,
  intakeFormSchema,
  sessionKindSchema,
} from './chat-order';
import { consoleOrderSchema, declineInputSchema } from '../console/console-request';

const id = idField;
const flag = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .transform((v) => v === true || v === 'true');

export const fillIntakeFormInputSchema = z.object({
  consultantId: id,
  name: textField(100).min(1, { error: 'is required' }),
  gender: z.enum(['MALE', 'FEMALE', 'OTHER']),
  birthDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'must be YYYY-MM-DD' }),
  birthTime: z
    .string()
    .regex(/^\d{2}:\d{2}$/, { error: 'must be HH:MM' })
    .nullable()
    .optional(),
  birthTimeUnknown: flag.optional(),
  birthPlace: textField(200).min(1, { error: 'is required' }),
  /** The chosen suggestion of the place search; without it the intake has no chart. */
  placeId: placeIdField,
});
export type FillIntakeFormInput = z.input<typeof fillIntakeFormInputSchema>;

/** `kind` is ours (not in the spec): a voice call at the psychic's call price; chat by default. */
export const createQueueTokenInputSchema = z.object({
  consultantId: id,
  intakeFormId: id,
  kind: sessionKindSchema.default('chat'),
});
export type CreateQueueTokenInput = z.input<typeof createQueueTokenInputSchema>;

export const waitlistSchema = z.object({
  order: chatOrderSchema,
  /** 1 = next; 0 once the consultant accepted. */
  position: z.number().int(),
  estimatedWaitSeconds: z.number().int(),
});
export type Waitlist = z.infer<typeof waitlistSchema>;

/** Not enough money: the reason plus what is missing, for the price list. */
export const insufficientBalanceSchema = z.object({
  status: z.literal('fail'),
  reason: z.string(),
  data: z.object({
    requiredAmount: z.number().int(),
    balance: z.number().int(),
    shortfall: z.number().int(),
  }),
});
export type InsufficientBalance = z.infer<typeof insufficientBalanceSchema>;

export const orderIdInputSchema = z.object({ chatId: id });
export const holdInputSchema = z.object({ chatId: id, hold: flag });

export const messagesInputSchema = z.object({
  chatId: id,
  afterSeq: intField.pipe(z.number().min(0, { error: 'must be at least 0' })).default(0),
});
export const messagesSchema = z.object({ messages: z.array(chatMessageSchema) });

export const HISTORY_DEFAULT_PAGE_SIZE = 20;
export const HISTORY_MAX_PAGE_SIZE = 50;

/**
 * `order/history/get`: newest first, in pages; `consultantId` narrows it to one psychic, `chatId`
 * to one chat (the transcript page's summary).
 */
export const historyInputSchema = z.object({
  consultantId: id.optional(),
  chatId: id.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(HISTORY_MAX_PAGE_SIZE)
    .default(HISTORY_DEFAULT_PAGE_SIZE),
});
export type HistoryInput = z.input<typeof historyInputSchema>;

export const historyItemSchema = z.object({
  chatId: z.number().int(),
  consultantId: z.number().int(),
  consultantName: z.string(),
  consultantSlug: z.string(),
  /** Same-origin image path of the psychic's portrait. */
  consultantPhotoUrl: z.string(),
  /** A chat (its transcript can be read) or a voice call (no transcript, a receipt). */
  kind: sessionKindSchema,
  status: chatOrderStatusSchema,
  createdAt: z.string(),
  /** Null unless the chat started (both sides were in). */
  startedAt: z.string().nullable(),
  durationSeconds: z.number().int(),
  amountCharged: z.number().int(),
  refunded: z.boolean(),
  /** The stars the user gave this chat, or null when not rated. */
  rating: z.number().int().min(1).max(5).nullable(),
});
export type HistoryItem = z.infer<typeof historyItemSchema>;
export const historyPageSchema = z.object({
  items: z.array(historyItemSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  hasMore: z.boolean(),
});

export const ratingInputSchema = z.object({
  chatId: id,
  rating: z.coerce.number().int().min(1).max(5),
  review: textField(2000).default(''),
});
export const ratingSchema = z.object({
  id: z.number().int(),
  chatId: z.number().int(),
  rating: z.number().int(),
});

export const npsSchema = z.object({
  score: z.number().int().min(0).max(10).nullable(),
  comment: z.string(),
});
export const npsInputSchema = z.object({
  score: z.coerce.number().int().min(0).max(10),
  comment: textField(2000).default(''),
});

export const consoleNoticeSchema = z.enum(['missed_requests']);
export type ConsoleNotice = z.infer<typeof consoleNoticeSchema>;

export const consoleQueueSchema = z.object({
  consultantId: z.number().int(),
  orders: z.array(consoleOrderSchema),
  /**
   * Why the psychic was set offline without doing it themselves (two requests in a row lapsed
   * unanswered); null once they go online again.
   */
  notice: consoleNoticeSchema.nullable(),
  /** Requests they never answered (lapsed, or released when they went away), newest first. */
  missed: z.array(chatOrderSchema),
});
export type ConsoleQueue = z.infer<typeof consoleQueueSchema>;
export const consoleStatusInputSchema = z.object({ status: z.enum(['online', 'offline']) });
export const consoleStatusSchema = z.object({
  consultantId: z.number().int(),
  status: z.enum(['online', 'busy', 'offline']),
});
export const CONSOLE_HISTORY_DEFAULT_PAGE_SIZE = 20;
export const CONSOLE_HISTORY_MAX_PAGE_SIZE = 200;

/**
 * `console/order/history/get`: the psychic's ended chats, newest first, in pages. A page is asked
 * for by the last id of the previous one (`beforeId`), so chats that end meanwhile do not shift
 * the next page and nothing is shown twice or skipped.
 */
export const consoleHistoryInputSchema = z.object({
  beforeId: id.optional(),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(CONSOLE_HISTORY_MAX_PAGE_SIZE)
    .default(CONSOLE_HISTORY_DEFAULT_PAGE_SIZE),
});
export const consoleHistorySchema = z.object({
  orders: z.array(chatOrderSchema),
  /**
   * Over all ended chats, not only this page: one sum per currency the sessions were charged in
   * (rupees and euros are never added; decision 052), none before the first earning.
   */
  totalEarnings: z.array(currencyAmountSchema),
  totalChats: z.number().int(),
  /** The `beforeId` of the next page; null on the last one. */
  nextBeforeId: z.number().int().nullable(),
});
export type ConsoleHistory = z.infer<typeof consoleHistorySchema>;

export const freeChatSchema = z.object({
  /** The signed-in user's next chat starts free (always false for a guest). */
  eligible: z.boolean(),
  /** Free minutes of that chat; 0 unless eligible. */
  freeMinutes: z.number().int().nonnegative(),
  /**
   * The offer itself, for everyone: a new user's first chat is free for this long (0: off, also
   * while no psychic takes free sessions, since the free minutes apply only with those who do).
   */
  offerMinutes: z.number().int().nonnegative(),
});

const BOTH = ['GET', 'POST'] as const;

/* Spec §7 calls of the paid chat, plus the consultant console's own (not in the spec). */

export const fillIntakeFormCall = defineCall({
  path: '/api/chat/order/fill-intake-form',
  methods: 'POST',
  summary: 'Saves the intake form for a chat request',
  input: fillIntakeFormInputSchema,
  output: intakeFormSchema,
  auth: 'user',
});

/** A 402 with `insufficientBalanceSchema` when the balance does not cover the minimum chat. */
export const createQueueTokenCall = defineCall({
  path: '/api/call-chat/queue/create-token/v2',
  methods: 'POST',
  summary: 'Requests a chat: balance check, then a place in the consultant queue',
  input: createQueueTokenInputSchema,
  output: waitlistSchema,
  auth: 'user',
});

export const waitlistCall = defineCall({
  path: '/api/queue-token/user/waitlist/get/v3',
  methods: BOTH,
  summary: 'Position and estimated wait of one queue token',
  input: orderIdInputSchema,
  output: waitlistSchema,
  auth: 'user',
});

export const latestWaitlistCall = defineCall({
  path: '/api/queue-token/user/latest/waitlist/get',
  methods: BOTH,
  summary: "The user's open queue token or chat, if any",
  input: z.object({}),
  output: waitlistSchema.nullable(),
  auth: 'user',
});

export const cancelQueueTokenCall = defineCall({
  path: '/api/call-chat/queue/cancel/token',
  methods: 'POST',
  input: orderIdInputSchema,
  output: chatOrderSchema,
  auth: 'user',
});

export const holdQueueTokenCall = defineCall({
  path: '/api/queue-token/user/hold/unhold',
  methods: 'POST',
  input: holdInputSchema,
  output: chatOrderSchema,
  auth: 'user',
});

export const userAcceptOrderCall = defineCall({
  path: '/api/chat/order/accept/byUser/v2',
  methods: 'POST',
  summary: 'The user joins the chat the consultant accepted; billing starts',
  input: orderIdInputSchema,
  output: chatOrderSchema,
  auth: 'user',
});

export const orderDetailCall = defineCall({
  path: '/api/chat/order/get-order-detail',
  methods: BOTH,
  input: orderIdInputSchema,
  output: chatOrderSchema,
  auth: 'user',
});

export const orderMessagesCall = defineCall({
  path: '/api/chat/order/messages/get',
  methods: BOTH,
  summary: 'The transcript after a sequence number (either side of the chat)',
  input: messagesInputSchema,
  output: messagesSchema,
  auth: 'user',
});

export const endChatCall = defineCall({
  path: '/api/chat/order/end',
  methods: 'POST',
  summary: 'Either side ends an active chat; it is charged once',
  input: orderIdInputSchema,
  output: chatOrderSchema,
  auth: 'user',
});

export const orderHistoryCall = defineCall({
  path: '/api/order/history/get',
  methods: BOTH,
  summary: "The user's chats, newest first, in pages (hidden ones left out)",
  input: historyInputSchema,
  output: historyPageSchema,
  auth: 'user',
});

export const deleteOrderCall = defineCall({
  path: '/api/order/delete/byId',
  methods: 'POST',
  summary: "Hides a finished chat from the user's history (the record stays)",
  input: orderIdInputSchema,
  output: chatOrderSchema,
  auth: 'user',
});

export const createRatingCall = defineCall({
  path: '/api/rating-review/create',
  methods: 'POST',
  summary: 'Rates an ended chat once',
  input: ratingInputSchema,
  output: ratingSchema,
  auth: 'user',
});

/** Not in the spec (its `free-chat` route shows the offer): whether the next chat starts free. */
export const freeChatCall = defineCall({
  path: '/api/chat/free-chat/get',
  methods: BOTH,
  summary:
    "Whether the user's next chat starts with free minutes (a new user's first chat); guests get the offer only",
  input: z.object({}),
  output: freeChatSchema,
  // The public free-chat page asks too: a guest (no Authorization) is answered the offer only.
  auth: 'optional',
});

export const npsScoreCall = defineCall({
  path: '/api/nps/score/get',
  methods: BOTH,
  input: z.object({}),
  output: npsSchema,
  auth: 'user',
});

export const saveNpsScoreCall = defineCall({
  path: '/api/nps/score/addupdate',
  methods: 'POST',
  input: npsInputSchema,
  output: npsSchema,
  auth: 'user',
});

/**
 * The console's calls need a signed-in account linked to a psychic: the handlers check the link
 * (403 otherwise), so their `auth` is `user`. A suspended psychic's queue is a 403 with
 * `consoleSuspendedFailureSchema`.
 */
export const consoleQueueCall = defineCall({
  path: '/api/console/queue/get',
  methods: BOTH,
  summary: 'Waiting and live requests of the signed-in psychic, with intake details',
  input: z.object({}),
  output: consoleQueueSchema,
  auth: 'user',
});

export const consoleAcceptCall = defineCall({
  path: '/api/console/order/accept',
  methods: 'POST',
  input: orderIdInputSchema,
  output: chatOrderSchema,
  auth: 'user',
});

export const consoleDeclineCall = defineCall({
  path: '/api/console/order/decline',
  methods: 'POST',
  summary: 'The psychic turns a waiting request down, saying why',
  input: declineInputSchema,
  output: chatOrderSchema,
  auth: 'user',
});

export const consoleStatusCall = defineCall({
  path: '/api/console/status/set',
  methods: 'POST',
  summary: 'The psychic goes online or offline',
  input: consoleStatusInputSchema,
  output: consoleStatusSchema,
  auth: 'user',
});

export const consoleHistoryCall = defineCall({
  path: '/api/console/order/history/get',
  methods: BOTH,
  summary: "The psychic's ended chats, newest first in pages, and the earnings of all of them",
  input: consoleHistoryInputSchema,
  output: consoleHistorySchema,
  auth: 'user',
});
