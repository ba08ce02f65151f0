import { z } from 'zod';
import { idNumber } from '../fields';
import { storableText } from '../text-fields';
import { chatAckSchema, type ChatAck } from '../chat/chat-events';
import { chatOrderSchema, type ChatOrder } from '../chat/chat-order';

/*
 * Signalling of a voice call over the app's Socket.IO connection (decision 035). Only the two
 * parties of an active call may signal; anyone else (another user, a guest, the wrong psychic)
 * gets a 403 acknowledgement and nothing is relayed. The server relays each signal to the other
 * party's personal room (`user:<id>` / `consultant:<id>`), so every open socket of that side
 * receives it on whichever instance it is.
 *
 * Roles: the user's page is always the offerer, the psychic's console the answerer. The user
 * sends an offer when its page has joined the active call (also after a reload) and an ICE-restart
 * offer when its connection fails; the console answers every offer on a fresh or its current peer
 * connection. A console that (re)joins sends `ready`, which asks the user's page for a new offer.
 */

/** SDP text is a few KB; a generous cap keeps a stranger from pushing megabytes through us. */
export const MAX_SDP_LENGTH = 20_000;
export const MAX_CANDIDATE_LENGTH = 1_000;

export const sessionDescriptionSchema = z.object({
  type: z.enum(['offer', 'answer']),
  sdp: storableText().min(1).max(MAX_SDP_LENGTH),
});

/** An `RTCIceCandidateInit`; a null candidate text is the end-of-candidates marker. */
export const iceCandidateSchema = z.object({
  candidate: z.string().max(MAX_CANDIDATE_LENGTH),
  sdpMid: z.string().max(100).nullable().optional(),
  sdpMLineIndex: z.number().int().min(0).max(100).nullable().optional(),
  usernameFragment: z.string().max(256).nullable().optional(),
});

export const callSignalSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('description'), description: sessionDescriptionSchema }),
  z.object({ type: z.literal('candidate'), candidate: iceCandidateSchema }),
  /** The console (re)joined and wants a fresh offer. */
  z.object({ type: z.literal('ready') }),
]);
export type CallSignal = z.infer<typeof callSignalSchema>;

/** Client to server: a signal for the other party of call `chatId`. */
export const sendCallSignalSchema = z.object({ chatId: idNumber, signal: callSignalSchema });

/** Server to client: a signal from the other party. */
export const callSignalEventSchema = z.object({
  chatId: idNumber,
  from: z.enum(['user', 'consultant']),
  signal: callSignalSchema,
});
export type CallSignalEvent = z.infer<typeof callSignalEventSchema>;

/**
 * Client to server: whether this side's audio is flowing (`RTCPeerConnection.connectionState`
 * `connected` → true; `disconnected`/`failed`/closed → false). Billing runs, by the server's clock,
 * only while both sides last said true; when either says false the call pauses and ends after the
 * call grace period unless both say true again. The answer carries the order as it now stands.
 */
export const callMediaSchema = z.object({ chatId: idNumber, connected: z.boolean() });

export const callSignalAckSchema = chatAckSchema({});
export const callMediaAckSchema = chatAckSchema({ order: chatOrderSchema });

export interface CallServerToClientEvents {
  'call:signal': (event: CallSignalEvent) => void;
}

export interface CallClientToServerEvents {
  'call:signal': (
    signal: z.input<typeof sendCallSignalSchema>,
    ack: (r: ChatAck<object>) => void,
  ) => void;
  'call:media': (
    state: z.input<typeof callMediaSchema>,
    ack: (r: ChatAck<{ order: ChatOrder }>) => void,
  ) => void;
}
