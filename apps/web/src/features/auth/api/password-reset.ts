import { authMessages } from '@drivecare/contract/auth';
import { loadAuthClient } from '@/lib/load-auth-client';
import { callAuth } from './auth-error';

export const resetLinkSentMessage = 'Password reset link sent to your email';
export const passwordUpdatedMessage = 'Password updated successfully';
export const resetLinkInvalidMessage =
  'This password reset link is invalid or has expired. Please request a new one.';

/**
 * Asks for a reset e-mail. The server answers the same for unknown addresses, so the screen always
 * shows the same confirmation and never reveals whether an account exists.
 */
export async function requestPasswordReset(email: string): Promise<void> {
  await callAuth(
    async () =>
      (await loadAuthClient()).requestPasswordReset({ email: email.trim(), redirectTo: '/auth/reset-password' }),
    (failure) => {
      if (failure.kind === 'network') return authMessages.network;
      if (failure.status === 429)
        return failure.message ?? 'Too many requests. Please wait a moment and try again.';
      return failure.message ?? 'Failed to send password reset email. Please try again.';
    },
  );
}

/** True when a reset failure means the link itself is unusable (rather than e.g. a network error). */
export function isInvalidResetTokenError(error: unknown): boolean {
  return (
    error instanceof Error &&
    'code' in error &&
    (error.code === 'INVALID_TOKEN' || error.code === 'TOKEN_EXPIRED')
  );
}

export async function resetPassword(token: string, newPassword: string): Promise<void> {
  await callAuth(
    async () => (await loadAuthClient()).resetPassword({ token, newPassword }),
    (failure) => {
      if (failure.kind === 'network') return authMessages.network;
      if (failure.code === 'INVALID_TOKEN' || failure.code === 'TOKEN_EXPIRED')
        return resetLinkInvalidMessage;
      return failure.message ?? 'Failed to update password. Please try again.';
    },
  );
}
