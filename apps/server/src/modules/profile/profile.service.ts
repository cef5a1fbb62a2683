import type { Profile } from '@drivecare/contract/profile';
import type { Db } from '../../db/client.ts';
import type { SessionUser } from '../../middleware/session.ts';
import { avatarUrlOf } from '../me/me.service.ts';
import { createProfileWithGarage, findProfile } from './profile.repository.ts';

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
