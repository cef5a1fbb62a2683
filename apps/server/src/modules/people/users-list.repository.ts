import { and, asc, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { WithSubquery } from 'drizzle-orm/subquery';
import type { Db, DbOrTx } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { user } from '../../db/schema/auth.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { USER_SEARCH_PREFIX_MAX, userDirectory as d } from '../../db/schema/user-directory.ts';
import {
  anyKeyLike,
  directoryActiveNow,
  figuresQuery,
  listed,
  prefixFiguresQuery,
  searchKeys,
  unfilteredFigures,
  unfilteredFiguresQuery,
  type Figures,
} from '../figures/member-figures.ts';
import { userColumns } from './users.repository.ts';

export interface ListParams {
  q: string;
  status: 'active' | 'inactive' | 'all';
  includeAdmins: boolean;
  page: number;
  pageSize: number;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`);

/** `key` starts with the prefix whose range is [lo, hi) (see prefixRange). */
const inRange = (key: SQL, lo: unknown, hi: unknown) => sql`(${key} ~>=~ ${lo} and ${key} ~<~ ${hi})`;

/**
 * Any key starts with the prefix, spelled as ranges so that a prepared statement's generic plan still reads the four
 * prefix indexes (a LIKE with a parameter cannot use them, and re-planning every search costs more than running it).
 */
const anyKeyInRange = (lo: unknown, hi: unknown) => or(...searchKeys.map((key) => inRange(key, lo, hi)));

/** "first last": the first word starts the first name and the rest starts the last name (no words: no match). */
const fullNameInRange = (first: { lo: unknown; hi: unknown }, rest: { lo: unknown; hi: unknown }) =>
  sql`(${first.lo}::text is not null and ${inRange(sql`${d.firstNameLower}`, first.lo, first.hi)} and ${inRange(sql`${d.lastNameLower}`, rest.lo, rest.hi)})`;

/**
 * The smallest string above every string that starts with `prefix`, in code-point order (the byte order of
 * UTF-8, which text_pattern_ops compares by); null when there is none (the prefix is all U+10FFFF).
 */
export function prefixUpperBound(prefix: string): string | null {
  const points = [...prefix].map((c) => c.codePointAt(0)!);
  while (points.length > 0) {
    const last = points.pop()!;
    if (last < 0x10ffff) return String.fromCodePoint(...points, last + 1 === 0xd800 ? 0xe000 : last + 1);
  }
  return null;
}

/** Longer than any key the app stores (names 100, phones 30, e-mail addresses 254 characters). */
const LONGEST_KEY = 1_000;

/** The strings that start with `prefix`: [lo, hi). */
export function prefixRange(prefix: string) {
  return { lo: prefix, hi: prefixUpperBound(prefix) ?? prefix + '\u{10FFFF}'.repeat(LONGEST_KEY) };
}
type Range = ReturnType<typeof prefixRange>;

/**
 * How a search is answered. A one-word term of up to USER_SEARCH_PREFIX_MAX characters has its figures read from
 * the prefix counters (a broad term such as 'rob' matches thousands of members); a longer term or several words
 * match few accounts, which are counted.
 */
type Search =
  | { kind: 'none' }
  | { kind: 'prefix'; term: string; pattern: string; range: Range }
  | { kind: 'counted'; range: Range; first: Range | null; rest: Range | null };

export function parseSearch(q: string): Search {
  const term = q.trim().toLowerCase();
  if (!term) return { kind: 'none' };
  const [first, ...rest] = term.split(/\s+/);
  if (rest.length > 0) return { kind: 'counted', range: prefixRange(term), first: prefixRange(first!), rest: prefixRange(rest.join(' ')) };
  if ([...term].length <= USER_SEARCH_PREFIX_MAX) return { kind: 'prefix', term, pattern: `${escapeLike(term)}%`, range: prefixRange(term) };
  return { kind: 'counted', range: prefixRange(term), first: null, rest: null };
}

const p = {
  includeAdmins: sql.placeholder('includeAdmins'),
  status: sql.placeholder('status'),
  limit: sql.placeholder('limit'),
  offset: sql.placeholder('offset'),
  term: sql.placeholder('term'),
  pattern: sql.placeholder('pattern'),
  lo: sql.placeholder('lo'),
  hi: sql.placeholder('hi'),
  first: { lo: sql.placeholder('firstLo'), hi: sql.placeholder('firstHi') },
  rest: { lo: sql.placeholder('restLo'), hi: sql.placeholder('restHi') },
};

const statusFilter = (active: SQL) => sql`case ${p.status} when 'active' then ${active} when 'inactive' then not ${active} else true end`;
const countedMatch = or(anyKeyInRange(p.lo, p.hi), fullNameInRange(p.first, p.rest));

/** A long or several-word search's figures, counted (such a term matches few accounts), as one JSON value. */
const countedFigures = sql<Figures>`(
  select json_build_object('total', count(*), 'active', count(*) filter (where ${directoryActiveNow})) from ${d} where ${and(listed, countedMatch)})`;

const countedFiguresQuery = preparedPerDatabase((db) => figuresQuery(db, countedFigures, 'admin_users_counted_figures'));

/**
 * The page's accounts with their account and profile rows, in the list's order (newest first). Each row carries the
 * list's `figures` when given, computed once for the statement: one round trip for the page and its figures.
 * `matches`: a CTE the page and the figures both read.
 */
function pageRows(db: Db, page: SQL, figures: SQL<Figures | null> = sql`null`, matches?: WithSubquery) {
  const id = sql`page.user_id`;
  return (matches ? db.with(matches) : db)
    .select({ ...userColumns, figures })
    .from(sql`${page} as page`)
    .innerJoin(user, eq(user.id, id))
    .innerJoin(profiles, eq(profiles.userId, id))
    .orderBy(desc(sql`page.created_at`), asc(id));
}

/** A page read by walking the (created, id) index until it is full: cheap when many accounts qualify. */
const walkedPage = (match: SQL | undefined) =>
  sql`(select ${d.userId}, ${d.createdAt} from ${d} where ${and(listed, match, statusFilter(directoryActiveNow))}
    order by ${d.createdAt} desc, ${d.userId} limit ${p.limit} offset ${p.offset})`;

/**
 * A page sorted from every match: cheap when few accounts match. `offset 0` keeps PostgreSQL from walking the
 * created-at index instead, which reads the whole table when it overestimates a search.
 */
const sortedPage = (match: SQL | undefined) =>
  sql`(select m.user_id, m.created_at from (
      select ${d.userId}, ${d.createdAt}, ${directoryActiveNow} as active from ${d} where ${and(listed, match)} offset 0
    ) m where ${statusFilter(sql`m.active`)} order by m.created_at desc, m.user_id limit ${p.limit} offset ${p.offset})`;

const unfilteredPageQuery = preparedPerDatabase((db) => pageRows(db, walkedPage(undefined), unfilteredFigures).prepare('admin_users_page'));
const walkedPrefixPageQuery = preparedPerDatabase((db) => pageRows(db, walkedPage(anyKeyLike(p.pattern))).prepare('admin_users_prefix_walk'));
const sortedPrefixPageQuery = preparedPerDatabase((db) => pageRows(db, sortedPage(anyKeyInRange(p.lo, p.hi))).prepare('admin_users_prefix_sort'));

/**
 * A long or several-word search's page and figures from one set of matches: a CTE read twice is computed once, so
 * the matches are found once (they are few, so they are sorted).
 */
const countedPageQuery = preparedPerDatabase((db) => {
  const m = db.$with('matches').as(
    db.select({ userId: d.userId, createdAt: d.createdAt, active: sql<boolean>`${directoryActiveNow}`.as('active') }).from(d).where(and(listed, countedMatch)),
  );
  const page = sql`(select ${m.userId}, ${m.createdAt} from ${m} where ${statusFilter(sql`${m.active}`)}
    order by ${m.createdAt} desc, ${m.userId} limit ${p.limit} offset ${p.offset})`;
  const figures = sql<Figures>`(select json_build_object('total', count(*), 'active', count(*) filter (where ${m.active})) from ${m})`;
  return pageRows(db, page, figures, m).prepare('admin_users_counted_page');
});

/**
 * How many rows a walk may read per row it expects to keep before sorting every match is the cheaper read: a walk
 * reads about (offset + page) x listed / selected rows when the matches are spread over time, and more when they
 * cluster among older accounts.
 */
const WALK_MARGIN = 4;

const selectedOf = (f: Figures, status: ListParams['status']) => (status === 'active' ? f.active : status === 'inactive' ? f.total - f.active : f.total);

/**
 * One page of the back office's user list with its figures (the search's, or the whole list's without one).
 * Every read is a prepared statement; a page never sorts or counts more rows than it must at 100,000 members.
 */
export async function listUserRows(db: Db, params: ListParams) {
  const search = parseSearch(params.q);
  const base = { includeAdmins: params.includeAdmins, status: params.status, limit: params.pageSize, offset: (params.page - 1) * params.pageSize };
  let figures: Figures;
  let rows: Awaited<ReturnType<ReturnType<typeof unfilteredPageQuery>['execute']>>;
  if (search.kind === 'none') {
    rows = await unfilteredPageQuery(db).execute(base);
    figures = rows[0]?.figures ?? (await unfilteredFiguresQuery(db).execute(base))[0]!.figures;
  } else if (search.kind === 'counted') {
    const { first, rest } = search;
    const values = { ...base, ...search.range, firstLo: first?.lo ?? null, firstHi: first?.hi ?? null, restLo: rest?.lo ?? null, restHi: rest?.hi ?? null };
    rows = await countedPageQuery(db).execute(values);
    figures = rows[0]?.figures ?? (await countedFiguresQuery(db).execute(values))[0]!.figures;
  } else {
    const [f] = await prefixFiguresQuery(db).execute({ ...base, term: search.term, pattern: search.pattern });
    figures = { total: f?.total ?? 0, active: (f?.enabled ?? 0) - (f?.bannedNow ?? 0) };
    const selected = selectedOf(figures, params.status);
    if (selected <= base.offset) rows = [];
    else if ((base.offset + base.limit) * (f?.scope ?? 0) * WALK_MARGIN < selected * figures.total)
      rows = await walkedPrefixPageQuery(db).execute({ ...base, pattern: search.pattern });
    else rows = await sortedPrefixPageQuery(db).execute({ ...base, ...search.range });
  }
  const summary = { total: figures.total, active: figures.active, inactive: figures.total - figures.active };
  return { rows, totalCount: selectedOf(figures, params.status), summary };
}

/**
 * The condition and placeholder values that select exactly the accounts the list pages through for these
 * filters (the status, and a search matched as the counted one is: the same accounts as every kind of search).
 */
export function exportMatch(params: Omit<ListParams, 'page' | 'pageSize'>) {
  const search = parseSearch(params.q);
  const base = { includeAdmins: params.includeAdmins, status: params.status };
  const status = statusFilter(directoryActiveNow);
  if (search.kind === 'none') return { match: status, values: base };
  const first = search.kind === 'counted' ? search.first : null;
  const rest = search.kind === 'counted' ? search.rest : null;
  return {
    match: and(countedMatch, status),
    values: { ...base, ...search.range, firstLo: first?.lo ?? null, firstHi: first?.hi ?? null, restLo: rest?.lo ?? null, restHi: rest?.hi ?? null },
  };
}

/** The admins the Admin Management screen lists, oldest first, matching a search like the user list's. */
export async function listAdminRows(db: DbOrTx, q: string) {
  const search = parseSearch(q);
  const match =
    search.kind === 'none'
      ? undefined
      : or(anyKeyInRange(search.range.lo, search.range.hi), search.kind === 'counted' && search.first && search.rest ? fullNameInRange(search.first, search.rest) : undefined);
  return db
    .select({ id: user.id, email: user.email, createdAt: user.createdAt, firstName: profiles.firstName, lastName: profiles.lastName, avatarKey: profiles.avatarKey })
    .from(d)
    .innerJoin(user, eq(user.id, d.userId))
    .innerJoin(profiles, eq(profiles.userId, d.userId))
    .where(and(eq(d.role, 'admin'), isNull(d.deletedAt), match))
    .orderBy(asc(d.createdAt), asc(d.userId))
    .limit(200);
}
