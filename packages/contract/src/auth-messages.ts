// No zod here: the sign-in page needs these texts, and importing them must not bring zod into its JavaScript.

/** Texts shared by the sign-in/up screens and the server, verbatim from the spec. */
export const authMessages = {
  signInMissing: 'Please enter both email and password',
  invalidCredentials: 'Invalid email or password. Please check your credentials and try again.',
  emailNotConfirmed: 'Please confirm your email address before signing in.',
  tooManyLogins: 'Too many login attempts. Please wait a moment before trying again.',
  network: 'Network error. Please check your internet connection and try again.',
  unexpected: 'An unexpected error occurred',
  passwordsDoNotMatch: 'Passwords do not match',
  passwordTooShort: 'Password must be at least 6 characters long',
  termsRequired: 'You must accept the Terms and Conditions',
  emailTaken: 'An account with this email already exists. Please sign in instead.',
  invalidEmail: 'Please enter a valid email address.',
  signUpFailed: 'An error occurred during sign up',
  enterEmail: 'Please enter your email address',
  differentEmail: 'Please enter a different email address',
  incompleteCode: 'Please enter the complete 6-digit code',
  invalidCode: 'Invalid verification code',
  codeFailed: 'Failed to verify code',
  linkExpired: 'The verification link has expired. Please request a new one.',
  linkError: 'There was an issue with email verification. Please try again.',
  waitBeforeResend: (seconds: number) => `Please wait ${seconds} seconds before requesting a new code`,
  resendFailed: 'Failed to resend verification email',
  updateEmailFailed: 'Failed to update email address',
} as const;

export const RESEND_COOLDOWN_SECONDS = 60;
export const VERIFICATION_CODE_LENGTH = 6;
export const MIN_PASSWORD_LENGTH = 6;

/** What the sign-in form sends (checked by the form itself; better-auth checks it again on the server). */
export interface SignInInput {
  email: string;
  password: string;
}
