import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv, SETTING_NAMES } from './env.server';

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

  it('reads DATABASE_POOL_SIZE as a whole number of connections from 1 to 100, unset when empty', () => {
    expect(parseEnv({ ...production, DATABASE_POOL_SIZE: '8' }).DATABASE_POOL_SIZE).toBe(8);
    expect(parseEnv({ ...production, DATABASE_POOL_SIZE: ' ' }).DATABASE_POOL_SIZE).toBeUndefined();
    for (const refused of ['0', '2.5', 'ten', '101']) {
      expect(() => parseEnv({ ...production, DATABASE_POOL_SIZE: refused })).toThrow('DATABASE_POOL_SIZE');
    }
  });
});

describe('push settings', () => {
  it('takes both VAPID keys or neither', () => {
    expect(parseEnv({ ...production, VAPID_PUBLIC_KEY: 'pub', VAPID_PRIVATE_KEY: 'priv' })).toMatchObject({
      VAPID_PUBLIC_KEY: 'pub',
      VAPID_PRIVATE_KEY: 'priv',
    });
    expect(() => parseEnv({ ...production, VAPID_PUBLIC_KEY: 'pub' })).toThrow(
      'set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither',
    );
  });

  it('takes a VAPID subject that is an https: or mailto: address only', () => {
    expect(parseEnv({ ...production, VAPID_SUBJECT: 'mailto:webmaster@ue.example.org' }).VAPID_SUBJECT).toBe(
      'mailto:webmaster@ue.example.org',
    );
    expect(() => parseEnv({ ...production, VAPID_SUBJECT: 'http://ue.example.org' })).toThrow('VAPID_SUBJECT');
  });

  it('takes extra push services as https addresses separated by commas', () => {
    const extra = 'https://push.example.org, https://127.0.0.1:3102';
    expect(parseEnv({ ...production, EXTRA_PUSH_SERVICES: extra }).EXTRA_PUSH_SERVICES).toBe(extra);
    expect(() => parseEnv({ ...production, EXTRA_PUSH_SERVICES: 'http://127.0.0.1:3102' })).toThrow(
      'EXTRA_PUSH_SERVICES',
    );
  });
});

describe('TRUST_PROXY', () => {
  const trustProxy = (value: string) => parseEnv({ ...production, TRUST_PROXY: value }).TRUST_PROXY;

  it('refuses `true`, which would believe any X-Forwarded-For, and names what to set instead', () => {
    expect(() => trustProxy('true')).toThrow(EnvError);
    expect(() => trustProxy('true')).toThrow(
      'TRUST_PROXY: `true` would believe an X-Forwarded-For header from anyone, so any client could pose as any ' +
        'address. Set the number of proxies in front of the site (`1` behind one TLS proxy), or their addresses ' +
        'or subnets, comma-separated (e.g. `10.0.0.2` or `10.0.0.0/8`).',
    );
    expect(() => trustProxy(' TRUE ')).toThrow('would believe an X-Forwarded-For header from anyone');
  });

  it('takes a hop count', () => {
    expect(trustProxy('1')).toBe(1);
    expect(trustProxy('2')).toBe(2);
  });

  it('takes addresses, subnets and the named ranges, comma-separated', () => {
    expect(trustProxy('10.0.0.2')).toEqual(['10.0.0.2']);
    expect(trustProxy('10.0.0.0/8, 192.168.1.0/24,fd00::/8')).toEqual(['10.0.0.0/8', '192.168.1.0/24', 'fd00::/8']);
    expect(trustProxy('loopback, ::1')).toEqual(['loopback', '::1']);
  });

  it('is off when unset, empty or false', () => {
    expect(parseEnv(production).TRUST_PROXY).toBeUndefined();
    expect(trustProxy('')).toBeUndefined();
    expect(trustProxy('false')).toBeUndefined();
  });

  it('refuses anything else with the setting name and what it takes', () => {
    for (const value of ['yes', '-1', '1.5', '10.0.0.300', '10.0.0.0/33', 'fd00::/129', '10.0.0.1,', 'evil.example']) {
      expect(() => trustProxy(value)).toThrow(/TRUST_PROXY: .*number of proxies/);
    }
  });
});

/** What compose.yaml reads from .env for the containers it starts beside the site. */
const COMPOSE_ONLY = ['POSTGRES_PASSWORD'];

describe('.env.example', () => {
  const example = fs.readFileSync(path.join(import.meta.dirname, '../../../.env.example'), 'utf8');
  const listed = [...example.matchAll(/^([A-Z_]+)=/gm)].map((match) => match[1]);

  it('lists every setting the site reads, once, and besides them only Compose’s own', () => {
    expect([...listed].sort()).toEqual([...SETTING_NAMES, ...COMPOSE_ONLY].sort());
  });

  it('says what each setting is, in a comment just above it or its group', () => {
    const lines = example.split('\n');
    for (const name of listed) {
      const at = lines.findIndex((line) => line.startsWith(`${name}=`));
      const above = lines.slice(Math.max(0, at - 3), at);
      expect(
        above.some((line) => line.startsWith('#')),
        name,
      ).toBe(true);
    }
  });

  it('is accepted as it stands once the required secrets are filled in', () => {
    const values = Object.fromEntries([...example.matchAll(/^([A-Z_]+)=(.*)$/gm)].map((match) => [match[1], match[2]]));
    const filled = {
      ...values,
      SESSION_SECRET: 'x'.repeat(32),
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
    };
    expect(parseEnv(filled)).toMatchObject({ SITE_MODE: 'production', PORT: 3000, DATA_DIR: './data' });
  });
});
