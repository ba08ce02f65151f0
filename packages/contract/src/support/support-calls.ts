import { z } from 'zod';
import { defineCall } from '../call';
import {
  supportConversationSchema,
  supportCreateInputSchema,
  supportIdInputSchema,
  supportMessageSchema,
  supportSendInputSchema,
  supportThreadSchema,
} from './support';

export const supportListCall = defineCall({
  path: '/api/support/conversations/list',
  methods: ['GET', 'POST'],
  auth: 'user',
  summary: "Support: the caller's own conversations with the Lumus team, newest first",
  input: z.object({}),
  output: z.object({ items: z.array(supportConversationSchema) }),
});

export const supportCreateCall = defineCall({
  path: '/api/support/conversations/create',
  methods: 'POST',
  auth: 'user',
  summary: 'Support: opens a conversation with a reason and a first message, maybe about an order',
  input: supportCreateInputSchema,
  output: supportThreadSchema,
});

export const supportGetCall = defineCall({
  path: '/api/support/conversations/get',
  methods: ['GET', 'POST'],
  auth: 'user',
  summary: 'Support: one of the caller’s conversations with its messages (never staff notes)',
  input: supportIdInputSchema,
  output: supportThreadSchema,
});

export const supportSendCall = defineCall({
  path: '/api/support/messages/send',
  methods: 'POST',
  auth: 'user',
  summary:
    'Support: the caller writes in one of their conversations, text and/or one JPEG, PNG or WebP image (free, never billed)',
  input: supportSendInputSchema,
  output: z.object({ message: supportMessageSchema, conversation: supportConversationSchema }),
  encoding: 'multipart',
});
