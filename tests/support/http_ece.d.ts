// The aes128gcm content coding of web push (RFC 8188, RFC 8291), used by the test push service to read what the site
// encrypted; the package ships no types.
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  interface Params {
    version: 'aes128gcm';
    privateKey: ECDH;
    authSecret: string;
  }
  const ece: { decrypt(buffer: Buffer, params: Params): Buffer };
  export default ece;
}
