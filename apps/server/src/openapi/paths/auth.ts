import { signUpBodySchema } from '@drivecare/contract/auth';
import { z } from 'zod';
import type { USED_AUTH_ENDPOINTS } from '../../middleware/auth-endpoints.ts';
import type { Domain, Operation } from '../operation.ts';

type AuthEndpoint<E = (typeof USED_AUTH_ENDPOINTS)[number]> = E extends `${infer M} ${infer P}` ? `${M} /api/auth${P}` : never;

const email = z.object({ email: z.email() });
const done = { description: "better-auth's JSON answer." };

/**
 * The better-auth endpoints the product lets through (middleware/auth-endpoints.ts); every other /api/auth path
 * answers 404. The bodies are better-auth's, written here as the web app sends them.
 */
const endpoints: Record<AuthEndpoint, Operation> = {
  'GET /api/auth/get-session': { summary: 'The current session, or null', caller: 'public', success: done },
  'POST /api/auth/sign-up/email': { summary: 'Create an account (a code is mailed to verify it)', caller: 'public', body: signUpBodySchema, success: done },
  'POST /api/auth/sign-in/email': {
    summary: 'Sign in; sets the session cookie',
    caller: 'public',
    body: z.object({ email: z.email(), password: z.string(), rememberMe: z.boolean().optional() }),
    success: done,
    limited: true,
  },
  'POST /api/auth/sign-out': { summary: 'Sign out', caller: 'public', success: done },
  'POST /api/auth/email-otp/send-verification-otp': {
    summary: 'Send the 6-character verification code again',
    caller: 'public',
    body: z.object({ email: z.email(), type: z.literal('email-verification') }),
    success: done,
    limited: true,
  },
  'POST /api/auth/email-otp/verify-email': {
    summary: 'Verify the e-mail address with its code',
    caller: 'public',
    body: z.object({ email: z.email(), otp: z.string().length(6) }),
    success: done,
  },
  'GET /api/auth/verify-email': {
    summary: 'The link of an e-mail change',
    caller: 'public',
    query: z.object({ token: z.string(), callbackURL: z.string().optional() }),
    success: { status: 302, description: 'Redirects to the app.' },
  },
  'POST /api/auth/request-password-reset': {
    summary: 'Mail a password reset link (the same answer whether the address exists or not)',
    caller: 'public',
    body: email.extend({ redirectTo: z.string().optional() }),
    success: done,
    limited: true,
  },
  'GET /api/auth/reset-password/:token': {
    summary: 'The link in the reset e-mail',
    caller: 'public',
    query: z.object({ callbackURL: z.string() }),
    success: { status: 302, description: 'Redirects to the reset screen with the token.' },
  },
  'POST /api/auth/reset-password': {
    summary: 'Set a new password with the reset token',
    caller: 'public',
    body: z.object({ newPassword: z.string(), token: z.string() }),
    success: done,
    limited: true,
  },
  'POST /api/auth/change-password': {
    summary: 'Change the password',
    caller: 'signed-in',
    body: z.object({ currentPassword: z.string(), newPassword: z.string(), revokeOtherSessions: z.boolean().optional() }),
    success: done,
  },
  'POST /api/auth/change-email': {
    summary: 'Change the e-mail address (a link is mailed to the new one)',
    caller: 'signed-in',
    body: z.object({ newEmail: z.email(), callbackURL: z.string().optional() }),
    success: done,
  },
};

export const auth: Domain = {
  tag: 'Authentication',
  description: 'Sign-up, sign-in, verification and passwords (better-auth); the session is an HTTP-only cookie.',
  operations: endpoints,
};
