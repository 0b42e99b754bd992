import crypto from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import path from 'node:path';
import ece from 'http_ece';
import type { PushPayload } from '../../app/shared/notify/push-message';

const TLS_DIR = path.join(import.meta.dirname, 'push-test-tls');
/** The test service's certificate, for the site's trust: `NODE_EXTRA_CA_CERTS` for a server process, an agent's `ca`. */
export const PUSH_TEST_CERT = path.join(TLS_DIR, 'cert.pem');

/** A browser's subscription at the test service, as `PushSubscription.toJSON()` gives it. */
export interface TestDevice {
  id: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** A push the service took: the device, the decrypted payload, and what the sender's VAPID token said. */
export interface ReceivedPush {
  device: string;
  payload: PushPayload;
  ttl: number;
  vapidKey: string;
  subject: string;
}

export interface PushTestService {
  origin: string;
  received: ReceivedPush[];
  /** Requests refused for a bad VAPID token or body, with why. */
  refused: string[];
  newDevice(): TestDevice;
  /** Answers every push to this device with `status` (410 for an unsubscribed browser) instead of taking it. */
  answer(device: string, status: number): void;
  close(): Promise<void>;
}

interface DeviceKeys {
  ecdh: crypto.ECDH;
  auth: string;
}

/** The VAPID token's claims once its ES256 signature is checked against the key sent beside it (RFC 8292). */
function verifiedClaims(authorization: string | undefined): { key: string; claims: Record<string, unknown> } {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`no VAPID authorization: ${authorization}`);
  const [token, key] = [match[1] as string, match[2] as string];
  const [header, body, signature] = token.split('.') as [string, string, string];
  const point = Buffer.from(key, 'base64url');
  const publicKey = crypto.createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const valid = crypto.verify(
    'sha256',
    Buffer.from(`${header}.${body}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!valid) throw new Error('VAPID signature does not match its key');
  return { key, claims: JSON.parse(Buffer.from(body, 'base64url').toString()) as Record<string, unknown> };
}

/**
 * A push service on this machine standing in for a browser's (FCM, Mozilla's, Apple's): over https with its own
 * certificate, it checks each push's VAPID token (signature, audience, expiry), decrypts the aes128gcm payload with
 * the device's private key as the browser would, and keeps it. On `port`, or any free one.
 */
export async function startPushTestService(port = 0): Promise<PushTestService> {
  const devices = new Map<string, DeviceKeys>();
  const answers = new Map<string, number>();
  const received: ReceivedPush[] = [];
  const refused: string[] = [];
  const server = https.createServer(
    { key: fs.readFileSync(path.join(TLS_DIR, 'key.pem')), cert: fs.readFileSync(PUSH_TEST_CERT) },
    (request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const id = /^\/push\/([\w-]+)$/.exec(request.url ?? '')?.[1] ?? '';
        const device = devices.get(id);
        const status = answers.get(id);
        if (request.method !== 'POST' || !device) return response.writeHead(404).end();
        if (status !== undefined) return response.writeHead(status).end();
        try {
          const { key, claims } = verifiedClaims(request.headers.authorization);
          if (claims.aud !== service.origin) throw new Error(`audience ${String(claims.aud)}`);
          const expires = Number(claims.exp);
          const now = Date.now() / 1000;
          if (!(expires > now && expires <= now + 24 * 3600)) throw new Error(`expiry ${expires}`);
          if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
          const plain = ece.decrypt(Buffer.concat(chunks), {
            version: 'aes128gcm',
            privateKey: device.ecdh,
            authSecret: device.auth,
          });
          received.push({
            device: id,
            payload: JSON.parse(plain.toString()) as PushPayload,
            ttl: Number(request.headers.ttl),
            vapidKey: key,
            subject: String(claims.sub),
          });
          response.writeHead(201).end();
        } catch (error) {
          refused.push((error as Error).message);
          response.writeHead(400).end();
        }
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const service: PushTestService = {
    origin: `https://127.0.0.1:${(server.address() as { port: number }).port}`,
    received,
    refused,
    newDevice() {
      const id = crypto.randomUUID();
      const ecdh = crypto.createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = crypto.randomBytes(16).toString('base64url');
      devices.set(id, { ecdh, auth });
      return {
        id,
        endpoint: `${service.origin}/push/${id}`,
        keys: { p256dh: ecdh.getPublicKey('base64url'), auth },
      };
    },
    answer(device, status) {
      answers.set(device, status);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return service;
}
