import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { shops } from './catalogue.ts';
import { appointments } from './appointments.ts';
import { vehicles } from './vehicles.ts';

export type WaitlistEntryStatus = 'waiting' | 'offered' | 'booked' | 'left' | 'declined' | 'expired';

/**
 * A member waiting for a full slot, with the booking they want (vehicle, services, details). The offer job turns the
 * first waiting entry of a slot with a free place into 'offered', held until offer_expires_at; a claim books it and
 * marks it 'booked'. See decision record 0036.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    appointmentDate: date('appointment_date').notNull(),
    appointmentTime: text('appointment_time').notNull(),
    vehicleId: uuid('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    serviceIds: uuid('service_ids').array().notNull(),
    additionalDetails: text('additional_details'),
    status: text('status').$type<WaitlistEntryStatus>().notNull().default('waiting'),
    offeredAt: timestamp('offered_at', { withTimezone: true }),
    offerExpiresAt: timestamp('offer_expires_at', { withTimezone: true }),
    appointmentId: uuid('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('waitlist_entries_status_check', sql`${t.status} in ('waiting', 'offered', 'booked', 'left', 'declined', 'expired')`),
    check('waitlist_entries_offer_check', sql`${t.status} <> 'offered' or ${t.offerExpiresAt} is not null`),
    // One active entry per member and slot.
    uniqueIndex('waitlist_entries_member_slot_idx')
      .on(t.userId, t.shopId, t.appointmentDate, t.appointmentTime)
      .where(sql`${t.status} in ('waiting', 'offered')`),
    // A slot is never offered to two members at once, whatever instance made the offer.
    uniqueIndex('waitlist_entries_one_offer_idx')
      .on(t.shopId, t.appointmentDate, t.appointmentTime)
      .where(sql`${t.status} = 'offered'`),
    // The offer job's scan: waiting entries by slot, first come first.
    index('waitlist_entries_waiting_idx')
      .on(t.appointmentDate, t.shopId, t.appointmentTime, t.createdAt)
      .where(sql`${t.status} = 'waiting'`),
    index('waitlist_entries_user_idx').on(t.userId),
  ],
);
