/**
 * A local push service that speaks the Web Push protocol, for the notification tests: it checks
 * the VAPID JWT (RFC 8292: ES256 with the key in `Authorization: vapid t=…, k=…`, aud = its
 * origin, exp in the future), decrypts the aes128gcm payload (RFC 8291 / RFC 8188) with the
 * subscription's private key, and answers 201 — or 410 for an endpoint marked gone.
 */
import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify,
  type ECDH,
} from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TestSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

interface Receiver {
  ecdh: ECDH;
  auth: Buffer;
}

export interface ReceivedPush {
  endpoint: string;
  payload: string;
}

const b64 = (data: Buffer): string => data.toString('base64url');

const vapidProblem = (header: string | undefined, origin: string): string | undefined => {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '');
  if (!match) return 'no vapid authorization';
  const [head, body, signature] = match[1]!.split('.') as [string, string, string];
  const key = Buffer.from(match[2]!, 'base64url');
  if (key.length !== 65 || key[0] !== 4) return 'k is not an uncompressed P-256 point';
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64(key.subarray(1, 33)), y: b64(key.subarray(33, 65)) },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) return 'bad ES256 signature';
  const header_ = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg?: string };
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as { aud?: string; exp?: number };
  if (header_.alg !== 'ES256') return 'alg is not ES256';
  if (claims.aud !== origin) return `aud ${claims.aud} is not ${origin}`;
  if (!claims.exp || claims.exp * 1000 <= Date.now()) return 'exp is not in the future';
  return undefined;
};

/** RFC 8291 key derivation, then the single aes128gcm record (RFC 8188) without its padding. */
const decrypt = (body: Buffer, receiver: Receiver): string => {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const senderKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const secret = receiver.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), receiver.ecdh.getPublicKey(), senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', secret, receiver.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(-16));
  const plain = Buffer.concat([decipher.update(ciphertext.subarray(0, -16)), decipher.final()]);
  const end = plain.lastIndexOf(2);
  if (end < 0) throw new Error('no padding delimiter');
  return plain.subarray(0, end).toString('utf8');
};

export interface PushServiceStandIn {
  /** A new subscription of a "browser": its own P-256 key pair and auth secret. */
  subscribe(): TestSubscription;
  /** The endpoint answers 410 Gone from now on. */
  markGone(endpoint: string): void;
  received: ReceivedPush[];
  /** Requests refused (bad JWT, undecryptable payload), with why. */
  refused: string[];
  close(): Promise<void>;
}

export const startPushServiceStandIn = async (): Promise<PushServiceStandIn> => {
  const receivers = new Map<string, Receiver>();
  const gone = new Set<string>();
  const received: ReceivedPush[] = [];
  const refused: string[] = [];
  let origin = '';
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const endpoint = `${origin}${request.url ?? ''}`;
      const receiver = receivers.get(endpoint);
      const problem = !receiver
        ? 'unknown endpoint'
        : request.headers['content-encoding'] !== 'aes128gcm'
          ? 'not aes128gcm'
          : vapidProblem(request.headers.authorization, origin);
      if (gone.has(endpoint)) return void response.writeHead(410).end();
      if (problem || !receiver) {
        refused.push(problem ?? 'unknown');
        return void response.writeHead(problem === 'unknown endpoint' ? 404 : 403).end();
      }
      try {
        received.push({ endpoint, payload: decrypt(Buffer.concat(chunks), receiver) });
        response.writeHead(201).end();
      } catch (error) {
        refused.push(`decrypt: ${String(error)}`);
        response.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    subscribe: () => {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const endpoint = `${origin}/push/${randomBytes(8).toString('hex')}`;
      receivers.set(endpoint, { ecdh, auth });
      return { endpoint, keys: { p256dh: b64(ecdh.getPublicKey()), auth: b64(auth) } };
    },
    markGone: (endpoint) => void gone.add(endpoint),
    received,
    refused,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
