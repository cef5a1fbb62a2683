import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { garages, profiles } from '../../db/schema/profiles.ts';

export interface NewProfile {
  userId: string;
  firstName: string | null;
  lastName: string | null;
  phoneNumber: string | null;
}

/** A member's profile row and default garage; safe to call twice. */
export async function createProfileWithGarage(db: DbOrTx, p: NewProfile): Promise<void> {
  await db.insert(profiles).values(p).onConflictDoNothing();
  const existing = await db.select({ id: garages.id }).from(garages).where(eq(garages.userId, p.userId)).limit(1);
  if (existing.length === 0) await db.insert(garages).values({ userId: p.userId, name: 'My Garage' });
}

export async function findProfileHeader(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      avatarKey: profiles.avatarKey,
      isActive: profiles.isActive,
      deletedAt: profiles.deletedAt,
    })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return row ?? null;
}

export async function findProfile(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      phoneNumber: profiles.phoneNumber,
      address: profiles.address,
      city: profiles.city,
      state: profiles.state,
      zipCode: profiles.zipCode,
      avatarKey: profiles.avatarKey,
      membershipLevel: profiles.membershipLevel,
      membershipExpiration: profiles.membershipExpiration,
    })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return row ?? null;
}
