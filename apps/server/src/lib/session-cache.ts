/** Who is calling, as the session middleware hands it to routes and services. */
export interface SessionUser {
  id: string;
  email: string;
  emailVerified: boolean;
  role: 'admin' | 'user';
  createdAt: Date;
}

/** The profile fields both shells show, read with the account's state; null when the profile row is missing. */
export interface ProfileHeader {
  firstName: string | null;
  lastName: string | null;
  avatarKey: string | null;
}

export interface CachedSession {
  user: SessionUser;
  sessionId: string;
  until: number;
}

/** Every session cache of this process (one per app), so an account change can reach them all. */
const caches = new Set<Map<string, CachedSession>>();

/** A new session cache (token → session) that `forgetAccount` reaches. */
export function createSessionCache(): Map<string, CachedSession> {
  const cache = new Map<string, CachedSession>();
  caches.add(cache);
  return cache;
}

/** Drops an account's cached sessions on this instance at once; call after the change has committed. */
export function forgetAccount(userId: string) {
  for (const cache of caches) {
    for (const [token, entry] of cache) if (entry.user.id === userId) cache.delete(token);
  }
}
