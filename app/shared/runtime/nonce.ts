import { createContext, useContext } from 'react';

/** The CSP nonce of the current server render, given by entry.server.tsx. */
export const NonceContext = createContext('');

/**
 * The page's CSP nonce: on the server the current render's; in the browser the one the page was served with (any
 * element carrying it has it as its `nonce` property). Hydration compares each rendered element's nonce with that
 * property, so the browser must render the same value the server did.
 */
export function useNonce(): string {
  const rendering = useContext(NonceContext);
  if (rendering || typeof document === 'undefined') return rendering;
  return document.querySelector<HTMLElement>('[nonce]')?.nonce ?? '';
}
