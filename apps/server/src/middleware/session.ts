import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.ts';
import type { Auth } from '../auth.ts';
import type { Db } from '../db/client.ts';
import { AppError } from '../lib/app-error.ts';
import { findAccountState } from '../modules/users/users.repository.ts';

export interface SessionUser {
  id: string;
  email: string;
  emailVerified: boolean;
  role: 'admin' | 'user';
  createdAt: Date;
}

/** Reads the better-auth session (cookie-cached for at most 5 s) for every /api request. */
export function loadSession(auth: Auth, db?: Db): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const result = await auth.api.getSession({ headers: c.req.raw.headers });
    // The cookie cache may hold a session for 5 s: a ban, deactivation or deletion counts at once.
    const state = result && db ? await findAccountState(db, { id: result.user.id }) : null;
    const usable = !state || (!state.banned && state.isActive !== false && !state.deletedAt);
    if (result && !result.user.banned && usable) {
      const u = result.user;
      c.set('user', {
        id: u.id,
        email: u.email,
        emailVerified: u.emailVerified,
        role: u.role === 'admin' ? 'admin' : 'user',
        createdAt: new Date(u.createdAt),
      });
      c.set('sessionId', result.session.id);
    } else {
      c.set('user', null);
      c.set('sessionId', null);
    }
    await next();
  };
}

const unauthenticated = () => new AppError('UNAUTHENTICATED', 'You must be signed in');

/** Any signed-in account, verified or not (only /api/me uses this). */
export const requireSignedIn: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.get('user')) throw unauthenticated();
  await next();
};

/** A signed-in account with a verified e-mail (admins included). */
export const requireMember: MiddlewareHandler<AppEnv> = async (c, next) => {
  const user = c.get('user');
  if (!user) throw unauthenticated();
  if (!user.emailVerified) throw new AppError('EMAIL_NOT_VERIFIED', 'Please confirm your email address first');
  await next();
};

/** Exactly the admin role, decided on the server. */
export const requireAdmin: MiddlewareHandler<AppEnv> = async (c, next) => {
  const user = c.get('user');
  if (!user) throw unauthenticated();
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
