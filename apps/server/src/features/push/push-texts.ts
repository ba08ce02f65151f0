import type { Language } from '@lumus/contract/constants';

/**
 * The notifications' words. The service worker shows what it gets, so the server writes them in
 * the subscription's language. German says "du" to users and psychics alike (decision 046).
 */
export const PUSH_TEXTS: Record<
  Language,
  Readonly<{
    acceptedTitle: (psychic: string) => string;
    acceptedBody: string;
    acceptedCallTitle: (psychic: string) => string;
    acceptedCallBody: string;
    join: string;
    messageTitle: (from: string) => string;
    onlineTitle: (psychic: string) => string;
    onlineBody: string;
    requestTitle: string;
    requestBody: (from: string) => string;
    callRequestTitle: string;
    callRequestBody: (from: string) => string;
    someone: string;
    supportTitle: string;
    /** The body of a reply that is an image alone. */
    supportImage: string;
  }>
> = {
  en: {
    acceptedTitle: (psychic) => `${psychic} accepted your request`,
    acceptedBody: 'Join now: your chat starts when you join.',
    acceptedCallTitle: (psychic) => `${psychic} accepted your call`,
    acceptedCallBody: 'Join now: your call starts when you join.',
    join: 'Join',
    messageTitle: (from) => `New message from ${from}`,
    onlineTitle: (psychic) => `${psychic} is online`,
    onlineBody: 'Start a chat now.',
    requestTitle: 'New chat request',
    requestBody: (from) => `${from} is waiting for you. Open your console to accept.`,
    callRequestTitle: 'New call request',
    callRequestBody: (from) => `${from} wants to call you. Open your console to answer.`,
    someone: 'A user',
    supportTitle: 'The Lumus team answered',
    supportImage: 'They sent you an image.',
  },
  de: {
    acceptedTitle: (psychic) => `${psychic} hat deine Anfrage angenommen`,
    acceptedBody: 'Tritt jetzt bei: Dein Chat beginnt, wenn du beitrittst.',
    acceptedCallTitle: (psychic) => `${psychic} hat deinen Anruf angenommen`,
    acceptedCallBody: 'Tritt jetzt bei: Dein Anruf beginnt, wenn du beitrittst.',
    join: 'Beitreten',
    messageTitle: (from) => `Neue Nachricht von ${from}`,
    onlineTitle: (psychic) => `${psychic} ist online`,
    onlineBody: 'Starte jetzt einen Chat.',
    requestTitle: 'Neue Chat-Anfrage',
    requestBody: (from) => `${from} wartet auf dich. Öffne deine Konsole, um anzunehmen.`,
    callRequestTitle: 'Neue Anruf-Anfrage',
    callRequestBody: (from) =>
      `${from} möchte dich anrufen. Öffne deine Konsole, um den Anruf anzunehmen.`,
    someone: 'Ein Nutzer',
    supportTitle: 'Das Lumus-Team hat geantwortet',
    supportImage: 'Es hat dir ein Bild geschickt.',
  },
};

/** A message's text in a notification: one line, short enough for every platform. */
export function preview(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 140 ? `${line.slice(0, 139)}…` : line;
}
