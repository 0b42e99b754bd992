/**
 * The production entry (`npm start`, `npm run demo`), bundled into build/server.js. Express, React Router and React
 * behave as in development (stack traces, React's development build) unless NODE_ENV is "production", which
 * `npm start` does not set, so it is fixed here before any of them loads.
 */
process.env.NODE_ENV = 'production';
const { listening } = await import('./production-server');

/** Resolves with the site's address once it listens (see production-server.ts). */
export { listening };
