import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { user } from '../../db/schema/auth.ts';
import { profiles } from '../../db/schema/profiles.ts';

// The plain counts the kept member figures must always equal, read from the accounts and profiles themselves (not
// the directory or its counters): the tests' oracle, never used to answer a request.

const bannedNow = sql`(coalesce(${user.banned}, false) and (${user.banExpires} is null or ${user.banExpires} > now()))`;

/** Members (admins left out) not deleted, those who can use the club now (a ban counts while it lasts), premium ones. */
export async function recountMemberFigures(db: Db) {
  const [members] = await db
    .select({
      total: count(),
      active: sql<number>`count(*) filter (where ${profiles.isActive} and not ${bannedNow})`.mapWith(Number),
      premium: sql<number>`count(*) filter (where ${profiles.membershipLevel} = 'premium')`.mapWith(Number),
    })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.userId))
    .where(and(isNull(profiles.deletedAt), eq(user.role, 'user')));
  return members!;
}

/** What the user list must show for a search: its figures and, newest first, the ids of the accounts of `status`. */
export async function recountUserList(db: Db, q: string, status: 'all' | 'active' | 'inactive', includeAdmins: boolean) {
  const term = q.trim().toLowerCase();
  const [first, ...rest] = term.split(/\s+/);
  const words = rest.length > 0;
  const starts = (column: unknown, prefix: string) => sql`starts_with(lower(${column}), ${prefix})`;
  const rows = await db
    .select({ id: user.id, active: sql<boolean>`(${profiles.isActive} and not ${bannedNow})` })
    .from(user)
    .innerJoin(profiles, eq(profiles.userId, user.id))
    .where(
      sql`${profiles.deletedAt} is null and (${user.role} = 'user' or ${includeAdmins})
        and (${term} = '' or ${starts(user.email, term)} or ${starts(profiles.firstName, term)} or ${starts(profiles.lastName, term)}
          or ${starts(profiles.phoneNumber, term)}
          or (${words} and ${starts(profiles.firstName, first ?? '')} and ${starts(profiles.lastName, rest.join(' '))}))`,
    )
    .orderBy(desc(user.createdAt), asc(user.id));
  const active = rows.filter((r) => r.active).length;
  const shown = rows.filter((r) => (status === 'all' ? true : status === 'active' ? r.active : !r.active));
  return { summary: { total: rows.length, active, inactive: rows.length - active }, ids: shown.map((r) => r.id) };
}
