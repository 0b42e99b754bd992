import { createContext, useContext } from 'react';

/** The CSP nonce of the current server render; empty in the browser, where scripts are already running. */
export const NonceContext = createContext('');

export const useNonce = () => useContext(NonceContext);
