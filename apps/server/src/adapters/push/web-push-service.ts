import webpush from 'web-push';
import type { PushService } from './push-service.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const TIMEOUT_MS = 10_000;
// A push about an appointment is still worth showing a day later (a phone that was off); not after that.
const TTL_SECONDS = 24 * 3600;

/**
 * The `web-push` library encrypts (aes128gcm) and signs (VAPID); the request itself goes out with fetch, so the
 * timeout is ours and a test's push-service stand-in may listen on plain http on 127.0.0.1.
 */
export function createWebPushService(keys: VapidKeys, subject: string): PushService {
  return {
    publicKey: keys.publicKey,
    async deliver(target, message) {
      const request = webpush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify(message),
        { vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey }, TTL: TTL_SECONDS },
      );
      const headers = Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k, String(v)]));
      delete headers['Content-Length'];
      const res = await fetch(request.endpoint, {
        method: request.method,
        headers,
        body: request.body ? new Uint8Array(request.body) : undefined,
        redirect: 'error',
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      await res.body?.cancel();
      if (res.status === 404 || res.status === 410) return 'gone';
      if (!res.ok) throw new Error(`push service answered ${res.status}`);
      return 'delivered';
    },
  };
}

export const generateVapidKeys = (): VapidKeys => webpush.generateVAPIDKeys();
