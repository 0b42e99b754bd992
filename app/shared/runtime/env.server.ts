import { StartRefusal } from './start-refusal';
import { z } from 'zod';
import { trustProxySetting } from './trust-proxy';

/**
 * How the process was started. `production` is `npm start`; the development sign-in issuer exists only in the
 * others, which `npm run demo`, `npm run dev` and the tests set.
 */
export const SITE_MODES = ['production', 'demo', 'dev', 'test'] as const;
export type SiteMode = (typeof SITE_MODES)[number];

const optional = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const schema = z.object({
  SITE_MODE: z.enum(SITE_MODES).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: optional,
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optional,
  DATABASE_POOL_SIZE: optional.pipe(z.coerce.number<string>().int().min(1).max(100).optional()),
  PUBLIC_URL: optional.pipe(z.url().optional()),
  SESSION_SECRET: optional,
  GOOGLE_CLIENT_ID: optional,
  GOOGLE_CLIENT_SECRET: optional,
  CALENDAR_ICS_URL: optional,
  // Where email goes: smtp://user:pass@host:587 or smtps://...:465. Unset, email waits in the outbox, which /dev-mail
  // shows outside production.
  SMTP_URL: optional.pipe(z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// address' }).optional()),
  MAIL_FROM: optional,
  // Web push's VAPID key pair (base64url, as `npx web-push generate-vapid-keys` prints them), both or neither; unset,
  // the pair is derived from SESSION_SECRET. The subject is how a push service reaches the site's owner.
  VAPID_PUBLIC_KEY: optional,
  VAPID_PRIVATE_KEY: optional,
  VAPID_SUBJECT: optional.pipe(
    z.url({ protocol: /^(https|mailto)$/, error: 'must be an https: or mailto: address' }).optional(),
  ),
  // Push services beyond the browsers' own a device may name, as origins separated by commas (a self-hosted one).
  EXTRA_PUSH_SERVICES: optional.refine(
    (value) =>
      value === undefined ||
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter((origin) => origin !== '')
        .every((origin) => URL.canParse(origin) && origin.startsWith('https://')),
    'must be https:// addresses separated by commas',
  ),
  TRUST_PROXY: trustProxySetting,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Env = z.infer<typeof schema>;

/** Every setting the site reads (.env.example lists each, with what it is: env.server.test.ts keeps them in step). */
export const SETTING_NAMES = Object.keys(schema.shape) as (keyof Env)[];

/** Settings `npm start` cannot run without. */
export const PRODUCTION_REQUIRED = [
  'PUBLIC_URL',
  'SESSION_SECRET',
  'GOOGLE_CLIENT_ID',
  'GOOGLE_CLIENT_SECRET',
] as const;

/** The session cookie's signing key must not be guessable offline: 32 characters is 128 bits or more of hex. */
export const MIN_SESSION_SECRET_LENGTH = 32;

export class EnvError extends StartRefusal {}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = schema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new EnvError(`Invalid settings: ${problems}`);
  }
  const env = result.data;
  if (!env.VAPID_PUBLIC_KEY !== !env.VAPID_PRIVATE_KEY) {
    throw new EnvError('Invalid settings: set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither.');
  }
  if (env.SITE_MODE === 'production') {
    const missing = PRODUCTION_REQUIRED.filter((name) => !env[name]);
    if (missing.length > 0) {
      throw new EnvError(
        `Refusing to start in production: missing ${missing.join(', ')}. ` +
          'Set them in the environment (see README, "Production"), or run `npm run demo` to try the site.',
      );
    }
    const secretLength = env.SESSION_SECRET?.length ?? 0;
    if (secretLength < MIN_SESSION_SECRET_LENGTH) {
      throw new EnvError(
        `Refusing to start in production: SESSION_SECRET has ${secretLength} characters; it needs at least ` +
          `${MIN_SESSION_SECRET_LENGTH}. Make one with \`openssl rand -hex 32\`.`,
      );
    }
  }
  return env;
}

let cached: Env | undefined;

/** The process settings, parsed once. */
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** The site's own origin: PUBLIC_URL in production, else this machine on PORT. */
export function publicOrigin(settings: Env = env()): string {
  return settings.PUBLIC_URL ? new URL(settings.PUBLIC_URL).origin : `http://localhost:${settings.PORT}`;
}

/** Whether the site is served over https, so cookies are Secure and browsers are told to stay on https. */
export const servedOverHttps = (settings: Env = env()) => publicOrigin(settings).startsWith('https:');
