import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { services } from './catalogue.ts';
import { vehicles } from './vehicles.ts';

/**
 * A read-only link to one vehicle's history (/h/{token}). The token is not stored: it is the row's id signed with
 * the server's secret, so the member can see their link again while a copy of the database alone opens nothing.
 */
export const vehicleShareLinks = pgTable(
  'vehicle_share_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    vehicleId: uuid('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    check('vehicle_share_links_expiry_check', sql`${t.expiresAt} > ${t.createdAt}`),
    // At most one link in force per vehicle: 'Share History' replaces the previous one.
    uniqueIndex('vehicle_share_links_one_open_idx').on(t.vehicleId).where(sql`${t.revokedAt} is null`),
  ],
);

/**
 * One row per maintenance reminder ever queued. The key makes each kind go out once per due cycle (the cycle
 * starts at the last time the service was done, or at the vehicle's first reading) even with several instances.
 */
export const vehicleCareReminders = pgTable(
  'vehicle_care_reminders',
  {
    vehicleId: uuid('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    cycleStart: date('cycle_start', { mode: 'string' }).notNull(),
    kind: text('kind').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.vehicleId, t.serviceId, t.cycleStart, t.kind] }),
    check('vehicle_care_reminders_kind_check', sql`${t.kind} in ('due_soon','overdue')`),
    index('vehicle_care_reminders_sent_idx').on(t.sentAt),
  ],
);
