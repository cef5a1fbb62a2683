import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { garages } from './profiles.ts';

export const vehicles = pgTable(
  'vehicles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    garageId: uuid('garage_id')
      .notNull()
      .references(() => garages.id, { onDelete: 'cascade' }),
    make: text('make').notNull(),
    model: text('model').notNull(),
    year: integer('year').notNull(),
    color: text('color'),
    licensePlate: text('license_plate'),
    odometerMiles: integer('odometer_miles'),
    vin: text('vin'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('vehicles_year_check', sql`${t.year} between 1900 and 2100`),
    check('vehicles_make_check', sql`length(trim(${t.make})) > 0`),
    check('vehicles_model_check', sql`length(trim(${t.model})) > 0`),
    check('vehicles_odometer_check', sql`${t.odometerMiles} is null or ${t.odometerMiles} >= 0`),
    index('vehicles_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    index('vehicles_garage_id_idx').on(t.garageId),
    // The back office's vehicle list, newest first: a page from the index instead of sorting every vehicle.
    index('vehicles_created_id_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);
