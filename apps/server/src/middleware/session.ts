import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.ts';
import type { Auth } from '../auth.ts';
import type { Db } from '../db/client.ts';
import { AppError } from '../lib/app-error.ts';
import { explainAccountRefusal, explainEndedSession } from '../modules/people/account-refusal.service.ts';
import { findSessionAccount } from '../modules/people/users.repository.ts';

/** The profile fields both shells show, read with the account's state; null when the profile row is missing. */
export interface ProfileHeader {
  firstName: string | null;
  lastName: string | null;
  avatarKey: string | null;
}

export interface SessionUser {
  id: string;
  email: string;
  emailVerified: boolean;
  role: 'admin' | 'user';
  createdAt: Date;
}

/**
 * How long a verified session and its account's state are trusted without asking the database again (as
 * better-auth's own cookie cache did, which is bypassed). DESIGN.md allows a session cache to delay a revocation
 * by at most 5 seconds. On this instance a ban, deactivation, deletion, role or password change counts at once
 * (`forgetAccount`); other instances follow within this time.
 */
const SESSION_CACHE_MS = 4_000;
const SESSION_CACHE_MAX = 10_000;
const TOKEN_COOKIE = /(?:^|;\s*)(?:__Secure-)?[\w.-]*session_token=([^;]+)/;

interface CachedSession {
  user: SessionUser;
  sessionId: string;
  until: number;
}

const tokenOf = (headers: Headers) => TOKEN_COOKIE.exec(headers.get('cookie') ?? '')?.[1];

/** Every session cache of this process (one per app), so an account change can reach them all. */
const caches = new Set<Map<string, CachedSession>>();

/** Drops an account's cached sessions on this instance at once; call after the change has committed. */
export function forgetAccount(userId: string) {
  for (const cache of caches) {
    for (const [token, entry] of cache) if (entry.user.id === userId) cache.delete(token);
  }
}

/** The account's current state (one prepared primary-key read): whether it may be used, and its profile header. */
export async function readAccount(db: Db, userId: string): Promise<{ usable: boolean; header: ProfileHeader | null }> {
  const state = await findSessionAccount(db, userId);
  if (!state) return { usable: false, header: null };
  return {
    usable: !state.banned && state.isActive !== false && !state.deletedAt,
    header: state.hasProfile ? { firstName: state.firstName, lastName: state.lastName, avatarKey: state.avatarKey } : null,
  };
}

/**
 * Loads the session for every /api request: better-auth verifies the signed token cookie and finds the session,
 * and one primary-key read gives the account's state; a usable session is then trusted for SESSION_CACHE_MS,
 * so most requests ask the database nothing about who is calling.
 */
export function sessionLoader(auth: Auth, db: Db) {
  const cache = new Map<string, CachedSession>();
  caches.add(cache);

  /** The usable session, or none, with why when a ban or deactivation refused it. */
  async function resolve(headers: Headers): Promise<CachedSession | { refusal: AppError | null }> {
    const token = tokenOf(headers);
    const now = Date.now();
    const hit = token ? cache.get(token) : undefined;
    if (hit && hit.until > now) return hit;
    const result = await auth.api.getSession({ headers, query: { disableCookieCache: true } });
    // Refusals are rare: only then is the reason looked up.
    if (!result) return { refusal: token ? await explainEndedSession(db, token) : null };
    if (!(await readAccount(db, result.user.id)).usable) return { refusal: await explainAccountRefusal(db, result.user.id) };
    const u = result.user;
    const entry: CachedSession = {
      user: { id: u.id, email: u.email, emailVerified: u.emailVerified, role: u.role === 'admin' ? 'admin' : 'user', createdAt: new Date(u.createdAt) },
      sessionId: result.session.id,
      until: Math.min(now + SESSION_CACHE_MS, new Date(result.session.expiresAt).getTime()),
    };
    if (!token) return entry;
    if (cache.size >= SESSION_CACHE_MAX) cache.clear();
    cache.set(token, entry);
    return entry;
  }

  const load: MiddlewareHandler<AppEnv> = async (c, next) => {
    const found = await resolve(c.req.raw.headers);
    const signedIn = 'user' in found;
    c.set('user', signedIn ? found.user : null);
    c.set('sessionId', signedIn ? found.sessionId : null);
    c.set('accountRefusal', signedIn ? null : found.refusal);
    await next();
  };

  return {
    load,
    /** Any auth action (sign-out, password change...) drops the caller's cached token on this instance at once. */
    forget(headers: Headers) {
      const token = tokenOf(headers);
      if (token) cache.delete(token);
    },
  };
}

/** The session middleware alone (for apps that do not route /api/auth through `forget`). */
export function loadSession(auth: Auth, db: Db): MiddlewareHandler<AppEnv> {
  return sessionLoader(auth, db).load;
}

/** Not signed in; a session ended by a ban or deactivation is told why (a 401 all the same). */
const unauthenticated = (c?: { get(key: 'accountRefusal'): AppError | null }) =>
  c?.get('accountRefusal') ?? new AppError('UNAUTHENTICATED', 'You must be signed in');

/** Any signed-in account, verified or not (only /api/me uses this). */
export const requireSignedIn: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.get('user')) throw unauthenticated(c);
  await next();
};

/** A signed-in account with a verified e-mail (admins included). */
export const requireMember: MiddlewareHandler<AppEnv> = async (c, next) => {
  const user = c.get('user');
  if (!user) throw unauthenticated(c);
  if (!user.emailVerified) throw new AppError('EMAIL_NOT_VERIFIED', 'Please confirm your email address first');
  await next();
};

/** Exactly the admin role, decided on the server. */
export const requireAdmin: MiddlewareHandler<AppEnv> = async (c, next) => {
  const user = c.get('user');
  if (!user) throw unauthenticated(c);
  if (user.role !== 'admin') throw new AppError('FORBIDDEN', 'Administrator access required');
  if (!user.emailVerified) throw new AppError('EMAIL_NOT_VERIFIED', 'Please confirm your email address first');
  await next();
};

/** The signed-in user inside a handler behind one of the guards above. */
export function currentUser(c: { get(key: 'user'): SessionUser | null }): SessionUser {
  const user = c.get('user');
  if (!user) throw unauthenticated();
  return user;
}
