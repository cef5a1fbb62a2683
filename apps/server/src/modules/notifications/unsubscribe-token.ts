import { createHmac, timingSafeEqual } from 'node:crypto';
import { notificationKinds, type NotificationKind } from '@drivecare/contract/notifications';

/** How long an e-mail's unsubscribe link works: mail is read late, but an old forwarded one should not act forever. */
export const UNSUBSCRIBE_LINK_DAYS = 90;

const signature = (secret: string, body: string) => createHmac('sha256', secret).update(`unsubscribe:${body}`).digest('base64url');

/** A token naming the account and the kind of e-mail it turns off, signed with the app secret; no session needed. */
export function signUnsubscribeToken(secret: string, p: { userId: string; kind: NotificationKind }, now = Date.now()) {
  const expires = Math.floor(now / 1000) + UNSUBSCRIBE_LINK_DAYS * 86_400;
  const body = Buffer.from(JSON.stringify({ u: p.userId, k: p.kind, e: expires })).toString('base64url');
  return `${body}.${signature(secret, body)}`;
}

export type TokenVerdict = { ok: true; userId: string; kind: NotificationKind } | { ok: false; reason: 'invalid' | 'expired' };

export function verifyUnsubscribeToken(secret: string, token: string, now = Date.now()): TokenVerdict {
  const [body, sig, extra] = token.split('.');
  if (!body || !sig || extra !== undefined) return { ok: false, reason: 'invalid' };
  const expected = Buffer.from(signature(secret, body));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'invalid' };
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  const { u, k, e } = (claims ?? {}) as { u?: unknown; k?: unknown; e?: unknown };
  if (typeof u !== 'string' || typeof e !== 'number' || !notificationKinds.includes(k as NotificationKind)) return { ok: false, reason: 'invalid' };
  if (e * 1000 < now) return { ok: false, reason: 'expired' };
  return { ok: true, userId: u, kind: k as NotificationKind };
}
