import { authMessages, type SignInInput } from '@drivecare/contract/auth-messages';
import { loadAuthClient } from '@/lib/load-auth-client';
import { callAuth, type AuthFailure } from './auth-error';

export const signInFallbackMessage = 'Unable to sign in. Please try again.';

/**
 * Sign-in errors per the spec's catalogue. Deliberately no "No account found…": the server never
 * reveals whether an e-mail has an account, and neither do we.
 */
export function describeSignInFailure(failure: AuthFailure): string {
  if (failure.kind === 'network') return authMessages.network;
  const { status, code, message } = failure;
  if (status === 429) return authMessages.tooManyLogins;
  if (code === 'EMAIL_NOT_VERIFIED') return authMessages.emailNotConfirmed;
  if (
    status === 401 ||
    code === 'INVALID_EMAIL_OR_PASSWORD' ||
    /invalid (email|login|credential)/i.test(message ?? '')
  ) {
    return authMessages.invalidCredentials;
  }
  return message ?? signInFallbackMessage;
}

export function isEmailNotVerifiedError(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'EMAIL_NOT_VERIFIED';
}

/** Signs in with e-mail and password; the session cookie is set by the server. */
export async function signInWithEmail({ email, password }: SignInInput): Promise<void> {
  await callAuth(
    async () => (await loadAuthClient()).signIn.email({ email: email.trim(), password }),
    describeSignInFailure,
  );
}
