/**
 * oidc-provider's start-up warnings that do not apply to a stand-in for Google: Node 22 (the sign-in tests run the
 * issuer on Node 20.19), and an in-memory store a restart empties (a sign-in lasts ten minutes at most).
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
