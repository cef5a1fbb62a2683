import { and, asc, count, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/client.ts';
import { account, session, user } from '../../db/schema/auth.ts';
import { garages, profiles } from '../../db/schema/profiles.ts';
import { userDirectory, userDirectoryCounts } from '../../db/schema/user-directory.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';

/** Banned now: the flag is set and the end date, if any, is still ahead. */
export const bannedNow = sql<boolean>`(coalesce(${user.banned}, false) and (${user.banExpires} is null or ${user.banExpires} > now()))`;
const activeNow = sql<boolean>`(${profiles.isActive} and not ${bannedNow})`;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`);

const d = userDirectory;
const directoryBannedNow = sql<boolean>`(${d.banned} and (${d.banExpires} is null or ${d.banExpires} > now()))`;
const directoryActiveNow = sql<boolean>`(${d.isActive} and not ${directoryBannedNow})`;

/**
 * Prefix search on e-mail, first name, last name ("first last") and phone: every key is a column of the
 * directory with its own index, so PostgreSQL ORs the index scans into one bitmap of matching rows.
 */
function searchCondition(q: string): SQL | undefined {
  const term = q.trim().toLowerCase();
  if (!term) return undefined;
  const prefix = `${escapeLike(term)}%`;
  const branches: SQL[] = [
    sql`${d.emailLower} like ${prefix}`,
    sql`${d.firstNameLower} like ${prefix}`,
    sql`${d.lastNameLower} like ${prefix}`,
    sql`${d.phoneNumber} like ${`${escapeLike(q.trim())}%`}`,
  ];
  const [first, ...rest] = term.split(/\s+/);
  if (first && rest.length > 0) {
    branches.push(sql`(${d.firstNameLower} like ${`${escapeLike(first)}%`} and ${d.lastNameLower} like ${`${escapeLike(rest.join(' '))}%`})`);
  }
  return or(...branches);
}

export interface ListParams {
  q: string;
  status: 'active' | 'inactive' | 'all';
  includeAdmins: boolean;
  page: number;
  pageSize: number;
}

const userColumns = {
  id: user.id,
  email: user.email,
  role: user.role,
  createdAt: user.createdAt,
  banned: bannedNow,
  banExpires: user.banExpires,
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
  isActive: profiles.isActive,
  deactivatedAt: profiles.deactivatedAt,
};

export type UserRow = Awaited<ReturnType<typeof findUserRow>> & {};

export async function listUserRows(db: DbOrTx, p: ListParams) {
  const roles = p.includeAdmins ? undefined : eq(d.role, 'user');
  const base = and(isNull(d.deletedAt), roles);
  const search = searchCondition(p.q);
  const { rows, summary } = search ? await searchedRows(db, and(base, search), p) : await unfilteredRows(db, base, roles, p);
  const totalCount = p.status === 'active' ? summary.active : p.status === 'inactive' ? summary.total - summary.active : summary.total;
  return { rows, totalCount, summary: { total: summary.total, active: summary.active, inactive: summary.total - summary.active } };
}

const statusCondition = (status: ListParams['status'], active: SQL | SQL.Aliased | AnyPgColumn) =>
  status === 'active' ? sql`${active}` : status === 'inactive' ? sql`not ${active}` : undefined;
const pageOrder = (t: { createdAt: AnyPgColumn; userId: AnyPgColumn }) => [desc(t.createdAt), asc(t.userId)];

/**
 * Without a search the directory's (role, created) index hands out the page, only its rows are joined to the
 * account and the profile, and the counters give the figures.
 */
async function unfilteredRows(db: DbOrTx, base: SQL | undefined, roles: SQL | undefined, p: ListParams) {
  const page = db
    .select({ userId: d.userId, createdAt: d.createdAt })
    .from(d)
    .where(and(base, statusCondition(p.status, directoryActiveNow)))
    .orderBy(...pageOrder(d))
    .limit(p.pageSize)
    .offset((p.page - 1) * p.pageSize)
    .as('page');
  const [rows, summary] = await Promise.all([
    db.select(userColumns).from(page).innerJoin(user, eq(user.id, page.userId)).innerJoin(profiles, eq(profiles.userId, page.userId)).orderBy(...pageOrder(page)),
    readCounters(db, roles),
  ]);
  return { rows, summary };
}

/** A search's page: its ids and figures in one statement, then those rows with their account and profile. */
async function searchedRows(db: DbOrTx, where: SQL | undefined, p: ListParams) {
  const { ids, summary } = await searchPage(db, where, p);
  const found = ids.length > 0 ? await db.select(userColumns).from(user).innerJoin(profiles, eq(profiles.userId, user.id)).where(inArray(user.id, ids)) : [];
  const byId = new Map(found.map((r) => [r.id, r]));
  return { rows: ids.flatMap((id) => byId.get(id) ?? []), summary };
}

/**
 * A search's figures and its page from one set of matches, in one statement: the matches are read once (one
 * bitmap over the directory's indexes) and both counted and sorted. Walking the created-at index until a page
 * matched instead read the whole table whenever the planner guessed a search matched more rows than it did
 * (0.2-0.5 s for an e-mail nobody has, at 100,000 members).
 */
async function searchPage(db: DbOrTx, where: SQL | undefined, p: ListParams) {
  // Read three times below, so PostgreSQL computes it once (a CTE used more than once is materialised).
  const matches = db.$with('matches').as(
    db.select({ userId: d.userId, createdAt: d.createdAt, active: sql<boolean>`${directoryActiveNow}`.as('active') }).from(d).where(where),
  );
  const page = db
    .select({ userId: matches.userId })
    .from(matches)
    .where(statusCondition(p.status, matches.active))
    .orderBy(...pageOrder(matches))
    .limit(p.pageSize)
    .offset((p.page - 1) * p.pageSize);
  const [row] = await db
    .with(matches)
    .select({
      total: sql<number>`(select count(*) from ${matches})`.mapWith(Number),
      active: sql<number>`(select count(*) filter (where ${matches.active}) from ${matches})`.mapWith(Number),
      ids: sql<string[]>`array(${page})`,
    })
    .from(sql`(select 1) as one`);
  return { ids: row?.ids ?? [], summary: { total: row?.total ?? 0, active: row?.active ?? 0 } };
}

/**
 * The unfiltered figures from the counters the triggers keep; a ban is time-bound, so the accounts banned right
 * now (a partial index holds every banned one) are subtracted here rather than counted by a trigger.
 */
async function readCounters(db: DbOrTx, roles: SQL | undefined) {
  const c = userDirectoryCounts;
  const [row] = await db
    .select({
      total: sql<number>`coalesce(sum(${c.listed}), 0)`.mapWith(Number),
      enabled: sql<number>`coalesce(sum(${c.enabled}), 0)`.mapWith(Number),
      bannedNow: sql<number>`(select count(*) from ${d} where ${and(d.banned, isNull(d.deletedAt), d.isActive, roles, directoryBannedNow)})`.mapWith(Number),
    })
    .from(c)
    .where(roles ? eq(c.role, 'user') : undefined);
  return { total: row?.total ?? 0, active: (row?.enabled ?? 0) - (row?.bannedNow ?? 0) };
}

/** Members (admins left out) not deleted, and how many of them can use the club right now: the users page's figures. */
export const countMembers = (db: DbOrTx) => readCounters(db, eq(d.role, 'user'));

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

export async function listAdminRows(db: DbOrTx, q: string) {
  return db
    .select({ id: user.id, email: user.email, createdAt: user.createdAt, firstName: profiles.firstName, lastName: profiles.lastName, avatarKey: profiles.avatarKey })
    .from(d)
    .innerJoin(user, eq(user.id, d.userId))
    .innerJoin(profiles, eq(profiles.userId, d.userId))
    .where(and(eq(d.role, 'admin'), isNull(d.deletedAt), searchCondition(q)))
    .orderBy(asc(d.createdAt), asc(d.userId))
    .limit(200);
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

