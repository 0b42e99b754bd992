import type { RequestHandler } from 'express';
import { sessionCookie, sessionIdOf } from '../app/shared/session/cookies.server';
import { beforeHeadersAreSent } from './before-headers';
import { cachingFor, setsCookie } from './member-caching-rule';

/**
 * No answer to a signed-in member (or the one that signs them in) may stay in any cache: members sign in on shared
 * lab computers. Decided here for every route, from the session cookie.
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
