import { z } from 'zod';
import { defineCall } from '../call';
import { idField } from '../fields';
import { chatOrderSchema } from '../chat/chat-order';

/** How long a session paused at the end of its free minutes waits for the user's yes. */
export const DEFAULT_CONSENT_SECONDS = 60;

export const continueSessionInputSchema = z.object({ chatId: idField });

/**
 * `session/continue` (ours): the user agrees to go on at the shown rate after the free minutes of
 * a chat or call ran out. The session resumes (its end moves by the pause) and billing starts.
 * 404 for a stranger's or unknown session; 409 when it is not waiting for consent (any more).
 */
export const continueSessionCall = defineCall({
  path: '/api/session/continue',
  methods: 'POST',
  summary: 'Continue a session at the rate once its free minutes ran out',
  input: continueSessionInputSchema,
  output: chatOrderSchema,
  auth: 'user',
});
