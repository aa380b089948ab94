import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config';

describe('config', () => {
  it('has defaults that work on a fresh clone', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, HOST: '127.0.0.1', DATABASE_PATH: 'db/site.sqlite', UPLOADS_DIR: 'uploads' });
    expect(config.SEED_DEMO).toBeUndefined();
  });

  it('reads booleans and numbers from text', () => {
    expect(loadConfig({ SEED_DEMO: 'false', PORT: '8080' })).toMatchObject({ SEED_DEMO: false, PORT: 8080 });
  });

  it.each([
    [{ PORT: 'abc' }, /^Invalid setting PORT="abc": /],
    [{ PORT: '70000' }, /^Invalid setting PORT="70000"/],
    [{ SEED_DEMO: 'maybe' }, /^Invalid setting SEED_DEMO="maybe": must be true or false$/],
    [{ ADMIN_EMAIL: 'not-an-email' }, /^Invalid setting ADMIN_EMAIL/],
    [{ ADMIN_PASSWORD: 'short' }, /^Invalid setting ADMIN_PASSWORD=.*at least 8/],
    [{ TEAM_PORTAL_URL: 'ftp://x' }, /^Invalid setting TEAM_PORTAL_URL/],
  ])('stops with a one-line message naming the setting: %o', (env, message) => {
    let error: unknown;
    try {
      loadConfig(env);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(message);
    expect((error as Error).message).not.toContain('\n');
  });
});
