import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { userDirectory as d, userDirectoryCounts, userPrefixCountChanges, userPrefixCounts } from '../../db/schema/user-directory.ts';

// The member figures the triggers keep (migrations 0007 and 0012): the whole list's counters and the per-prefix
// counters of the user directory. The user list (people/users-list.repository.ts) reads them in its page statements.

/** A list's figures: accounts not deleted, and of those the ones that can use the club right now. */
export interface Figures {
  total: number;
  active: number;
}

export const directoryBannedNow = sql<boolean>`(${d.banned} and (${d.banExpires} is null or ${d.banExpires} > now()))`;
export const directoryActiveNow = sql<boolean>`(${d.isActive} and not ${directoryBannedNow})`;

/** What a search matches on, every key lower-cased: e-mail, first name, last name and phone (prefixes). */
export const searchKeys: SQL[] = [sql`${d.emailLower}`, sql`${d.firstNameLower}`, sql`${d.lastNameLower}`, sql`lower(${d.phoneNumber})`];

/** Any key starts with the LIKE pattern `pattern` ('rob%'). */
export const anyKeyLike = (pattern: unknown) => or(...searchKeys.map((key) => sql`${key} like ${pattern}`));

const p = { includeAdmins: sql.placeholder('includeAdmins'), term: sql.placeholder('term'), pattern: sql.placeholder('pattern') };

/** Accounts the list can show: not deleted, and members only unless admins are included. */
export const listed = and(isNull(d.deletedAt), sql`(${d.role} = 'user' or ${p.includeAdmins})`);
export const roleIncluded = (role: AnyPgColumn) => sql`(${role} = 'user' or ${p.includeAdmins})`;

/** The accounts of the list banned right now and matching `match`: few, read from the partial index of bans. */
const bannedNowMatching = (match: SQL | undefined) =>
  sql<number>`(select count(*) from ${d} where ${and(d.banned, listed, d.isActive, directoryBannedNow, match)})`.mapWith(Number);

/** The figures of the whole list, from the counters the triggers keep (migration 0007), as one JSON value. */
export const unfilteredFigures = sql<Figures>`(
  select json_build_object('total', coalesce(sum(${userDirectoryCounts.listed}), 0), 'active', coalesce(sum(${userDirectoryCounts.enabled}), 0) - ${bannedNowMatching(undefined)})
  from ${userDirectoryCounts} where ${roleIncluded(userDirectoryCounts.role)})`;

/** A prefix search's figures from the prefix counters and the changes not yet folded in (migration 0012). */
export const prefixFiguresQuery = preparedPerDatabase((db) => {
  const counters = db
    .select({ listed: userPrefixCounts.listed, enabled: userPrefixCounts.enabled })
    .from(userPrefixCounts)
    .where(and(eq(userPrefixCounts.prefix, p.term), roleIncluded(userPrefixCounts.role)))
    .unionAll(
      db
        .select({ listed: userPrefixCountChanges.listed, enabled: userPrefixCountChanges.enabled })
        .from(userPrefixCountChanges)
        .where(and(eq(userPrefixCountChanges.prefix, p.term), roleIncluded(userPrefixCountChanges.role))),
    )
    .as('counters');
  return db
    .select({
      total: sql<number>`coalesce(sum(${counters.listed}), 0)`.mapWith(Number),
      enabled: sql<number>`coalesce(sum(${counters.enabled}), 0)`.mapWith(Number),
      bannedNow: bannedNowMatching(anyKeyLike(p.pattern)),
      // Every account of the list, for choosing how to read the page.
      scope: sql<number>`(select coalesce(sum(${userDirectoryCounts.listed}), 0) from ${userDirectoryCounts} where ${roleIncluded(userDirectoryCounts.role)})`.mapWith(Number),
    })
    .from(counters)
    .prepare('admin_users_prefix_figures');
});

/** Figures alone, for a page past the end (a page's rows carry them otherwise). */
export const figuresQuery = (db: Db, figures: SQL<Figures>, name: string) => db.select({ figures }).from(sql`(select 1) as one`).prepare(name);
export const unfilteredFiguresQuery = preparedPerDatabase((db) => figuresQuery(db, unfilteredFigures, 'admin_users_figures'));

/** Moves the appended prefix count changes into the counters, in one statement (a concurrent fold skips what this one took). */
export async function foldUserPrefixCounts(db: DbOrTx) {
  await db.execute(sql`
    with moved as (delete from ${userPrefixCountChanges} returning prefix, role, listed, enabled)
    insert into ${userPrefixCounts} as t (prefix, role, listed, enabled)
    select prefix, role, sum(listed), sum(enabled) from moved group by prefix, role
    on conflict (prefix, role) do update set listed = t.listed + excluded.listed, enabled = t.enabled + excluded.enabled`);
}

/** Members (admins left out) not deleted, and how many of them can use the club right now: the dashboard's figures. */
export async function countMembers(db: Db): Promise<Figures> {
  const [row] = await unfilteredFiguresQuery(db).execute({ includeAdmins: false });
  return row!.figures;
}
