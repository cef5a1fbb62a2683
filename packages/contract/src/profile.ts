import { z } from 'zod';

import { optionalText } from './optional-text.ts';

export const membershipLevelSchema = z.enum(['basic', 'premium']);

/** A person's name, contact and picture as stored on the account; every one may be missing. */
export const personDetailsShape = {
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zipCode: z.string().nullable(),
  avatarUrl: z.string().nullable(),
};

/** GET /api/profile: the member's own profile. */
export const profileSchema = z.object({
  ...personDetailsShape,
  email: z.string(),
  membershipLevel: membershipLevelSchema,
  membershipExpiration: z.string().nullable(),
  memberSince: z.string().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

/** Texts of the profile screen and its avatar upload, verbatim from the spec. */
export const profileMessages = {
  updated: 'Profile updated successfully!',
  updateFailed: 'Failed to update profile',
  avatarUploaded: 'Avatar uploaded successfully',
  avatarFailed: 'Failed to upload avatar',
  notAnImage: 'Please select an image file',
  tooLarge: 'File size must be less than 5MB',
  mustSignIn: 'You must be logged in to upload an avatar',
} as const;

/** Avatars must be strictly smaller than this many bytes. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

/** PUT /api/profile: the member's editable fields. Every field may be left empty. */
export const updateProfileSchema = z.object({
  firstName: optionalText(100, 'First name'),
  lastName: optionalText(100, 'Last name'),
  phoneNumber: optionalText(30, 'Phone number').refine((v) => v === null || /^[0-9+()\-. ]{7,30}$/.test(v), {
    message: 'Please enter a valid phone number',
  }),
  address: optionalText(200, 'Street address'),
  city: optionalText(100, 'City'),
  state: z
    .string()
    .trim()
    .nullish()
    .transform((v) => (v ? v.toUpperCase() : null))
    .refine((v) => v === null || /^[A-Z]{2}$/.test(v), { message: 'State must be a 2-letter code' }),
  zipCode: z
    .string()
    .trim()
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || /^[0-9]{5}(-?[0-9]{4})?$/.test(v), { message: 'ZIP code must be at least 5 digits' }),
});
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;
export type UpdateProfile = z.output<typeof updateProfileSchema>;

/** Admin profile, version A (Profile tab): names of at least 2 characters and a valid e-mail. */
export const adminProfileFormSchema = z.object({
  firstName: z.string().trim().min(2, 'First name must be at least 2 characters').max(100),
  lastName: z.string().trim().min(2, 'Last name must be at least 2 characters').max(100),
  email: z.string().trim().pipe(z.email('Please enter a valid email address.')),
});
export type AdminProfileForm = z.infer<typeof adminProfileFormSchema>;

/** Change password (Security tab). The current password is checked by the auth server. */
export const changePasswordFormSchema = z
  .object({
    currentPassword: z.string().min(6, 'Password must be at least 6 characters.'),
    newPassword: z.string().min(6, 'Password must be at least 6 characters.').max(128),
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { message: "Passwords don't match", path: ['confirmPassword'] });
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

export const changePasswordMessages = {
  changed: 'Password changed successfully',
  failed: 'Failed to change password',
  currentIncorrect: 'Current password is incorrect',
} as const;
