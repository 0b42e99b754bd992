import crypto from 'node:crypto';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { invalidateSiteContent } from '../../app/features/site-content/site-content.server';
import { atInstant } from '../../app/shared/time/clock.server';
import { changeVersions } from '../../server/change-versions';
import { servePagesFromMemory, type KeptPagesOptions } from '../../server/kept-pages';

/**
 * The pages kept in memory in front of a stand-in for the site, on the real database: what the stand-in answers
 * when a request is not served from memory is 'rendered by the site', or what `site` renders of the request with
 * its cookies.
 */
export async function startKeptPagesServer(
  render: KeptPagesOptions['render'],
  site?: (request: Request) => Promise<Response>,
) {
  const app = express();
  // As the site's server does: a nonce per request, named by its policy.
  app.use((_req, res, next) => {
    res.locals.cspNonce = crypto.randomBytes(16).toString('base64');
    res.setHeader('Content-Security-Policy', `script-src 'self' 'nonce-${res.locals.cspNonce}'`);
    next();
  });
  // The instant a test visits at, as the end-to-end tests' clock cookie does on the site.
  app.use((req, _res, next) => {
    const at = req.get('X-Test-Now');
    if (at) atInstant(new Date(at), next);
    else next();
  });
  app.use(servePagesFromMemory({ render, versions: changeVersions, onNewPublicVersion: invalidateSiteContent }));
  app.use((req, res, next) => {
    if (!site) return void res.type('text').send('rendered by the site');
    const request = new Request(`http://localhost${req.originalUrl}`, { headers: { Cookie: req.get('Cookie') ?? '' } });
    site(request)
      .then(
        async (answer) =>
          void res
            .status(answer.status)
            .type('html')
            .send(await answer.text()),
      )
      .catch(next);
  });
  const server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
