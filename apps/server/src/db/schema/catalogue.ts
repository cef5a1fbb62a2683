import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export type Weekday = 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';
export interface DaySchedule {
  open: string;
  close: string;
  enabled: boolean;
}
export type WeeklySchedule = Record<Weekday, DaySchedule>;

export const shops = pgTable(
  'shops',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zipCode: text('zip_code').notNull(),
    phoneNumber: text('phone_number'),
    isActive: boolean('is_active').notNull().default(true),
    schedule: jsonb('schedule').$type<WeeklySchedule>().notNull(),
    slotCapacity: integer('slot_capacity').notNull().default(2),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('shops_state_check', sql`${t.state} ~ '^[A-Z]{2}$'`),
    check('shops_zip_check', sql`length(${t.zipCode}) >= 5`),
    check('shops_slot_capacity_check', sql`${t.slotCapacity} between 1 and 100`),
    index('shops_active_name_idx').on(t.isActive, t.name),
  ],
);

export const services = pgTable(
  'services',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description'),
    /** Integer cents; null when the catalogue gives no price. */
    priceCents: integer('price_cents'),
    isActive: boolean('is_active').notNull().default(true),
    // How often the service is due, by time and by distance, whichever comes first; null: no schedule.
    intervalMonths: integer('interval_months'),
    intervalMiles: integer('interval_miles'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('services_interval_months_check', sql`${t.intervalMonths} is null or ${t.intervalMonths} between 1 and 240`),
    check('services_interval_miles_check', sql`${t.intervalMiles} is null or ${t.intervalMiles} between 1 and 1000000`),
    check('services_price_check', sql`${t.priceCents} is null or ${t.priceCents} >= 0`),
    check('services_name_check', sql`length(trim(${t.name})) > 0`),
    index('services_active_name_idx').on(t.isActive, t.name),
    // "Oil Change" and " oil change " are one service to members: names are unique ignoring case and spaces.
    uniqueIndex('services_name_unique_idx').on(sql`lower(trim(${t.name}))`),
  ],
);
