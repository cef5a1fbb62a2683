import { createHmac, timingSafeEqual } from 'node:crypto';
import { documentUrl } from '@drivecare/contract/appointments';

/** How long a signed document link works: long enough to open it, too short to be worth sharing. */
export const DOCUMENT_LINK_SECONDS = 5 * 60;

const signature = (secret: string, id: string, expires: number) =>
  createHmac('sha256', secret).update(`receipt-link:${id}:${expires}`).digest('base64url');

/** A link to one document that works without a session until it expires (like a presigned bucket URL). */
export function signDocumentLink(secret: string, id: string, now = Date.now()) {
  const expires = Math.floor(now / 1000) + DOCUMENT_LINK_SECONDS;
  const query = new URLSearchParams({ expires: String(expires), sig: signature(secret, id, expires) });
  return { url: `${documentUrl(id)}?${query.toString()}`, expiresAt: new Date(expires * 1000).toISOString() };
}

export function verifyDocumentLink(secret: string, id: string, expires: string | undefined, sig: string | undefined, now = Date.now()) {
  const at = Number(expires);
  if (!sig || !Number.isInteger(at) || at * 1000 < now) return false;
  const expected = Buffer.from(signature(secret, id, at));
  const given = Buffer.from(sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
