import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { appointments } from './appointments.ts';
import { user } from './auth.ts';
import { services } from './catalogue.ts';
import { vehicles } from './vehicles.ts';

/** Where a reading came from: the member typed it, or staff recorded it when completing a visit. */
export type OdometerSource = 'member' | 'shop';

export const odometerReadings = pgTable(
  'odometer_readings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    vehicleId: uuid('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    miles: integer('miles').notNull(),
    readingDate: date('reading_date').notNull(),
    source: text('source').$type<OdometerSource>().notNull(),
    appointmentId: uuid('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('odometer_readings_miles_check', sql`${t.miles} between 0 and 5000000`),
    check('odometer_readings_source_check', sql`${t.source} in ('member', 'shop')`),
    index('odometer_readings_vehicle_date_idx').on(t.vehicleId, t.readingDate, t.createdAt),
    // One shop reading per visit: completing it again replaces the reading instead of adding another.
    uniqueIndex('odometer_readings_appointment_idx').on(t.appointmentId),
  ],
);

/** Work done elsewhere, recorded by the member, with an optional receipt checked by its content. */
export const serviceRecords = pgTable(
  'service_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    vehicleId: uuid('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    serviceDate: date('service_date').notNull(),
    odometerMiles: integer('odometer_miles'),
    description: text('description'),
    costCents: integer('cost_cents'),
    notes: text('notes'),
    receiptKey: text('receipt_key').unique(),
    receiptName: text('receipt_name'),
    receiptType: text('receipt_type'),
    receiptBytes: bigint('receipt_bytes', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('service_records_odometer_check', sql`${t.odometerMiles} is null or ${t.odometerMiles} between 0 and 5000000`),
    check('service_records_cost_check', sql`${t.costCents} is null or ${t.costCents} between 0 and 100000000`),
    check(
      'service_records_receipt_check',
      sql`(${t.receiptKey} is null) = (${t.receiptName} is null) and (${t.receiptKey} is null) = (${t.receiptType} is null)`,
    ),
    index('service_records_vehicle_date_idx').on(t.vehicleId, t.serviceDate),
    index('service_records_user_idx').on(t.userId),
  ],
);

export const serviceRecordServices = pgTable(
  'service_record_services',
  {
    recordId: uuid('record_id')
      .notNull()
      .references(() => serviceRecords.id, { onDelete: 'cascade' }),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.recordId, t.serviceId] }), index('service_record_services_service_idx').on(t.serviceId)],
);

/** The member's own interval for one service on one vehicle, or the service turned off for it. */
export const vehicleServiceIntervals = pgTable(
  'vehicle_service_intervals',
  {
    vehicleId: uuid('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    intervalMonths: integer('interval_months'),
    intervalMiles: integer('interval_miles'),
    enabled: boolean('enabled').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.vehicleId, t.serviceId] }),
    index('vehicle_service_intervals_service_idx').on(t.serviceId),
    check('vehicle_service_intervals_months_check', sql`${t.intervalMonths} is null or ${t.intervalMonths} between 1 and 240`),
    check('vehicle_service_intervals_miles_check', sql`${t.intervalMiles} is null or ${t.intervalMiles} between 1 and 1000000`),
  ],
);
