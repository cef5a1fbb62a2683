import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { appointments, receipts } from './appointments.ts';
import { services } from './catalogue.ts';
import { vehicles } from './vehicles.ts';

/**
 * The last number given per kind and year. Taking a number is `update … set last_number = last_number + 1`
 * inside the transaction that writes the invoice: the row lock orders concurrent completions, and a rollback
 * gives the number back, so numbers have no gaps and no duplicates.
 */
export const documentCounters = pgTable(
  'document_counters',
  {
    kind: text('kind').$type<'invoice' | 'credit_note'>().notNull(),
    year: integer('year').notNull(),
    lastNumber: integer('last_number').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.kind, t.year] }), check('document_counters_kind_check', sql`${t.kind} in ('invoice', 'credit_note')`)],
);

/**
 * An issued invoice (INV-2026-00001). Its figures are copied at issue and never change; a correction is a
 * credit note. Amounts are integer cents; the rates are the club settings in force at issue.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull().unique(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    // Kept when the appointment is deleted: an issued invoice outlives it.
    appointmentId: uuid('appointment_id')
      .unique()
      .references(() => appointments.id, { onDelete: 'set null' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    vehicleId: uuid('vehicle_id').references(() => vehicles.id, { onDelete: 'set null' }),
    // The club's Premium discount applied (0 for a Basic member), in whole percent.
    discountPercent: integer('discount_percent').notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    discountCents: integer('discount_cents').notNull(),
    taxRateBasisPoints: integer('tax_rate_basis_points').notNull(),
    taxCents: integer('tax_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    issuedBy: text('issued_by').references(() => user.id, { onDelete: 'set null' }),
    // The rendered PDF among the appointment's 'Receipts & Documents', once the job has written it.
    receiptId: uuid('receipt_id').references(() => receipts.id, { onDelete: 'set null' }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    // 'online': the checkout (Stripe or the demo) confirmed by the webhook; 'card' and 'cash': at the shop.
    paymentMethod: text('payment_method').$type<'online' | 'card' | 'cash'>(),
    paymentReference: text('payment_reference'),
    paidRecordedBy: text('paid_recorded_by').references(() => user.id, { onDelete: 'set null' }),
  },
  (t) => [
    unique('invoices_year_sequence_unique').on(t.year, t.sequence),
    check('invoices_amounts_check', sql`${t.subtotalCents} >= 0 and ${t.discountCents} >= 0 and ${t.taxCents} >= 0 and ${t.totalCents} >= 0`),
    check('invoices_payment_method_check', sql`${t.paymentMethod} is null or ${t.paymentMethod} in ('online', 'card', 'cash')`),
    check('invoices_paid_check', sql`(${t.paidAt} is null) = (${t.paymentMethod} is null)`),
    index('invoices_user_idx').on(t.userId, t.issuedAt),
    index('invoices_vehicle_idx').on(t.vehicleId, t.issuedAt),
  ],
);

/** The invoice's lines as issued: the included services and the approved recommended items. */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    serviceId: uuid('service_id').references(() => services.id, { onDelete: 'set null' }),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    amountCents: integer('amount_cents').notNull(),
  },
  (t) => [
    unique('invoice_lines_position_unique').on(t.invoiceId, t.position),
    check('invoice_lines_amount_check', sql`${t.quantity} >= 1 and ${t.unitPriceCents} >= 0 and ${t.amountCents} = ${t.quantity} * ${t.unitPriceCents}`),
  ],
);

/** A correction of an issued invoice (CN-2026-00001): an amount credited back, with its reason. */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull().unique(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    issuedBy: text('issued_by').references(() => user.id, { onDelete: 'set null' }),
    receiptId: uuid('receipt_id').references(() => receipts.id, { onDelete: 'set null' }),
  },
  (t) => [
    unique('credit_notes_year_sequence_unique').on(t.year, t.sequence),
    check('credit_notes_amount_check', sql`${t.amountCents} > 0`),
    index('credit_notes_invoice_idx').on(t.invoiceId),
  ],
);
