import { devOutboxResponseSchema } from '@lumus/contract/auth/auth-config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sendCode } from '../auth/sign-in-test-helpers';
import {
  devGoogleSignInCall,
  devOutboxCall,
  identitySendCodeCall,
} from '@lumus/contract/auth/auth-calls';

describe(`GET ${devOutboxCall.path}`, () => {
  let t: TestApp;
  let now = new Date('2026-03-01T10:00:00Z');
  beforeAll(async () => {
    t = await createTestApp({ clock: () => now });
  });
  afterAll(async () => {
    await t.close();
  });

  const outbox = async (query: string) =>
    devOutboxResponseSchema.parse(
      (await t.app.inject({ url: `${devOutboxCall.path}${query}` })).json(),
    ).messages;

  it('lists messages newest first, matched with or without the dial code', async () => {
    await sendCode(t.app, { countryCode: '91', mobile: '9200000001' });
    now = new Date(now.getTime() + 1000);
    await sendCode(t.app, { countryCode: '91', mobile: '9200000001' });
    now = new Date(now.getTime() + 1000);
    await sendCode(t.app, { countryCode: '91', mobile: '9200000002' });

    const national = await outbox('?mobile=9200000001');
    expect(national).toHaveLength(2);
    expect(national[0]).toEqual({
      to: '+919200000001',
      text: expect.stringContaining(national[0]?.code ?? 'x') as string,
      code: expect.stringMatching(/^\d{4}$/) as string,
      createdAt: '2026-03-01T10:00:01.000Z',
    });
    expect(national[1]?.createdAt).toBe('2026-03-01T10:00:00.000Z');
    expect(await outbox('?mobile=919200000001')).toEqual(national);
    // Dropping more than 4 leading digits is not a dial code any more.
    expect(await outbox('?mobile=0000001')).toEqual([]);
    expect(await outbox('')).toHaveLength(3);
  });
});

describe('production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        NODE_ENV: 'production',
        JWT_SECRET: 'a-production-secret-of-at-least-32-characters',
        TWILIO_ACCOUNT_SID: 'AC00000000000000000000000000000000',
        TWILIO_AUTH_TOKEN: 'test-token',
        TWILIO_FROM: '+15005550006',
      },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('has no outbox and no Google stand-in', async () => {
    expect(
      (await t.app.inject({ url: `${devOutboxCall.path}?mobile=9200000001` })).statusCode,
    ).toBe(404);
    const standIn = await t.app.inject({
      method: 'POST',
      url: devGoogleSignInCall.path,
      payload: { email: 'a@example.com', name: 'A' },
    });
    expect(standIn.statusCode).toBe(404);
  });

  it('still validates numbers before anything is sent', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: identitySendCodeCall.path,
      payload: { phoneNumber: '+91123' },
    });
    expect(response.statusCode).toBe(400);
  });
});
