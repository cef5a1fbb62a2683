import type { Auth } from '../auth.ts';

/**
 * What each caller gets from every endpoint better-auth serves under /api/auth (DESIGN.md rule 13). The matrix
 * reads the endpoints from better-auth itself, so one a plugin upgrade adds fails the test until it is listed.
 *
 * - blocked:   the product does not use it; 404 with the app's error shape for everyone.
 * - public:    reachable by anyone (better-auth's own checks then apply: never a 404 or a 5xx).
 * - signed-in: better-auth requires a session: a visitor and a banned member (whose sessions ended) get 401.
 */
export type AuthAccess = 'blocked' | 'public' | 'signed-in';

export interface AuthRule {
  access: AuthAccess;
  body?: unknown;
  /** Ends the caller's session, so it is called after every other endpoint. */
  last?: boolean;
}

const blocked: AuthRule = { access: 'blocked' };

export const authEndpointExpectations: Record<string, AuthRule> = {
  'GET /api/auth/get-session': { access: 'public' },
  'POST /api/auth/sign-up/email': { access: 'public', body: {} },
  'POST /api/auth/sign-in/email': { access: 'public', body: {} },
  'POST /api/auth/sign-out': { access: 'public', body: {}, last: true },
  'POST /api/auth/email-otp/send-verification-otp': { access: 'public', body: {} },
  'POST /api/auth/email-otp/verify-email': { access: 'public', body: {} },
  'GET /api/auth/verify-email': { access: 'public' },
  'POST /api/auth/request-password-reset': { access: 'public', body: {} },
  'GET /api/auth/reset-password/:token': { access: 'public' },
  'POST /api/auth/reset-password': { access: 'public', body: {} },
  // Valid bodies: better-auth validates the body before it looks at the session.
  'POST /api/auth/change-password': { access: 'signed-in', body: { currentPassword: 'not-the-password', newPassword: 'another-secret-1' } },
  'POST /api/auth/change-email': { access: 'signed-in', body: { newEmail: 'matrix.changed@example.com' } },

  // The web's session reads are GETs; the server asks better-auth directly (auth.api.getSession).
  'POST /api/auth/get-session': blocked,
  // No social sign-in, account linking or OAuth tokens: e-mail and password only.
  'POST /api/auth/sign-in/social': blocked,
  'GET /api/auth/callback/:id': blocked,
  'POST /api/auth/callback/:id': blocked,
  'POST /api/auth/link-social': blocked,
  'GET /api/auth/list-accounts': blocked,
  'POST /api/auth/unlink-account': blocked,
  'POST /api/auth/refresh-token': blocked,
  'POST /api/auth/get-access-token': blocked,
  'GET /api/auth/account-info': blocked,
  // Verification goes through the 6-character code (emailOTP), not better-auth's link mail.
  'POST /api/auth/send-verification-email': blocked,
  'POST /api/auth/verify-password': blocked,
  // Profiles and accounts are edited and deleted through the app's routes (soft delete, audit log).
  'POST /api/auth/update-user': blocked,
  'POST /api/auth/delete-user': blocked,
  'GET /api/auth/delete-user/callback': blocked,
  'POST /api/auth/update-session': blocked,
  'GET /api/auth/list-sessions': blocked,
  'POST /api/auth/revoke-session': blocked,
  'POST /api/auth/revoke-sessions': blocked,
  'POST /api/auth/revoke-other-sessions': blocked,
  // Codes are only for e-mail verification: no passwordless sign-in, OTP resets or OTP e-mail changes.
  'POST /api/auth/email-otp/check-verification-otp': blocked,
  'POST /api/auth/sign-in/email-otp': blocked,
  'POST /api/auth/email-otp/request-password-reset': blocked,
  'POST /api/auth/forget-password/email-otp': blocked,
  'POST /api/auth/email-otp/reset-password': blocked,
  'POST /api/auth/email-otp/request-email-change': blocked,
  'POST /api/auth/email-otp/change-email': blocked,
  // Admin powers go through /api/admin/* (last-admin rule, soft delete, audit log); never impersonation.
  'POST /api/auth/admin/set-role': blocked,
  'GET /api/auth/admin/get-user': blocked,
  'POST /api/auth/admin/create-user': blocked,
  'POST /api/auth/admin/update-user': blocked,
  'GET /api/auth/admin/list-users': blocked,
  'POST /api/auth/admin/list-user-sessions': blocked,
  'POST /api/auth/admin/unban-user': blocked,
  'POST /api/auth/admin/ban-user': blocked,
  'POST /api/auth/admin/impersonate-user': blocked,
  'POST /api/auth/admin/stop-impersonating': blocked,
  'POST /api/auth/admin/revoke-user-session': blocked,
  'POST /api/auth/admin/revoke-user-sessions': blocked,
  'POST /api/auth/admin/remove-user': blocked,
  'POST /api/auth/admin/set-user-password': blocked,
  'POST /api/auth/admin/has-permission': blocked,
  // better-auth's health check and error page.
  'GET /api/auth/ok': blocked,
  'GET /api/auth/error': blocked,
};

interface EndpointShape {
  path?: string;
  options?: { method?: string | string[] };
}

/** Every "METHOD /api/auth/path" better-auth serves over HTTP (server-only endpoints have no path). */
export function servedAuthEndpoints(auth: Auth): string[] {
  return Object.values(auth.api).flatMap((endpoint) => {
    const { path, options } = endpoint as unknown as EndpointShape;
    if (!path) return [];
    const methods = [options?.method ?? []].flat();
    // '*' is how better-auth marks an endpoint that answers any method.
    return (methods.includes('*') ? ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] : methods).map((m) => `${m} /api/auth${path}`);
  });
}
