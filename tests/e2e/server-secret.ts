/**
 * The end-to-end server's SESSION_SECRET, known to the tests so that one can work out a check-in code of an earlier
 * window (tests/e2e/check-in.spec.ts). Only ever used against the throwaway test server.
 */
export const E2E_SESSION_SECRET = 'e2e-only-session-secret-0123456789abcdef';
