import type { FastifyBaseLogger } from 'fastify';
import type twilio from 'twilio';
import { type SmsProvider, SmsDeliveryError } from './sms-provider';

export type TwilioSettings = Readonly<{
  accountSid: string;
  authToken: string;
  from: string;
  /** Lets tests point the SDK at a local stand-in for Twilio's API. */
  clientOptions?: twilio.ClientOpts;
}>;

/** Real SMS through Twilio's Messages API. */
export function createTwilioSmsProvider(
  settings: TwilioSettings,
  log: FastifyBaseLogger,
): SmsProvider {
  // The SDK is loaded with the first code sent, not at every start (~0.3 s and ~20 MB, decision 054).
  let client: Promise<ReturnType<typeof twilio>> | undefined;
  const clientOnce = () =>
    (client ??= import('twilio').then(({ default: create }) =>
      create(settings.accountSid, settings.authToken, settings.clientOptions),
    ));
  return {
    kind: 'twilio',
    send: async ({ to, text }) => {
      try {
        const message = await (
          await clientOnce()
        ).messages.create({ to, from: settings.from, body: text });
        log.info({ sms: { to, sid: message.sid } }, 'SMS handed to Twilio');
      } catch (error) {
        // Twilio's own message may name our account; the user gets a plain sentence.
        log.error({ err: error, sms: { to } }, 'Twilio could not send the SMS');
        throw new SmsDeliveryError('The code could not be sent. Please try again later.');
      }
    },
  };
}
