import { z } from 'zod';

export const membershipLevelSchema = z.enum(['basic', 'premium']);

/** GET /api/profile: the member's own profile. */
export const profileSchema = z.object({
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zipCode: z.string().nullable(),
  avatarUrl: z.string().nullable(),
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

/** Trims; an empty answer is stored as null. */
const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

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
