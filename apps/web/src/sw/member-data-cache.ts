/**
 * What the service worker keeps for offline use: the signed-in member's own reads behind the dashboard, the garage,
 * the appointments and vehicle pages (and /api/me, which the member guard needs to open them). Nothing else of
 * /api is cached. Shared by the worker and the page, which empties the cache on sign-out.
 */
export const MEMBER_DATA_CACHE = 'drivecare-member-data';

const MEMBER_READS = [
  /^\/api\/me$/,
  /^\/api\/dashboard$/,
  /^\/api\/announcements\/current$/,
  /^\/api\/vehicles(\/[^/]+)*$/,
  /^\/api\/appointments$/,
  /^\/api\/appointments\/(?!availability$)[^/]+$/,
];

export function isCachedMemberRead(url: URL): boolean {
  return MEMBER_READS.some((pattern) => pattern.test(url.pathname));
}
