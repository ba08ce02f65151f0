import { z } from 'zod';
import { placeIdField } from '../astrology/birth-details';
import { idField, intField } from '../fields';
import { textField } from '../text-fields';
import {
  chatMessageSchema,
  chatOrderSchema,
  chatOrderStatusSchema,
  intakeFormSchema,
} from './chat-order';

const id = idField;
const flag = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .transform((v) => v === true || v === 'true');

function success<T extends z.ZodType>(data: T) {
  return z.object({ status: z.literal('success'), data });
}

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
export const fillIntakeFormResponseSchema = success(intakeFormSchema);

export const createQueueTokenInputSchema = z.object({ consultantId: id, intakeFormId: id });
export type CreateQueueTokenInput = z.input<typeof createQueueTokenInputSchema>;

export const waitlistSchema = z.object({
  order: chatOrderSchema,
  /** 1 = next; 0 once the consultant accepted. */
  position: z.number().int(),
  estimatedWaitSeconds: z.number().int(),
});
export type Waitlist = z.infer<typeof waitlistSchema>;
export const waitlistResponseSchema = success(waitlistSchema);
export const latestWaitlistResponseSchema = success(waitlistSchema.nullable());

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
export const orderResponseSchema = success(chatOrderSchema);

export const messagesInputSchema = z.object({
  chatId: id,
  afterSeq: intField.pipe(z.number().min(0, { error: 'must be at least 0' })).default(0),
});
export const messagesResponseSchema = success(z.object({ messages: z.array(chatMessageSchema) }));

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
export const historyResponseSchema = success(
  z.object({
    items: z.array(historyItemSchema),
    page: z.number().int(),
    pageSize: z.number().int(),
    hasMore: z.boolean(),
  }),
);

export const ratingInputSchema = z.object({
  chatId: id,
  rating: z.coerce.number().int().min(1).max(5),
  review: textField(2000).default(''),
});
export const ratingResponseSchema = success(
  z.object({ id: z.number().int(), chatId: z.number().int(), rating: z.number().int() }),
);

export const npsSchema = z.object({
  score: z.number().int().min(0).max(10).nullable(),
  comment: z.string(),
});
export const npsResponseSchema = success(npsSchema);
export const npsInputSchema = z.object({
  score: z.coerce.number().int().min(0).max(10),
  comment: textField(2000).default(''),
});

export const consoleNoticeSchema = z.enum(['missed_requests']);
export type ConsoleNotice = z.infer<typeof consoleNoticeSchema>;

export const consoleQueueResponseSchema = success(
  z.object({
    consultantId: z.number().int(),
    orders: z.array(chatOrderSchema),
    /**
     * Why the psychic was set offline without doing it themselves (two requests in a row lapsed
     * unanswered); null once they go online again.
     */
    notice: consoleNoticeSchema.nullable(),
    /** Requests they never answered (lapsed, or released when they went away), newest first. */
    missed: z.array(chatOrderSchema),
  }),
);
export type ConsoleQueue = z.infer<typeof consoleQueueResponseSchema>['data'];
export const consoleStatusInputSchema = z.object({ status: z.enum(['online', 'offline']) });
export const consoleStatusResponseSchema = success(
  z.object({ consultantId: z.number().int(), status: z.enum(['online', 'busy', 'offline']) }),
);
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
export const consoleHistoryResponseSchema = success(
  z.object({
    orders: z.array(chatOrderSchema),
    /** Over all ended chats, not only this page. */
    totalEarnings: z.number().int(),
    totalChats: z.number().int(),
    /** The `beforeId` of the next page; null on the last one. */
    nextBeforeId: z.number().int().nullable(),
  }),
);
export type ConsoleHistory = z.infer<typeof consoleHistoryResponseSchema>['data'];

export const freeChatResponseSchema = success(
  z.object({
    /** The signed-in user's next chat starts free (always false for a guest). */
    eligible: z.boolean(),
    /** Free minutes of that chat; 0 unless eligible. */
    freeMinutes: z.number().int().nonnegative(),
    /** The offer itself, for everyone: a new user's first chat is free for this long (0: off). */
    offerMinutes: z.number().int().nonnegative(),
  }),
);
