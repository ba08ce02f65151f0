import {
  createDecipheriv,
  createECDH,
  createHmac,
  randomBytes,
  randomUUID,
  type ECDH,
} from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Agent, createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { decodeProtectedHeader, importJWK, jwtVerify } from 'jose';

/*
 * A Web Push protocol endpoint on loopback (RFC 8030) for tests: it takes the POST a push service
 * would, checks the VAPID authorization (RFC 8292) and decrypts the aes128gcm body with the
 * subscription's keys (RFC 8291, RFC 8188), written here with node:crypto alone so it does not
 * share code with the sender it checks. HTTPS, as web-push only speaks https: its certificate is
 * a test-only one for 127.0.0.1 (test-tls/), trusted through `agent`.
 */

const TLS_DIR = new URL('./test-tls/', import.meta.url);

export type ReceivedPush = Readonly<{
  /** Which subscription it was for. */
  subscriptionId: string;
  ttl: number;
  urgency: string | undefined;
  /** The decrypted body, parsed as JSON. */
  payload: unknown;
  /** The VAPID key the sender signed with. */
  vapidPublicKey: string;
}>;

export type TestSubscription = Readonly<{
  id: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
}>;

type Held = { ecdh: ECDH; auth: Buffer; status: number };

export type PushReceiver = Readonly<{
  agent: Agent;
  /** A new browser subscription: its own key pair and secret, answered with 201. */
  subscribe: () => TestSubscription;
  /** From now on, the push service answers this status for the subscription (410: gone). */
  answer: (subscriptionId: string, status: number) => void;
  received: ReceivedPush[];
  /** Messages that failed a check (bad signature, undecryptable): always expected empty. */
  rejected: string[];
  close: () => Promise<void>;
}>;

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** RFC 8291 §3.4 and RFC 8188 §2: from the message's header and the subscription's keys. */
export function decryptAes128gcm(body: Buffer, ecdh: ECDH, authSecret: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body.readUInt8(20);
  const senderPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  if (ciphertext.length > recordSize) throw new Error('more than one record');
  const receiverPublic = ecdh.getPublicKey();
  const shared = ecdh.computeSecret(senderPublic);
  const prkKey = hmac(authSecret, shared);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    receiverPublic,
    senderPublic,
    Buffer.from([1]),
  ]);
  const ikm = hmac(prkKey, keyInfo);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 2, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end);
}

/** RFC 8292: `vapid t=<JWT>, k=<public key>`; the JWT is ES256, for this origin, not expired. */
async function checkVapid(header: string | undefined, origin: string): Promise<string> {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (match?.[1] === undefined || match[2] === undefined) throw new Error('no vapid authorization');
  const [token, publicKey] = [match[1], match[2]];
  const point = Buffer.from(publicKey, 'base64url');
  if (point.length !== 65 || point[0] !== 4) throw new Error('vapid key is not a P-256 point');
  const key = await importJWK(
    {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    'ES256',
  );
  if (decodeProtectedHeader(token).alg !== 'ES256') throw new Error('vapid jwt is not ES256');
  const { payload } = await jwtVerify(token, key, { audience: origin });
  if (typeof payload.sub !== 'string' || !/^(mailto:|https:)/.test(payload.sub)) {
    throw new Error('vapid jwt has no contact');
  }
  return publicKey;
}

export async function startPushReceiver(): Promise<PushReceiver> {
  const cert = readFileSync(new URL('loopback-cert.pem', TLS_DIR));
  const key = readFileSync(new URL('loopback-key.pem', TLS_DIR));
  const held = new Map<string, Held>();
  const received: ReceivedPush[] = [];
  const rejected: string[] = [];
  let origin = '';

  const server: Server = createServer({ cert, key }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const id = /^\/push\/([\w-]+)$/.exec(request.url ?? '')?.[1];
      const subscription = id === undefined ? undefined : held.get(id);
      if (id === undefined || subscription === undefined || request.method !== 'POST') {
        response.writeHead(404).end();
        return;
      }
      if (subscription.status !== 201) {
        response.writeHead(subscription.status).end();
        return;
      }
      checkVapid(request.headers.authorization, origin)
        .then((vapidPublicKey) => {
          if (request.headers['content-encoding'] !== 'aes128gcm') {
            throw new Error('not aes128gcm');
          }
          const body = decryptAes128gcm(
            Buffer.concat(chunks),
            subscription.ecdh,
            subscription.auth,
          );
          received.push({
            subscriptionId: id,
            ttl: Number(request.headers.ttl),
            urgency: request.headers.urgency as string | undefined,
            payload: JSON.parse(body.toString('utf8')) as unknown,
            vapidPublicKey,
          });
          response.writeHead(201, { location: `${origin}/message/${randomUUID()}` }).end();
        })
        .catch((error: unknown) => {
          rejected.push(String(error));
          response.writeHead(400).end();
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const agent = new Agent({ ca: cert, keepAlive: false });

  return {
    agent,
    subscribe: () => {
      const id = randomUUID();
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      held.set(id, { ecdh, auth, status: 201 });
      return {
        id,
        endpoint: `${origin}/push/${id}`,
        keys: {
          p256dh: ecdh.getPublicKey().toString('base64url'),
          auth: auth.toString('base64url'),
        },
      };
    },
    answer: (id, status) => {
      const subscription = held.get(id);
      if (subscription !== undefined) subscription.status = status;
    },
    received,
    rejected,
    close: async () => {
      agent.destroy();
      await new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      });
    },
  };
}
