import type { Me } from '@drivecare/contract/auth';
import type { Db } from '../../db/client.ts';
import type { ProfileHeader, SessionUser } from '../../lib/session-cache.ts';
import { createProfileWithGarage, findProfileHeader } from './profile.repository.ts';

export const avatarUrlOf = (key: string | null) => (key ? `/api/files/${key}` : null);

/**
 * Who is signed in, as both shells need it; `header` is what the session middleware already read. Repairs a
 * missing profile row rather than failing.
 */
export async function getMe(db: Db, user: SessionUser, header: ProfileHeader | null): Promise<Me> {
  let profile = header;
  if (!profile) {
    await createProfileWithGarage(db, { userId: user.id, firstName: null, lastName: null, phoneNumber: null });
    profile = await findProfileHeader(db, user.id);
  }
  return {
    id: user.id,
    email: user.email,
    emailVerified: user.emailVerified,
    role: user.role,
    firstName: profile?.firstName ?? null,
    lastName: profile?.lastName ?? null,
    avatarUrl: avatarUrlOf(profile?.avatarKey ?? null),
    createdAt: user.createdAt.toISOString(),
  };
}
