import {
  supportCreateCall,
  supportGetCall,
  supportListCall,
  supportSendCall,
} from '@lumus/contract/support/support-calls';
import { SUPPORT_IMAGE_PATH, supportImageGetInputSchema } from '@lumus/contract/support/support';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../lib/http/register-call';
import { registerPrivateFile } from '../../lib/http/register-private-file';
import {
  addMessage,
  conversationToWire,
  createConversation,
  listOwnConversations,
  messagesOf,
  messageToWire,
  ownConversation,
} from './support-conversations';
import type { SupportDeps } from './support-deps';
import { checkSupportImage, readSupportImage } from './support-images';
import { notifySupportMessage } from './support-notify';

/** The user's side: only ever their own conversations, never a staff note. Free of charge. */
export function registerSupportRoutes(app: FastifyInstance, deps: SupportDeps): void {
  const { db } = deps;

  const thread = async (userId: number, id: number) => {
    const conversation = await ownConversation(db, userId, id);
    const messages = await messagesOf(db, id, 'user');
    return {
      conversation: conversationToWire(conversation, messages.at(-1)?.text ?? ''),
      messages,
      imageMaxBytes: deps.config.imageMaxBytes,
    };
  };

  registerCall(app, supportListCall, async (_input, { user }) => ({
    items: await listOwnConversations(db, user.id),
  }));

  registerCall(app, supportGetCall, async ({ conversationId }, { user }) =>
    thread(user.id, conversationId),
  );

  registerCall(app, supportCreateCall, async (input, { user }) => {
    const created = await createConversation(db, {
      userId: user.id,
      reason: input.reason,
      text: input.text,
      chatOrderId: input.chatOrderId,
      paymentLogId: input.paymentLogId,
      now: deps.clock(),
    });
    const answer = await thread(user.id, created.id);
    const first = answer.messages[0];
    if (first !== undefined) notifySupportMessage(deps.io, user.id, first, created);
    return answer;
  });

  registerCall(
    app,
    supportSendCall,
    async ({ conversationId, text = '', image }, { user }) => {
      const checked =
        image === undefined ? undefined : checkSupportImage(image, deps.config.imageMaxBytes);
      const conversation = await ownConversation(db, user.id, conversationId);
      const stored = await addMessage(db, {
        conversation,
        authorUserId: user.id,
        author: 'user',
        text,
        internal: false,
        ...(checked === undefined ? {} : { image: checked }),
        now: deps.clock(),
      });
      const message = messageToWire(stored.message, null, stored.image);
      notifySupportMessage(deps.io, user.id, message, stored.conversation);
      return { message, conversation: conversationToWire(stored.conversation, text) };
    },
    { fileLimitBytes: deps.config.imageMaxBytes },
  );

  registerPrivateFile(
    app,
    {
      path: SUPPORT_IMAGE_PATH,
      summary: 'Support: an image of a conversation, for its owner (never a note’s) and staff',
      input: supportImageGetInputSchema,
    },
    async ({ imageId }, user) => readSupportImage(db, user, imageId),
  );
}
