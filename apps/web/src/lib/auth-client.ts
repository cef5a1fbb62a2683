import { emailOTPClient } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';

/**
 * The better-auth client. Same origin as the SPA (Vite proxies /api in development),
 * so cookies travel without CORS configuration.
 */
export const authClient = createAuthClient({
  baseURL: window.location.origin,
  basePath: '/api/auth',
  // No adminClient: better-auth's admin endpoints answer 404; staff powers go through the app's own routes.
  plugins: [emailOTPClient()],
});

export type AuthClient = typeof authClient;
