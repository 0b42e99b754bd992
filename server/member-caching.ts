import type { RequestHandler } from 'express';
import { sessionCookie, sessionIdOf } from '../app/shared/session/cookies.server';
import { beforeHeadersAreSent } from './before-headers';
import { cachingFor, setsCookie } from './member-caching-rule';

/**
 * Nothing answered to a signed-in member (pages with their name and email, officer pages with everyone's, their
 * data requests, exports, redirects) may stay in a browser's cache or a shared one: members sign in on shared
 * lab computers. Decided here for every route, from the session cookie, when the answer's headers are written.
 * Signing in itself (the answer that sets the cookie) counts too.
 */
export const keepMemberAnswersPrivate: RequestHandler = (req, res, next) => {
  sessionIdOf(req.get('Cookie') ?? null)
    .catch(() => null)
    .then((id) => {
      beforeHeadersAreSent(res, () => {
        const signedIn = id !== null || setsCookie(res.getHeader('Set-Cookie'), sessionCookie.name);
        const caching = cachingFor(res.getHeader('Cache-Control')?.toString(), signedIn);
        if (caching !== undefined) res.setHeader('Cache-Control', caching);
      });
      next();
    }, next);
};
