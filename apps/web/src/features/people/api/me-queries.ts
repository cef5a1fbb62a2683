import { isAccountRefusalCode } from '@drivecare/contract/account-refusal';
import type { Me } from '@drivecare/contract/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { ApiError, apiFetch } from '@/lib/api-client';

/** Who is signed in: the header, the guards and every screen that changes the account read this key. */
export const meKeys = {
  all: ['me'] as const,
};

/** The server's text when a ban or deactivation ended this browser's session, else null. */
export function accountRefusalOf(error: unknown): string | null {
  return error instanceof ApiError && isAccountRefusalCode(error.code) ? error.message : null;
}

/**
 * GET /api/me. Signed out is a normal answer (null), not an error; a session a ban or deactivation ended stays
 * an error, so the guards can say why on the sign-in page.
 */
export async function fetchMe(): Promise<Me | null> {
  try {
    return await apiFetch<Me>('/api/me');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401 && !accountRefusalOf(error)) return null;
    throw error;
  }
}

export const meQueries = {
  current: () => queryOptions({ queryKey: meKeys.all, queryFn: fetchMe }),
};

/** The signed-in user (null when signed out), as the server sees them. */
export function useMe() {
  return useQuery(meQueries.current());
}
