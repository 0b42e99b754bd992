/**
 * oidc-provider's start-up warnings that do not apply to the development issuer, which only stands in for Google in
 * the demo, in development and in tests:
 * - it recommends Node 22, while the site supports Node 20.19 and later and the issuer works there (the sign-in
 *   tests run on it);
 * - it warns that its in-memory store forgets sign-ins in progress on a restart and is not shared between processes,
 *   which is what a stand-in issuer wants (a sign-in lasts ten minutes at most).
 * Any other warning, and every error, is printed as usual.
 */
const KNOWN_NOTICES = [
  'oidc-provider WARNING: Unsupported runtime.',
  'oidc-provider WARNING: a quick start development-only in-memory adapter is used',
];

const isKnownNotice = (args: unknown[]) =>
  typeof args[0] === 'string' && KNOWN_NOTICES.some((notice) => (args[0] as string).includes(notice));

/** Runs `work` (loading or constructing the issuer) with the known notices left out of console.warn. */
export async function withoutKnownIssuerNotices<T>(work: () => T | Promise<T>): Promise<T> {
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    if (!isKnownNotice(args)) warn.apply(console, args);
  };
  try {
    return await work();
  } finally {
    console.warn = warn;
  }
}
