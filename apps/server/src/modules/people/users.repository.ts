import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { noShowsOf } from '../appointments/no-shows.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { account, session, user } from '../../db/schema/auth.ts';
import { garages, profiles } from '../../db/schema/profiles.ts';
import { userDirectory as d } from '../../db/schema/user-directory.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { profileColumns } from './profile.repository.ts';

/** Banned now: the flag is set and the end date, if any, is still ahead. */
export const bannedNow = sql<boolean>`(coalesce(${user.banned}, false) and (${user.banExpires} is null or ${user.banExpires} > now()))`;
const activeNow = sql<boolean>`(${profiles.isActive} and not ${bannedNow})`;

/** The columns of a person as the back office shows them (account and profile). */
export const userColumns = {
  id: user.id,
  email: user.email,
  role: user.role,
  createdAt: user.createdAt,
  banned: bannedNow,
  banExpires: user.banExpires,
  ...profileColumns,
  isActive: profiles.isActive,
  deactivatedAt: profiles.deactivatedAt,
  noShows: noShowsOf(user.id),
};

export type UserRow = Awaited<ReturnType<typeof findUserRow>> & {};

/**
 * Premium members not deleted: the premium profiles (a partial index holds them) less the few premium admins, so
 * neither 100,000 profiles nor their accounts are read.
 */
export async function countPremiumMembers(db: DbOrTx) {
  // Spelled as the index's predicate.
  const premium = sql`${profiles.membershipLevel} = 'premium' and ${profiles.deletedAt} is null`;
  const premiumAdmins = db.select({ n: count() }).from(d).innerJoin(profiles, eq(profiles.userId, d.userId)).where(and(eq(d.role, 'admin'), premium));
  const [row] = await db
    .select({ n: sql<number>`count(*) - (${premiumAdmins})`.mapWith(Number) })
    .from(profiles)
    .where(premium);
  return row?.n ?? 0;
}

export async function findUserRow(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ ...userColumns, deletedAt: profiles.deletedAt })
    .from(user)
    .innerJoin(profiles, eq(profiles.userId, user.id))
    .where(eq(user.id, id));
  return row ?? null;
}

export async function findUserIdByEmail(db: DbOrTx, email: string) {
  const [row] = await db.select({ id: user.id }).from(user).where(sql`lower(${user.email}) = ${email.toLowerCase()}`);
  return row?.id ?? null;
}

export interface NewAccount {
  id: string;
  email: string;
  name: string;
  role: 'admin' | 'user';
  passwordHash: string;
  profile: { firstName: string; lastName: string; phoneNumber: string | null; address: string | null; city: string | null; state: string | null; zipCode: string | null };
}

/** A verified account with its credential, profile and default garage (call inside a transaction). */
export async function insertAccount(db: DbOrTx, a: NewAccount) {
  await db.insert(user).values({ id: a.id, email: a.email, name: a.name, role: a.role, emailVerified: true });
  await db.insert(account).values({ id: crypto.randomUUID(), accountId: a.id, providerId: 'credential', userId: a.id, password: a.passwordHash });
  await db.insert(profiles).values({ userId: a.id, ...a.profile });
  await db.insert(garages).values({ userId: a.id });
}

export async function updateUserRow(db: DbOrTx, id: string, u: { email?: string; name?: string; role?: 'admin' | 'user'; banned?: boolean; banReason?: string | null; banExpires?: Date | null }) {
  await db.update(user).set({ ...u, updatedAt: new Date() }).where(eq(user.id, id));
}

export async function updateProfileRow(db: DbOrTx, id: string, p: Partial<typeof profiles.$inferInsert>) {
  await db.update(profiles).set({ ...p, updatedAt: new Date() }).where(eq(profiles.userId, id));
}

export async function setCredentialPassword(db: DbOrTx, id: string, passwordHash: string) {
  await db.update(account).set({ password: passwordHash, updatedAt: new Date() }).where(and(eq(account.userId, id), eq(account.providerId, 'credential')));
}

/** Ends every session of the account at once. */
export async function deleteSessions(db: DbOrTx, userId: string) {
  await db.delete(session).where(eq(session.userId, userId));
}

/** Serialises every change that could remove the last active admin (both drivers support it). */
export async function lockAdminSet(db: DbOrTx) {
  await db.execute(sql`select pg_advisory_xact_lock(42)`);
}

export async function countActiveAdmins(db: DbOrTx, excludeId?: string) {
  const [row] = await db
    .select({ n: count() })
    .from(user)
    .innerJoin(profiles, eq(profiles.userId, user.id))
    .where(and(eq(user.role, 'admin'), isNull(profiles.deletedAt), activeNow, excludeId ? sql`${user.id} <> ${excludeId}` : undefined));
  return row?.n ?? 0;
}

/** Whether an account may be used at all: deactivated, deleted or banned now (null profile fields: no profile). */
const accountStateColumns = { isActive: profiles.isActive, deletedAt: profiles.deletedAt, banned: bannedNow };

const sessionAccountQuery = preparedPerDatabase((db) =>
  db
    .select({
      ...accountStateColumns,
      hasProfile: sql<boolean>`(${profiles.userId} is not null)`,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      avatarKey: profiles.avatarKey,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.userId, user.id))
    .where(eq(user.id, sql.placeholder('id')))
    .prepare('session_account'),
);

/**
 * Read on every /api request, by primary key, as one prepared statement: the account's state and the profile
 * header both shells show.
 */
export async function findSessionAccount(db: Db, id: string) {
  const [row] = await sessionAccountQuery(db).execute({ id });
  return row ?? null;
}

/** For sign-in: whether the account may be used at all. */
export async function findAccountState(db: DbOrTx, by: { id: string } | { email: string }) {
  const [row] = await db
    .select(accountStateColumns)
    .from(user)
    .leftJoin(profiles, eq(profiles.userId, user.id))
    .where('id' in by ? eq(user.id, by.id) : sql`lower(${user.email}) = ${by.email.trim().toLowerCase()}`);
  return row ?? null;
}

