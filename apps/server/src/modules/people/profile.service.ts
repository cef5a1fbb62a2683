import type { Profile, UpdateProfile } from '@drivecare/contract/profile';
import type { Db } from '../../db/client.ts';
import type { SessionUser } from '../../lib/session-cache.ts';
import { avatarUrlOf } from './me.service.ts';
import { createProfileWithGarage, findProfile, upsertProfileFields } from './profile.repository.ts';

export async function getProfile(db: Db, user: SessionUser): Promise<Profile> {
  let row = await findProfile(db, user.id);
  if (!row) {
    await createProfileWithGarage(db, { userId: user.id, firstName: null, lastName: null, phoneNumber: null });
    row = await findProfile(db, user.id);
  }
  const { avatarKey, membershipLevel, ...rest } = row!;
  return {
    ...rest,
    avatarUrl: avatarUrlOf(avatarKey),
    email: user.email,
    membershipLevel: membershipLevel === 'premium' ? 'premium' : 'basic',
    memberSince: user.createdAt.toISOString(),
  };
}

/** Saves the editable fields (already validated and normalised by the contract) and answers the new profile. */
export async function updateProfile(db: Db, user: SessionUser, fields: UpdateProfile): Promise<Profile> {
  await db.transaction(async (tx) => {
    await createProfileWithGarage(tx, { userId: user.id, firstName: null, lastName: null, phoneNumber: null });
    await upsertProfileFields(tx, user.id, fields);
  });
  return getProfile(db, user);
}
