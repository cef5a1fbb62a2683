import { bigint, pgTable, uuid } from 'drizzle-orm/pg-core';

/**
 * How often what a shop's staff calendar shows has changed: its bookings (with their services, customers' names and
 * vehicles) and its closures. Triggers raise it in the writing transaction (migration 0026), so a calendar read with
 * version N is current while the version is still N; the catalogue's version (`care_catalogue_version`, migration
 * 0025) covers shop and service changes. No foreign key: a trigger may raise the version of a shop being deleted in
 * the same statement. Decision record 0038.
 */
export const calendarVersions = pgTable('calendar_versions', {
  shopId: uuid('shop_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});
