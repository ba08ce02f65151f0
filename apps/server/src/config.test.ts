import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, REPO_ROOT } from './config';

function errorOf(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  throw new Error('expected a configuration error');
}

describe('loadConfig', () => {
  it('fills defaults that point into the repository whatever the cwd', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      host: '0.0.0.0',
      dataDir: `${REPO_ROOT}/data`,
      webDistDir: `${REPO_ROOT}/apps/web/dist`,
      trustProxy: false,
      logLevel: 'info',
    });
    expect(config.databaseUrl).toBeUndefined();
  });

  it('parses given values and treats empty ones as unset', () => {
    const config = loadConfig({
      PORT: '0',
      TRUST_PROXY: 'true',
      DATABASE_URL: 'postgresql://u:p@db.example:5432/lumus',
      REDIS_URL: '',
      DATA_DIR: '/var/lib/lumus',
    });
    expect(config.port).toBe(0);
    expect(config.trustProxy).toBe(true);
    expect(config.databaseUrl).toBe('postgresql://u:p@db.example:5432/lumus');
    expect(config.redisUrl).toBeUndefined();
    expect(config.dataDir).toBe('/var/lib/lumus');
  });

  it('names the variable and the bad value in one line', () => {
    const message = errorOf({ PORT: 'eighty' });
    expect(message).toBe(
      'Invalid configuration: PORT must be a whole number between 0 and 65535 (got "eighty")',
    );
    expect(message).not.toContain('\n');
    expect(errorOf({ PORT: '70000' })).toContain('PORT');
    expect(errorOf({ TRUST_PROXY: 'maybe' })).toContain('TRUST_PROXY must be true or false');
  });

  it('names the Redis prefix after the database unless REDIS_PREFIX is set', () => {
    expect(
      loadConfig({ DATABASE_URL: 'postgres://u:p@db.example:5432/lumus_prod' }).redisPrefix,
    ).toBe('lumus:postgres:lumus_prod');
    expect(loadConfig({ DATA_DIR: '/srv/lumus data/*' }).redisPrefix).toBe(
      'lumus:pglite:/srv/lumus_data/_',
    );
    expect(loadConfig({ REDIS_PREFIX: 'acme-staging' }).redisPrefix).toBe('acme-staging');
    // A glob character would make the adapter's channel pattern match other deployments'.
    expect(errorOf({ REDIS_PREFIX: 'lumus*' })).toContain(
      'REDIS_PREFIX may only hold letters, digits and . _ : / @ -',
    );
  });

  it('rejects non-postgres database URLs without echoing them', () => {
    const message = errorOf({ DATABASE_URL: 'mysql://root:secret@host/db' });
    expect(message).toContain('DATABASE_URL must be a postgres:// or postgresql:// URL');
    expect(message).not.toContain('secret');
    expect(errorOf({ REDIS_URL: 'http://x' })).toContain('REDIS_URL');
  });
});
