import { createHash } from 'node:crypto';
import { accountRefusalMessages } from '@drivecare/contract/account-refusal';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ProfileHeader } from '../../lib/session-cache.ts';
import { findEndedSessionOwner, findRefusalState } from './account-refusal.repository.ts';
import { findSessionAccount } from './users.repository.ts';

type RefusalState = NonNullable<Awaited<ReturnType<typeof findRefusalState>>>;

/** The error that tells a banned or deactivated account why; null for any other state (deleted included). */
export function refusalOf(state: RefusalState | null): AppError | null {
  if (!state || state.deletedAt) return null;
  if (state.banned) {
    return new AppError('ACCOUNT_BANNED', accountRefusalMessages.banned(state.banReason, state.banExpires?.toISOString() ?? null));
  }
  if (state.isActive === false) return new AppError('ACCOUNT_DEACTIVATED', accountRefusalMessages.deactivated);
  return null;
}

/** Why the account `userId` may not be used now, if it is banned or deactivated. */
export async function explainAccountRefusal(db: Db, userId: string): Promise<AppError | null> {
  return refusalOf(await findRefusalState(db, { id: userId }));
}

/**
 * Why the session of a session cookie's value is gone, when a ban or deactivation ended it: the token (before
 * the signature's dot) is looked up by its hash, so only the holder of the session learns the reason.
 */
export async function explainEndedSession(db: Db, cookieValue: string): Promise<AppError | null> {
  let token: string;
  try {
    token = decodeURIComponent(cookieValue).split('.')[0] ?? '';
  } catch {
    return null;
  }
  if (!token) return null;
  const owner = await findEndedSessionOwner(db, createHash('sha256').update(token).digest('hex'));
  return owner ? explainAccountRefusal(db, owner) : null;
}

/** The account's current state (one prepared primary-key read): whether it may be used, and its profile header. */
export async function readAccount(db: Db, userId: string): Promise<{ usable: boolean; header: ProfileHeader | null }> {
  const state = await findSessionAccount(db, userId);
  if (!state) return { usable: false, header: null };
  return {
    usable: !state.banned && state.isActive !== false && !state.deletedAt,
    header: state.hasProfile ? { firstName: state.firstName, lastName: state.lastName, avatarKey: state.avatarKey } : null,
  };
}
