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

/** A profile as the member's page and the back office both show it. */
export const profileColumns = {
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
};

export async function findProfile(db: DbOrTx, userId: string) {
  const [row] = await db
    .select(profileColumns)
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return row ?? null;
}

export interface ProfileFields {
  firstName: string | null;
  lastName: string | null;
  phoneNumber: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
}

/** Writes the member's editable fields, creating the row if it is missing. */
export async function upsertProfileFields(db: DbOrTx, userId: string, fields: ProfileFields): Promise<void> {
  const updatedAt = new Date();
  await db
    .insert(profiles)
    .values({ userId, ...fields, updatedAt })
    .onConflictDoUpdate({ target: profiles.userId, set: { ...fields, updatedAt } });
}

/** The current avatar key, with the row locked until the transaction ends (two uploads at once queue up). */
export async function lockAvatarKey(tx: DbOrTx, userId: string): Promise<string | null | undefined> {
  const [row] = await tx
    .select({ avatarKey: profiles.avatarKey })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .for('update');
  return row ? row.avatarKey : undefined;
}

export async function setAvatarKey(tx: DbOrTx, userId: string, avatarKey: string): Promise<void> {
  await tx.update(profiles).set({ avatarKey, updatedAt: new Date() }).where(eq(profiles.userId, userId));
}
