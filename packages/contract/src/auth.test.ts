import { describe, expect, it } from 'vitest';

// Only the zod/mini schemas are loaded in this file, as on an auth page that loads no classic schema.
import { authMessages, signUpBodySchema, signUpFormSchema, verifyEmailCodeFormSchema } from './auth.ts';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('auth schemas', () => {
  it("words the limits it gives no text of its own in zod's English, without classic zod loaded", () => {
    const result = signUpBodySchema.safeParse({
      firstName: 'x'.repeat(101),
      lastName: 'Doe',
      phoneNumber: '1'.repeat(31),
      email: 'jane@example.com',
      password: 'p'.repeat(129),
    });
    expect(messages(result)).toEqual([
      ['firstName', 'Too big: expected string to have <=100 characters'],
      ['phoneNumber', 'Too big: expected string to have <=30 characters'],
      ['password', 'Too big: expected string to have <=128 characters'],
    ]);
  });

  it('accepts an empty phone number and trims the names', () => {
    const result = signUpBodySchema.safeParse({ firstName: ' Jane ', lastName: 'Doe', phoneNumber: '', email: 'jane@example.com', password: 'secret1' });
    expect(result.success && result.data).toMatchObject({ firstName: 'Jane', phoneNumber: '' });
  });

  it('puts a password mismatch under the confirm field', () => {
    const result = signUpFormSchema.safeParse({
      firstName: 'Jane',
      lastName: 'Doe',
      email: 'jane@example.com',
      password: 'secret1',
      confirmPassword: 'secret2',
      acceptTerms: true,
    });
    expect(messages(result)).toEqual([['confirmPassword', authMessages.passwordsDoNotMatch]]);
  });

  it('reads a verification code case-insensitively', () => {
    const result = verifyEmailCodeFormSchema.safeParse({ email: ' jane@example.com ', code: ' ab12cd ' });
    expect(result.success && result.data).toEqual({ email: 'jane@example.com', code: 'AB12CD' });
  });
});
