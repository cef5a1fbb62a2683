import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { handleNotFound } from './errors.ts';

/**
 * The better-auth endpoints the product uses (DESIGN.md rule 13), under /api/auth. Everything else better-auth
 * serves answers 404: its admin endpoints in particular would let an admin demote the last administrator or
 * impersonate a member past the app's rules and audit log, so admin powers go through /api/admin/* only.
 * The server may still call `auth.api.*` directly; this gate is only about HTTP.
 */
export const USED_AUTH_ENDPOINTS = [
  'GET /get-session', // session recovery screens (the app's own /api/me otherwise)
  'POST /sign-up/email',
  'POST /sign-in/email',
  'POST /sign-out',
  'POST /email-otp/send-verification-otp', // resend the 6-character code
  'POST /email-otp/verify-email', // the code screen and the link page
  'GET /verify-email', // the token link of an e-mail change
  'POST /request-password-reset',
  'GET /reset-password/:token', // the link in the reset e-mail, which redirects to the reset screen
  'POST /reset-password',
  'POST /change-password',
  'POST /change-email',
] as const;

const BASE = '/api/auth';

const allowed = USED_AUTH_ENDPOINTS.map((entry) => {
  const [method, path] = entry.split(' ') as [string, string];
  const pattern = path.replace(/:\w+/g, '[^/]+');
  return { method, regex: new RegExp(`^${BASE}${pattern}/?$`) };
});

/** Whether a request to /api/auth/* reaches better-auth. */
export function isUsedAuthEndpoint(method: string, path: string): boolean {
  return allowed.some((a) => a.method === method && a.regex.test(path));
}

/** 404 with the app's error shape for every better-auth endpoint the product does not use. */
export const onlyUsedAuthEndpoints: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!isUsedAuthEndpoint(c.req.method, c.req.path)) return handleNotFound(c);
  await next();
};
