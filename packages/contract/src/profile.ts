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
