import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { appointmentStatuses, type AppointmentStatus } from '@drivecare/contract/appointments';
import { user } from './auth.ts';
import { services, shops } from './catalogue.ts';
import { vehicles } from './vehicles.ts';

/** The check constraint's list, built from the contract's one list of statuses. */
const statusList = sql.raw(appointmentStatuses.map((status) => `'${status}'`).join(','));

export const appointments = pgTable(
  'appointments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'restrict' }),
    vehicleId: uuid('vehicle_id').references(() => vehicles.id, { onDelete: 'set null' }),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'restrict' }),
    appointmentDate: date('appointment_date').notNull(),
    appointmentTime: text('appointment_time').notNull(),
    additionalDetails: text('additional_details'),
    status: text('status').$type<AppointmentStatus>().notNull().default('scheduled'),
    previousStatus: text('previous_status').$type<AppointmentStatus>(),
    // The calendar invite's SEQUENCE: raised whenever the event moves or is cancelled, so calendars apply the change.
    icsSequence: integer('ics_sequence').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('appointments_status_check', sql`${t.status} in (${statusList})`),
    check('appointments_time_check', sql`${t.appointmentTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    index('appointments_user_date_idx').on(t.userId, t.appointmentDate),
    index('appointments_shop_slot_idx').on(t.shopId, t.appointmentDate, t.appointmentTime),
    // Availability counts only the places still held: read from the index alone, however many past visits a shop has.
    index('appointments_occupied_slot_idx')
      .on(t.shopId, t.appointmentDate, t.appointmentTime)
      .where(sql`${t.status} in ('scheduled', 'in-progress')`),
    index('appointments_status_date_idx').on(t.status, t.appointmentDate),
    // The back office lists pages in (date, time, id) order: the index hands out a page without sorting the range.
    index('appointments_date_time_id_idx').on(t.appointmentDate, t.appointmentTime, t.id),
    // The Upcoming tab (the back office's first view) in the same order, without stepping over the range's past visits.
    index('appointments_upcoming_idx')
      .on(t.appointmentDate, t.appointmentTime, t.id)
      .where(sql`${t.status} in ('scheduled', 'in-progress')`),
    index('appointments_vehicle_idx').on(t.vehicleId),
  ],
);

export const appointmentServices = pgTable(
  'appointment_services',
  {
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.appointmentId, t.serviceId] }), index('appointment_services_service_idx').on(t.serviceId)],
);

/** Receipts and other documents staff attach to an appointment. Files sit in the storage adapter. */
export const receipts = pgTable(
  'receipts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    uploadedBy: text('uploaded_by').references(() => user.id, { onDelete: 'set null' }),
    fileKey: text('file_key').notNull().unique(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    uploadDate: timestamp('upload_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('receipts_size_check', sql`${t.sizeBytes} >= 0`),
    index('receipts_appointment_idx').on(t.appointmentId),
  ],
);
