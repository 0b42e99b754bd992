import * as client from 'openid-client';
import { env, publicOrigin } from '../../shared/runtime/env.server';
import type { SignInFlow } from './sign-in';
import {
  CALLBACK_PATH,
  DEV_CLIENT_ID,
  DEV_CLIENT_SECRET,
  DEV_ISSUER_PATH,
} from '../../shared/session/dev-issuer-client';

const GOOGLE_ISSUER = 'https://accounts.google.com';

interface IssuerSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/** Google when its credentials are set; otherwise (never in production) the bundled development issuer. */
function issuerSettings(): IssuerSettings {
  const settings = env();
  if (settings.GOOGLE_CLIENT_ID && settings.GOOGLE_CLIENT_SECRET) {
    return { issuer: GOOGLE_ISSUER, clientId: settings.GOOGLE_CLIENT_ID, clientSecret: settings.GOOGLE_CLIENT_SECRET };
  }
  if (settings.SITE_MODE === 'production') throw new Error('Google sign-in is not configured.');
  return {
    issuer: `${publicOrigin(settings)}${DEV_ISSUER_PATH}`,
    clientId: DEV_CLIENT_ID,
    clientSecret: DEV_CLIENT_SECRET,
  };
}

let discovered: Promise<client.Configuration> | undefined;

/** Discovery runs on first use, not at start-up, and is retried after a failure. */
function configuration(): Promise<client.Configuration> {
  if (!discovered) {
    const { issuer, clientId, clientSecret } = issuerSettings();
    // The development issuer is plain http on this machine; Google is always https.
    const options = issuer.startsWith('http:') ? { execute: [client.allowInsecureRequests] } : undefined;
    discovered = client.discovery(new URL(issuer), clientId, clientSecret, undefined, options);
    discovered.catch(() => (discovered = undefined));
  }
  return discovered;
}

const redirectUri = () => `${publicOrigin()}${CALLBACK_PATH}`;

/** Starts an authorization-code sign-in with PKCE, state and nonce; returns where to send the browser. */
export async function beginSignIn(returnTo: string): Promise<{ url: string; flow: SignInFlow }> {
  const config = await configuration();
  const isGoogle = issuerSettings().issuer === GOOGLE_ISSUER;
  const flow = {
    verifier: client.randomPKCECodeVerifier(),
    state: client.randomState(),
    nonce: client.randomNonce(),
    returnTo,
    issuedAt: Date.now(),
  };
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri(),
    scope: 'openid email profile',
    code_challenge: await client.calculatePKCECodeChallenge(flow.verifier),
    code_challenge_method: 'S256',
    state: flow.state,
    nonce: flow.nonce,
    // Lets a member with several Google accounts choose the chapter one; the development issuer has no such prompt.
    ...(isGoogle ? { prompt: 'select_account' } : {}),
  });
  return { url: url.href, flow };
}

export interface SignInClaims {
  email?: unknown;
  email_verified?: unknown;
  picture?: unknown;
}

/** Completes the sign-in at the callback, checking state, nonce and PKCE; returns the ID token's claims. */
export async function finishSignIn(callbackUrl: URL, flow: SignInFlow): Promise<SignInClaims> {
  const config = await configuration();
  // Rebuilt on the public origin: behind a TLS proxy the request URL is not the registered redirect address.
  const current = new URL(`${CALLBACK_PATH}${callbackUrl.search}`, publicOrigin());
  const tokens = await client.authorizationCodeGrant(config, current, {
    pkceCodeVerifier: flow.verifier,
    expectedState: flow.state,
    expectedNonce: flow.nonce,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  return { email: claims?.email, email_verified: claims?.email_verified, picture: claims?.picture };
}

/** A readable sentence for any sign-in failure; never a stack trace. */
export function describeSignInError(error: unknown): string {
  if (error instanceof client.AuthorizationResponseError) {
    return error.error === 'access_denied' ? 'The sign-in was cancelled.' : `The sign-in was refused (${error.error}).`;
  }
  // openid-client wraps the protocol check that failed; its message is in `cause`.
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : '';
  if (error instanceof Error && /\b(state|nonce|code_verifier)\b/i.test(`${error.message} ${cause}`)) {
    return 'The sign-in could not be verified. Please try again.';
  }
  if (unreachable(error)) return 'Could not reach the sign-in service. Check your connection and try again.';
  return 'Sign-in failed. Please try again.';
}

function unreachable(error: unknown): boolean {
  return (
    error instanceof TypeError ||
    (error instanceof Error && /fetch|ECONNREFUSED|ENOTFOUND|network/i.test(error.message))
  );
}
