import { z } from 'zod';

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

const requiredText = (message: string) => z.string().trim().min(1, message);

export const signInSchema = z.object({
  email: z.string().trim().min(1, authMessages.signInMissing),
  password: z.string().min(1, authMessages.signInMissing),
});
export type SignInInput = z.infer<typeof signInSchema>;

/** What the server accepts at sign-up (the form adds confirm and terms on top). */
export const signUpBodySchema = z.object({
  firstName: requiredText('First name is required').max(100),
  lastName: requiredText('Last name is required').max(100),
  phoneNumber: z.string().trim().max(30).optional().or(z.literal('')),
  email: z.email(authMessages.invalidEmail).max(254),
  password: z.string().min(MIN_PASSWORD_LENGTH, authMessages.passwordTooShort).max(128),
});
export type SignUpBody = z.infer<typeof signUpBodySchema>;

export const signUpFormSchema = signUpBodySchema
  .extend({
    confirmPassword: z.string().min(1, 'Please confirm your password'),
    acceptTerms: z.boolean().refine((v) => v, authMessages.termsRequired),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: authMessages.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type SignUpForm = z.infer<typeof signUpFormSchema>;

export const verificationCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{6}$/, authMessages.incompleteCode)
  .transform((v) => v.toUpperCase());

export const emailOnlySchema = z.object({
  email: z.string().trim().min(1, authMessages.enterEmail).pipe(z.email(authMessages.invalidEmail)),
});

export const resetPasswordFormSchema = z
  .object({
    password: z.string().min(MIN_PASSWORD_LENGTH, authMessages.passwordTooShort).max(128),
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: authMessages.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });

export const roleSchema = z.enum(['admin', 'user']);
export type Role = z.infer<typeof roleSchema>;

/** GET /api/me: who is signed in, as the shells need it. */
export const meSchema = z.object({
  id: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  role: roleSchema,
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  createdAt: z.string(),
});
export type Me = z.infer<typeof meSchema>;

/** The code-entry form: the e-mail (when not already known) and the 6-character code. */
export const verifyEmailCodeFormSchema = z.object({
  email: emailOnlySchema.shape.email,
  code: verificationCodeSchema,
});
export type VerifyEmailCodeForm = z.infer<typeof verifyEmailCodeFormSchema>;
