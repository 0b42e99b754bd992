import 'react-router';
import type { TooManyRequests } from './shared/limits/too-many-requests';

declare module 'react-router' {
  interface AppLoadContext {
    /** The per-request Content-Security-Policy nonce for inline scripts. */
    cspNonce: string;
    /** Set when the server refused the request for too many requests; the page then says when to try again. */
    tooManyRequests?: TooManyRequests;
  }
}

export {};
