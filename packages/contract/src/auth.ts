// zod/mini rather than classic zod: the sign-up, code and password pages need these schemas to appear, and mini
// keeps classic's methods (and its JSON-schema code) out of their JavaScript. Same checks, same messages.
import { z } from 'zod/mini';

import { authMessages, MIN_PASSWORD_LENGTH } from './auth-messages.ts';

export * from './auth-messages.ts';

// Classic zod installs its English messages when its first schema is built; mini installs none, so the
// checks below without our own text (the max lengths, wrong types) would read 'Invalid input' on a page
// that loads no classic schema. Setting the same locale here keeps every message as classic gives it.
z.config(z.locales.en());

const requiredText = (message: string) => z.string().check(z.trim(), z.minLength(1, message));

/** What the server accepts at sign-up (the form adds confirm and terms on top). */
export const signUpBodySchema = z.object({
  firstName: requiredText('First name is required').check(z.maxLength(100)),
  lastName: requiredText('Last name is required').check(z.maxLength(100)),
  phoneNumber: z.union([z.optional(z.string().check(z.trim(), z.maxLength(30))), z.literal('')]),
  email: z.email(authMessages.invalidEmail).check(z.maxLength(254)),
  password: z.string().check(z.minLength(MIN_PASSWORD_LENGTH, authMessages.passwordTooShort), z.maxLength(128)),
});
export type SignUpBody = z.infer<typeof signUpBodySchema>;

/** The confirm field must repeat the password; the message goes under the confirm field. */
const passwordsMatch = () =>
  z.refine<{ password: string; confirmPassword: string }>((v) => v.password === v.confirmPassword, {
    message: authMessages.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });

export const signUpFormSchema = z
  .extend(signUpBodySchema, {
    confirmPassword: z.string().check(z.minLength(1, 'Please confirm your password')),
    acceptTerms: z.boolean().check(z.refine((v) => v, authMessages.termsRequired)),
  })
  .check(passwordsMatch());
export type SignUpForm = z.infer<typeof signUpFormSchema>;

export const verificationCodeSchema = z.pipe(
  z.string().check(z.trim(), z.regex(/^[A-Za-z0-9]{6}$/, authMessages.incompleteCode)),
  z.transform((v: string) => v.toUpperCase()),
);

export const emailOnlySchema = z.object({
  email: z.pipe(z.string().check(z.trim(), z.minLength(1, authMessages.enterEmail)), z.email(authMessages.invalidEmail)),
});

export const resetPasswordFormSchema = z
  .object({
    password: z.string().check(z.minLength(MIN_PASSWORD_LENGTH, authMessages.passwordTooShort), z.maxLength(128)),
    confirmPassword: z.string(),
  })
  .check(passwordsMatch());

export const roleSchema = z.enum(['admin', 'user']);
export type Role = z.infer<typeof roleSchema>;

/** GET /api/me: who is signed in, as the shells need it. */
export const meSchema = z.object({
  id: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  role: roleSchema,
  firstName: z.nullable(z.string()),
  lastName: z.nullable(z.string()),
  avatarUrl: z.nullable(z.string()),
  createdAt: z.string(),
});
export type Me = z.infer<typeof meSchema>;

/** The code-entry form: the e-mail (when not already known) and the 6-character code. */
export const verifyEmailCodeFormSchema = z.object({
  email: emailOnlySchema.shape.email,
  code: verificationCodeSchema,
});
export type VerifyEmailCodeForm = z.infer<typeof verifyEmailCodeFormSchema>;
