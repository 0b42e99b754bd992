import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env.server';

const production = {
  PUBLIC_URL: 'https://ue.example.org',
  SESSION_SECRET: '0123456789abcdef0123456789abcdef',
  GOOGLE_CLIENT_ID: 'client-id',
  GOOGLE_CLIENT_SECRET: 'client-secret',
};

describe('parseEnv', () => {
  it('refuses production without its settings and names every missing one', () => {
    expect(() => parseEnv({})).toThrow(EnvError);
    expect(() => parseEnv({})).toThrow('missing PUBLIC_URL, SESSION_SECRET, GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET');
    expect(() => parseEnv({ ...production, GOOGLE_CLIENT_SECRET: '  ' })).toThrow('missing GOOGLE_CLIENT_SECRET.');
  });

  it('starts production with all four settings, on the default port and data directory', () => {
    const env = parseEnv(production);
    expect(env).toMatchObject({ SITE_MODE: 'production', PORT: 3000, DATA_DIR: './data' });
  });

  it('refuses production with a session secret shorter than 32 characters, and says how to make one', () => {
    const short = () => parseEnv({ ...production, SESSION_SECRET: 'a-long-random-secret' });
    expect(short).toThrow(EnvError);
    expect(short).toThrow('SESSION_SECRET has 20 characters; it needs at least 32');
    expect(short).toThrow('openssl rand -hex 32');
    expect(parseEnv({ ...production, SESSION_SECRET: 'x'.repeat(32) }).SESSION_SECRET).toHaveLength(32);
    // Outside production the secret is optional and a short one only weakens a demo.
    expect(parseEnv({ SITE_MODE: 'demo', SESSION_SECRET: 'short' }).SESSION_SECRET).toBe('short');
  });

  it('starts the demo with no settings at all', () => {
    expect(parseEnv({ SITE_MODE: 'demo', PORT: '4123' })).toMatchObject({ SITE_MODE: 'demo', PORT: 4123 });
  });

  it('rejects a malformed setting with its name', () => {
    expect(() => parseEnv({ SITE_MODE: 'demo', PORT: 'eighty' })).toThrow('PORT');
    expect(() => parseEnv({ ...production, PUBLIC_URL: 'not a url' })).toThrow('PUBLIC_URL');
    expect(() => parseEnv({ SITE_MODE: 'staging' })).toThrow('SITE_MODE');
  });
});
