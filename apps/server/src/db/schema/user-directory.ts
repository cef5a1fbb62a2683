import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

/**
 * What the back office filters, searches and sorts accounts by, one row per account with a profile, kept by
 * triggers on "user" and user_profiles (migration 0007; the application never writes it). With every filter
 * in one table a search is one bitmap over its prefix indexes instead of a union joined across two tables,
 * and a filtered count reads one table.
 */
export const userDirectory = pgTable(
  'user_directory',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    emailLower: text('email_lower').notNull(),
    firstNameLower: text('first_name_lower'),
    lastNameLower: text('last_name_lower'),
    phoneNumber: text('phone_number'),
    isActive: boolean('is_active').notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    banned: boolean('banned').notNull(),
    banExpires: timestamp('ban_expires', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('user_directory_email_idx').using('btree', sql`${t.emailLower} text_pattern_ops`),
    index('user_directory_first_name_idx').using('btree', sql`${t.firstNameLower} text_pattern_ops`),
    index('user_directory_last_name_idx').using('btree', sql`${t.lastNameLower} text_pattern_ops`),
    // Lower-cased like the other keys (an admin may type letters into a phone number): search ignores case throughout.
    index('user_directory_phone_lower_idx').using('btree', sql`lower(${t.phoneNumber}) text_pattern_ops`),
    // A page in the list's order (newest first, id tie-breaker) is an index range read, with or without the role.
    index('user_directory_role_created_idx').on(t.role, t.createdAt.desc().nullsFirst(), t.userId),
    index('user_directory_created_idx').on(t.createdAt.desc().nullsFirst(), t.userId),
    // The few accounts with a ban: subtracted from the active counter while their ban runs.
    index('user_directory_banned_idx').on(t.role).where(sql`${t.banned}`),
  ],
);

/**
 * Per role, the accounts not deleted and, of those, the ones not deactivated: kept by a trigger on
 * user_directory, so the list's unfiltered figures are read, not counted, at 100,000 members.
 */
export const userDirectoryCounts = pgTable('user_directory_counts', {
  role: text('role').primaryKey(),
  listed: integer('listed').notNull().default(0),
  enabled: integer('enabled').notNull().default(0),
});

/**
 * The longest search term whose figures are read from user_prefix_counts; a longer one is counted (it matches few
 * accounts). The migration's user_search_prefixes() stops at the same length.
 */
export const USER_SEARCH_PREFIX_MAX = 6;

/**
 * Per role and search prefix, the accounts not deleted and, of those, the ones not deactivated. An account counts
 * once under every prefix (up to USER_SEARCH_PREFIX_MAX characters) of its e-mail, first name, last name or phone,
 * so one row is exactly the number of accounts a search for that prefix matches: a search's "of N" and its Active /
 * Inactive figures are read, not counted (a broad search matches thousands of the 100,000 members). Like the
 * appointment totals, a trigger on user_directory only appends to user_prefix_count_changes and the server folds
 * them in here; a figure is the sum over both tables, exact at any moment.
 */
export const userPrefixCounts = pgTable(
  'user_prefix_counts',
  {
    prefix: text('prefix').notNull(),
    role: text('role').notNull(),
    listed: integer('listed').notNull(),
    enabled: integer('enabled').notNull(),
  },
  (t) => [primaryKey({ columns: [t.prefix, t.role] })],
);

export const userPrefixCountChanges = pgTable(
  'user_prefix_count_changes',
  {
    prefix: text('prefix').notNull(),
    role: text('role').notNull(),
    listed: integer('listed').notNull(),
    enabled: integer('enabled').notNull(),
  },
  (t) => [index('user_prefix_count_changes_prefix_idx').on(t.prefix)],
);
