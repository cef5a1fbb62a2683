import { createHmac, timingSafeEqual } from 'node:crypto';

const UUID_HEX = /^[0-9a-f]{32}$/;

const signature = (secret: string, linkId: string) =>
  createHmac('sha256', secret).update(`vehicle-share:${linkId}`).digest('base64url').slice(0, 22);

/**
 * The token of a share link: its id and an HMAC of it (128 bits). Nothing secret is stored, yet the server can
 * show the member their link again; a copy of the database without the secret opens no history.
 */
export function shareToken(secret: string, linkId: string): string {
  const hex = linkId.replaceAll('-', '');
  return `${hex}${signature(secret, linkId)}`;
}

/** The link id a token names when its signature holds, else null. */
export function linkIdOfToken(secret: string, token: string): string | null {
  const hex = token.slice(0, 32);
  if (token.length !== 54 || !UUID_HEX.test(hex)) return null;
  const linkId = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  const expected = Buffer.from(signature(secret, linkId));
  const given = Buffer.from(token.slice(32));
  return expected.length === given.length && timingSafeEqual(expected, given) ? linkId : null;
}
