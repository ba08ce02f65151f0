import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';

describe('call configuration', () => {
  it('has no ICE servers, the all policy and a 30 s grace by default', () => {
    const config = loadConfig({ NODE_ENV: 'test' });
    expect(config.calls).toEqual({
      stunUrls: [],
      turnUrls: [],
      turnSecret: undefined,
      turnCredentialTtlSeconds: 7200,
      iceTransportPolicy: 'all',
    });
    expect(config.chat.callGraceSeconds).toBe(30);
  });

  it('reads comma lists and the TURN settings', () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      STUN_URLS: 'stun:a.example:3478, ,stun:b.example',
      TURN_URLS: 'turns:t.example:5349',
      TURN_SECRET: 'sixteen-chars-at-least',
      TURN_CREDENTIAL_TTL_SECONDS: '600',
      ICE_TRANSPORT_POLICY: 'relay',
      CALL_GRACE_SECONDS: '45',
    });
    expect(config.calls).toMatchObject({
      stunUrls: ['stun:a.example:3478', 'stun:b.example'],
      turnUrls: ['turns:t.example:5349'],
      turnCredentialTtlSeconds: 600,
      iceTransportPolicy: 'relay',
    });
    expect(config.chat.callGraceSeconds).toBe(45);
  });

  it.each([
    [{ TURN_URLS: 'turn:t.example' }, 'TURN_SECRET must be set with TURN_URLS'],
    [{ ICE_TRANSPORT_POLICY: 'relay' }, 'ICE_TRANSPORT_POLICY=relay needs TURN_URLS'],
    [{ STUN_URLS: 'https://stun.example' }, 'STUN_URLS must be a comma-separated list'],
    [{ ICE_TRANSPORT_POLICY: 'none' }, 'ICE_TRANSPORT_POLICY must be all or relay'],
    [{ TURN_CREDENTIAL_TTL_SECONDS: '5' }, 'TURN_CREDENTIAL_TTL_SECONDS must be a whole number'],
    [{ CALL_GRACE_SECONDS: '0' }, 'CALL_GRACE_SECONDS must be a whole number'],
  ])('refuses %o', (env, message) => {
    expect(() => loadConfig({ NODE_ENV: 'test', ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'test', ...env })).toThrow(message);
  });

  it('never prints the TURN secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', TURN_SECRET: 'short' })).toThrow(
      /TURN_SECRET must be at least 16 characters$/,
    );
  });
});
