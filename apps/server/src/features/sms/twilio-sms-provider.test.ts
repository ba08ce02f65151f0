import twilio from 'twilio';
import TwilioResponse from 'twilio/lib/http/response';
import { describe, expect, it } from 'vitest';
import { SmsDeliveryError } from './sms-provider';
import { createTwilioSmsProvider } from './twilio-sms-provider';

type Captured = { method: string; uri: string; data: unknown };

/**
 * Twilio's own SDK does the request building; only its HTTP transport is replaced, so the test
 * sees the real call the SDK would make to Twilio's Messages API.
 */
function fakeTransport(statusCode: number, captured: Captured[]): twilio.RequestClient {
  const transport = new twilio.RequestClient();
  transport.request = <TData>(opts: Parameters<twilio.RequestClient['request']>[0]) => {
    captured.push({ method: opts.method, uri: opts.uri, data: opts.data });
    const body =
      statusCode < 300
        ? { sid: 'SM123', status: 'queued' }
        : { code: 21211, message: "The 'To' number is not valid.", status: statusCode };
    return Promise.resolve(new TwilioResponse(statusCode, body as TData, {}));
  };
  return transport;
}

const settings = {
  accountSid: 'AC00000000000000000000000000000001',
  authToken: 'token',
  from: '+15005550006',
};
const silent = { info: () => undefined, error: () => undefined } as unknown as Parameters<
  typeof createTwilioSmsProvider
>[1];

describe('Twilio SMS provider', () => {
  it('posts the text to the Messages API of the account', async () => {
    const captured: Captured[] = [];
    const provider = createTwilioSmsProvider(
      { ...settings, clientOptions: { httpClient: fakeTransport(201, captured) } },
      silent,
    );
    await provider.send({ to: '+919876543210', text: '1234 is your code', code: '1234' });
    expect(captured).toHaveLength(1);
    expect(captured[0]?.method.toLowerCase()).toBe('post');
    expect(captured[0]?.uri).toBe(
      `https://api.twilio.com/2010-04-01/Accounts/${settings.accountSid}/Messages.json`,
    );
    expect(captured[0]?.data).toMatchObject({
      To: '+919876543210',
      From: '+15005550006',
      Body: '1234 is your code',
    });
  });

  it('turns a Twilio error into a plain reason', async () => {
    const provider = createTwilioSmsProvider(
      { ...settings, clientOptions: { httpClient: fakeTransport(400, []) } },
      silent,
    );
    await expect(provider.send({ to: '+1', text: 'x', code: '0000' })).rejects.toThrow(
      new SmsDeliveryError('The code could not be sent. Please try again later.'),
    );
  });
});
