import { createECDH, createDecipheriv, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A browser's subscription as a test holds it: what the browser would hand the app, plus its private key. */
export interface TestSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface ReceivedPush {
  endpoint: string;
  /** The decrypted payload, parsed as JSON. */
  payload: unknown;
  ttl: string | undefined;
  /** The VAPID public key whose signature on the request checked out. */
  vapidKey: string;
}

interface Registered {
  ecdh: ReturnType<typeof createECDH>;
  auth: Buffer;
  /** What the stand-in answers this endpoint with: 201 (accepted), 404/410 (gone), 5xx (try later). */
  status: number;
}

/**
 * A local push service (the role of FCM or Mozilla's autopush) on 127.0.0.1. It speaks the Web Push protocol:
 * checks the VAPID signature (RFC 8292) and decrypts the aes128gcm body (RFC 8188, RFC 8291) with the test
 * subscription's private key, so tests assert what a phone would show.
 */
export async function startPushServiceStandIn() {
  const subscriptions = new Map<string, Registered>();
  const received: ReceivedPush[] = [];
  const refused: { endpoint: string; reason: string }[] = [];
  const waiters: (() => void)[] = [];

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const endpoint = `${origin}${req.url ?? ''}`;
      const sub = subscriptions.get(endpoint);
      const answer = (status: number, reason?: string) => {
        if (reason) refused.push({ endpoint, reason });
        res.writeHead(status).end();
        for (const wake of waiters.splice(0)) wake();
      };
      if (req.method !== 'POST' || !sub) return answer(404, 'unknown endpoint');
      if (sub.status !== 201) return answer(sub.status);
      try {
        const vapidKey = checkVapid(req.headers.authorization, origin);
        if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
        const payload = JSON.parse(decrypt(Buffer.concat(chunks), sub).toString('utf8')) as unknown;
        received.push({ endpoint, payload, ttl: req.headers.ttl as string | undefined, vapidKey });
        answer(201);
      } catch (err) {
        answer(400, err instanceof Error ? err.message : String(err));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    received,
    refused,
    /** A new browser subscription at this push service, with keys the test generated. */
    subscription(): TestSubscription {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const endpoint = `${origin}/push/${randomBytes(12).toString('hex')}`;
      subscriptions.set(endpoint, { ecdh, auth, status: 201 });
      return { endpoint, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } };
    },
    /** From now on, answer pushes to this endpoint with `status` (410: the browser unsubscribed). */
    answer(endpoint: string, status: number) {
      const sub = subscriptions.get(endpoint);
      if (!sub) throw new Error(`unknown endpoint ${endpoint}`);
      sub.status = status;
    },
    pushesTo: (endpoint: string) => received.filter((p) => p.endpoint === endpoint),
    /** Resolves once `check` holds after some request, or rejects after `ms`. */
    async waitFor(check: () => boolean, ms = 10_000) {
      const deadline = Date.now() + ms;
      while (!check()) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error('push service stand-in: timed out waiting');
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, Math.min(left, 250));
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type PushServiceStandIn = Awaited<ReturnType<typeof startPushServiceStandIn>>;

/** `Authorization: vapid t=<JWT>, k=<public key>`: an ES256 JWT for this origin, unexpired, signed by k. */
function checkVapid(header: string | undefined, audience: string): string {
  const m = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!m) throw new Error('no VAPID authorization');
  const [, jwt, k] = m as unknown as [string, string, string];
  const [head, body, sig] = jwt.split('.') as [string, string, string];
  const raw = Buffer.from(k, 'base64url');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33, 65).toString('base64url') },
    format: 'jwk',
  });
  if (!verify('sha256', Buffer.from(`${head}.${body}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(sig, 'base64url'))) {
    throw new Error('bad VAPID signature');
  }
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as { aud?: string; exp?: number; sub?: string };
  if (claims.aud !== audience) throw new Error(`VAPID audience ${claims.aud} is not ${audience}`);
  if (!claims.exp || claims.exp * 1000 < Date.now()) throw new Error('VAPID token expired');
  if (!claims.sub || !/^(mailto:|https:)/.test(claims.sub)) throw new Error('VAPID subject missing');
  return k;
}

/** RFC 8291 key derivation and RFC 8188 decryption of a single-record aes128gcm body. */
function decrypt(body: Buffer, sub: Registered): Buffer {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const secret = sub.ecdh.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), sub.ecdh.getPublicKey(), serverPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', secret, sub.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('bad record padding');
  return padded.subarray(0, end);
}
