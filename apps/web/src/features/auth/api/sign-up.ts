import { authMessages, type SignUpBody } from '@drivecare/contract/auth';
import { loadAuthClient } from '@/lib/load-auth-client';
import { callAuth, type AuthFailure } from './auth-error';

export const registrationSuccessMessage =
  'Registration successful! Please check your email for a confirmation link.';

export function describeSignUpFailure(failure: AuthFailure): string {
  if (failure.kind === 'network') return authMessages.network;
  const { code, message } = failure;
  if (code?.startsWith('USER_ALREADY_EXISTS') || /already exists/i.test(message ?? '')) {
    return authMessages.emailTaken;
  }
  if (code === 'INVALID_EMAIL' || /invalid email/i.test(message ?? ''))
    return authMessages.invalidEmail;
  return message ?? authMessages.signUpFailed;
}

/**
 * Registers a member. The server reads firstName/lastName/phoneNumber from the body and sends the
 * verification e-mail with the 6-character code.
 */
export async function signUpWithEmail(input: SignUpBody): Promise<void> {
  const firstName = input.firstName.trim();
  const lastName = input.lastName.trim();
  const phoneNumber = input.phoneNumber?.trim();
  // firstName/lastName/phoneNumber are extra fields the server reads; passing a variable (not a
  // literal) lets them through the client's inferred body type without a cast.
  const body = {
    name: `${firstName} ${lastName}`,
    email: input.email.trim(),
    password: input.password,
    firstName,
    lastName,
    ...(phoneNumber ? { phoneNumber } : {}),
  };
  await callAuth(async () => (await loadAuthClient()).signUp.email(body), describeSignUpFailure);
}
