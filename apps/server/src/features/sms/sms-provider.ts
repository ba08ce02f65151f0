/** One text message to one number. `code` is what the message carries, kept by the dev outbox. */
type SmsMessage = Readonly<{
  /** E.164, e.g. `+919876543210`. */
  to: string;
  text: string;
  code: string;
}>;

/** Where codes go: the development log/outbox or a real SMS gateway. */
export type SmsProvider = Readonly<{
  kind: 'log' | 'twilio';
  send: (message: SmsMessage) => Promise<void>;
}>;

/** A provider's failure to deliver; the reason is shown to the user. */
export class SmsDeliveryError extends Error {
  override name = 'SmsDeliveryError';
}
