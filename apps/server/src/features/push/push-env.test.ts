import { describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { ConfigError, loadConfig } from '../../config';

describe('VAPID configuration', () => {
  it('takes a configured key pair and subject', () => {
    const keys = webpush.generateVAPIDKeys();
    const config = loadConfig({
      VAPID_PUBLIC_KEY: keys.publicKey,
      VAPID_PRIVATE_KEY: keys.privateKey,
      VAPID_SUBJECT: 'mailto:ops@example.org',
      PUSH_UNREAD_WAIT_MS: '1500',
    });
    expect(config.push).toEqual({
      vapidKeys: keys,
      vapidSubject: 'mailto:ops@example.org',
      unreadWaitMs: 1500,
    });
  });

  it('generates keys when none are set, and contacts the https public URL', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://lumus.example' }).push).toEqual({
      vapidKeys: undefined,
      vapidSubject: 'https://lumus.example',
      unreadWaitMs: 3000,
    });
  });

  it('refuses half a pair, a malformed key and a subject push services do not accept', () => {
    const { publicKey } = webpush.generateVAPIDKeys();
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: publicKey })).toThrow(
      /VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together/,
    );
    expect(() => loadConfig({ VAPID_PRIVATE_KEY: 'short' })).toThrow(ConfigError);
    expect(() => loadConfig({ VAPID_SUBJECT: 'ops@example.org' })).toThrow(
      /VAPID_SUBJECT must be a mailto: or https: URL/,
    );
    expect(() => loadConfig({ PUSH_UNREAD_WAIT_MS: '60001' })).toThrow(
      /PUSH_UNREAD_WAIT_MS must be a whole number between 0 and 60000/,
    );
  });

  it('never prints the private key in an error', () => {
    const message = (() => {
      try {
        loadConfig({ VAPID_PRIVATE_KEY: 'secret-but-wrong' });
        return 'accepted';
      } catch (error) {
        return String(error);
      }
    })();
    expect(message).toMatch(/VAPID_PRIVATE_KEY must be/);
    expect(message).not.toContain('secret-but-wrong');
  });
});
