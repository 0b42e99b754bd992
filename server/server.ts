/**
 * The production entry (`npm start`, and `npm run demo` which sets SITE_MODE=demo). Bundled by esbuild into
 * build/server.js; the React Router build it serves is in build/server/index.js.
 *
 * Express, React Router and React each switch to development behaviour (stack traces in answers, unsanitised
 * errors, React's development build) unless NODE_ENV is "production", and `npm start` does not set it. The built
 * server is always the production site, so the mode is fixed here, before any of them is loaded.
 */
process.env.NODE_ENV = 'production';
const { listening } = await import('./production-server');

/** Resolves with the site's address once it listens (see production-server.ts). */
export { listening };
