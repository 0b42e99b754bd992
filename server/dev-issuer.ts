import crypto from 'node:crypto';
import express, { type Express } from 'express';
import type Provider from 'oidc-provider';
import type { KoaContextWithOIDC } from 'oidc-provider';
import {
  CALLBACK_PATH,
  DEV_CLIENT_ID,
  DEV_CLIENT_SECRET,
  DEV_ISSUER_PATH,
} from '../app/shared/session/dev-issuer-client';
import { DEV_ISSUER_COOKIE_PREFIX } from '../app/shared/session/cookie-names';
import { publicOrigin, type Env } from '../app/shared/runtime/env.server';
import { renderSignInPage } from './dev-issuer-page';
import { withoutKnownIssuerNotices } from './dev-issuer-notices';

/**
 * A real OpenID Connect issuer standing in for Google in the demo, in development and in tests, so the sign-in code
 * path those exercise is the production one. Any email can be typed; the site then applies its own rule. Never
 * mounted by `npm start`.
 */
export function mountDevIssuer(app: Express, settings: Env): void {
  if (settings.SITE_MODE === 'production')
    throw new Error('The development sign-in issuer is never mounted in production.');
  const origin = publicOrigin(settings);
  // Made at its first request, not at start: its RSA key costs most of a second of CPU, which a server restarted
  // often (the fault suite's, a developer's) and never signed in to need not pay.
  let started: Promise<{ provider: Provider; callback: ReturnType<Provider['callback']> }> | undefined;
  const issuer = () =>
    (started ??= createProvider(origin).then((provider) => ({ provider, callback: provider.callback() })));

  const form = express.urlencoded({ extended: false, limit: '4kb' });
  app.get(`${DEV_ISSUER_PATH}/interaction/:uid`, async (req, res, next) => {
    try {
      const { provider } = await issuer();
      const { uid } = await provider.interactionDetails(req, res);
      res
        .set('Cache-Control', 'no-store')
        .type('html')
        .send(renderSignInPage(uid, res.locals.cspNonce as string));
    } catch (error) {
      next(error);
    }
  });
  app.post(`${DEV_ISSUER_PATH}/interaction/:uid/login`, form, async (req, res, next) => {
    try {
      const email = String(req.body?.email ?? '').trim();
      const { provider } = await issuer();
      if (!email) {
        await provider.interactionFinished(req, res, {
          error: 'access_denied',
          error_description: 'No email was given.',
        });
        return;
      }
      await provider.interactionFinished(req, res, { login: { accountId: email } }, { mergeWithLastSubmission: false });
    } catch (error) {
      next(error);
    }
  });
  app.post(`${DEV_ISSUER_PATH}/interaction/:uid/cancel`, async (req, res, next) => {
    try {
      const { provider } = await issuer();
      await provider.interactionFinished(req, res, {
        error: 'access_denied',
        error_description: 'The sign-in was cancelled.',
      });
    } catch (error) {
      next(error);
    }
  });
  app.use(DEV_ISSUER_PATH, (req, res, next) => {
    issuer().then(({ callback }) => callback(req, res), next);
  });
}

/** The issuer, with a signing key of its own. */
async function createProvider(origin: string): Promise<Provider> {
  const signingKey = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });
  // Loaded here, not at the top: it warns about the Node version as it loads (see dev-issuer-notices.ts).
  return withoutKnownIssuerNotices(async () => {
    const { default: Provider } = await import('oidc-provider');
    return new Provider(`${origin}${DEV_ISSUER_PATH}`, {
      clients: [
        {
          client_id: DEV_CLIENT_ID,
          client_secret: DEV_CLIENT_SECRET,
          redirect_uris: [`${origin}${CALLBACK_PATH}`],
          grant_types: ['authorization_code'],
          response_types: ['code'],
        },
      ],
      jwks: { keys: [{ ...signingKey, use: 'sig', alg: 'RS256' }] },
      claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
      scopes: ['openid', 'email', 'profile'],
      // Without this the ID token carries only `sub`, and the site needs the email from it.
      conformIdTokenClaims: false,
      features: { devInteractions: { enabled: false } },
      interactions: { url: (_ctx, interaction) => `${DEV_ISSUER_PATH}/interaction/${interaction.uid}` },
      // Cookie names of its own: cookies are shared between ports of one host.
      cookies: {
        names: {
          session: `${DEV_ISSUER_COOKIE_PREFIX}session`,
          interaction: `${DEV_ISSUER_COOKIE_PREFIX}interaction`,
          resume: `${DEV_ISSUER_COOKIE_PREFIX}resume`,
        },
        keys: [crypto.randomBytes(32).toString('hex')],
      },
      ttl: { AccessToken: 600, AuthorizationCode: 60, IdToken: 600, Interaction: 600, Session: 600, Grant: 600 },
      async findAccount(_ctx, id) {
        return {
          accountId: id,
          claims: async () => ({ sub: id, email: id, email_verified: true, name: id.split('@')[0] }),
        };
      },
      // Skips the consent screen: the site is the only client.
      async loadExistingGrant(ctx: KoaContextWithOIDC) {
        const { Grant } = ctx.oidc.provider;
        const accountId = ctx.oidc.session?.accountId;
        const clientId = ctx.oidc.client?.clientId;
        if (!accountId || !clientId) return undefined;
        const grant = new Grant({ accountId, clientId });
        grant.addOIDCScope('openid email profile');
        await grant.save();
        return grant;
      },
      renderError(ctx, out) {
        ctx.type = 'html';
        ctx.body = `<!doctype html><title>Sign-in error</title><h1>Sign-in error</h1><p>${escapeHtml(String(out.error_description ?? out.error))}</p>`;
      },
    });
  });
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
