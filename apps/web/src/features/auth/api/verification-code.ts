import { authMessages } from '@drivecare/contract/auth-messages';
import { loadAuthClient } from '@/lib/load-auth-client';
import { AuthRequestError, callAuth, type AuthFailure } from './auth-error';

/** The e-mail link's verification runs as a query, keyed by the link it came from, so it runs once. */
export const verificationKeys = {
  all: ['auth'] as const,
  emailLink: <T>(request: T) => [...verificationKeys.all, 'email-link', request] as const,
};

/** How a verification attempt ended, as the code and link screens need it. */
export type VerifyOutcome =
  | { status: 'success' }
  | { status: 'expired'; message: string }
  | { status: 'error'; message: string };

/** Codes that mean "this code can no longer work, request a new one". */
const EXPIRED_CODES = new Set(['OTP_EXPIRED', 'TOO_MANY_ATTEMPTS']);

/**
 * Verifies the 6-character code from the sign-up e-mail. Resolves with an outcome rather than
 * throwing, because "expired" and "wrong code" are ordinary screen states here.
 */
export async function verifyEmailCode(email: string, code: string): Promise<VerifyOutcome> {
  try {
    await callAuth(
      async () =>
        (await loadAuthClient()).emailOtp.verifyEmail({ email: email.trim(), otp: code.trim().toUpperCase() }),
      () => authMessages.codeFailed,
    );
    return { status: 'success' };
  } catch (error) {
    if (error instanceof AuthRequestError) {
      if (error.code && EXPIRED_CODES.has(error.code)) {
        return { status: 'expired', message: authMessages.linkExpired };
      }
      if (error.code === 'INVALID_OTP')
        return { status: 'error', message: authMessages.invalidCode };
    }
    return { status: 'error', message: authMessages.codeFailed };
  }
}

/**
 * Verifies a better-auth e-mail token (`?token=` links, e.g. after an e-mail change). Any failure
 * of a token link means the link is no longer usable.
 */
export async function verifyEmailToken(token: string): Promise<VerifyOutcome> {
  try {
    await callAuth(
      async () => (await loadAuthClient()).verifyEmail({ query: { token } }),
      () => authMessages.linkError,
    );
    return { status: 'success' };
  } catch (error) {
    if (error instanceof AuthRequestError && error.status !== undefined && error.status < 500) {
      const expired =
        /expired|invalid/i.test(`${error.code ?? ''} ${error.message}`) || error.status === 401;
      if (expired) return { status: 'expired', message: authMessages.linkExpired };
    }
    return { status: 'error', message: authMessages.linkError };
  }
}

/** Texts a resend button shows; they differ slightly between screens in the spec. */
export interface ResendMessages {
  /** Shown after a successful send. */
  sent: string;
  /** Any failure without a server message. */
  failed: string;
  /**
   * Shown when the server refuses inside its cooldown (429). When absent, the server's own text
   * ('Please wait {n} seconds before requesting a new code') is shown.
   */
  tooSoon?: string;
}

/** Defaults used by the shell's blocking verification screen. */
export const defaultResendMessages: ResendMessages = {
  sent: 'Verification email sent! Please check your inbox.',
  failed: 'Failed to resend verification email',
};

/** The code screens' texts ('Failed to resend verification code'). */
export const codeResendMessages: ResendMessages = {
  sent: 'Verification email sent! Please check your inbox.',
  failed: 'Failed to resend verification code',
};

/** The sign-in screen's confirmation-required view. */
export const confirmationResendMessages: ResendMessages = {
  sent: 'Confirmation email sent! Please check your inbox and spam folder.',
  failed: 'Failed to resend confirmation email',
  tooSoon: 'Please wait before requesting another confirmation email',
};

/** Reads "Please wait 42 seconds…" so the countdown can match the server's own cooldown. */
export function parseWaitSeconds(message: string | undefined): number | undefined {
  const match = message?.match(/wait\s+(\d+)\s*s/i);
  if (!match?.[1]) return undefined;
  const seconds = Number.parseInt(match[1], 10);
  return Number.isFinite(seconds) && seconds > 0 ? seconds : undefined;
}

export function describeResendFailure(failure: AuthFailure, messages: ResendMessages): string {
  if (failure.kind === 'network') return authMessages.network;
  if (failure.status === 429) return messages.tooSoon ?? failure.message ?? messages.failed;
  return failure.message ?? messages.failed;
}

/** Sends a fresh verification code (the server enforces a 60 s cooldown and answers 429 inside it). */
export async function resendVerificationCode(
  email: string,
  messages: ResendMessages = defaultResendMessages,
): Promise<void> {
  await callAuth(
    async () =>
      (await loadAuthClient()).emailOtp.sendVerificationOtp({ email: email.trim(), type: 'email-verification' }),
    (failure) => describeResendFailure(failure, messages),
  );
}
