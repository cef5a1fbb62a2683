import type { Role } from '@drivecare/contract/auth';

import { isAdminPath, paths } from '@/config/paths';

/** The guard stores where the visitor wanted to go as `state.from`: a Location or a plain path. */
export function readFromPath(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('from' in state)) return undefined;
  const from: unknown = state.from;
  if (typeof from === 'string') return from.startsWith('/') ? from : undefined;
  if (typeof from !== 'object' || from === null || !('pathname' in from)) return undefined;
  const { pathname } = from;
  if (typeof pathname !== 'string' || !pathname.startsWith('/')) return undefined;
  const search = 'search' in from && typeof from.search === 'string' ? from.search : '';
  const hash = 'hash' in from && typeof from.hash === 'string' ? from.hash : '';
  return `${pathname}${search}${hash}`;
}

/**
 * Admins go to their dashboard; members go back where they came from unless that was an admin
 * page (or an auth page, which would loop), else to /dashboard.
 */
export function redirectAfterSignIn(role: Role, from: string | undefined): string {
  if (role === 'admin') return paths.admin.dashboard;
  if (!from) return paths.member.dashboard;
  // `//evil.example` would be an open redirect: only same-origin absolute paths are kept.
  if (from.startsWith('//')) return paths.member.dashboard;
  const pathname = from.split(/[?#]/)[0] ?? '';
  if (isAdminPath(pathname) || pathname.startsWith('/auth/') || pathname === paths.home) {
    return paths.member.dashboard;
  }
  return from;
}
