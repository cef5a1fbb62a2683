import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { findingConditions, visitStages, type EstimateDecision, type FindingCondition, type VisitStage } from '@drivecare/contract/visits';
import { user } from './auth.ts';
import { appointments } from './appointments.ts';
import { services } from './catalogue.ts';

const listOf = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(','));

/** Every stage an appointment reached, with when: the tracker's history; the last row is the current stage. */
export const visitStageHistory = pgTable(
  'visit_stage_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    stage: text('stage').$type<VisitStage>().notNull(),
    reachedAt: timestamp('reached_at', { withTimezone: true }).notNull().defaultNow(),
    setBy: text('set_by').references(() => user.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('visit_stage_history_stage_check', sql`${t.stage} in (${listOf(visitStages)})`),
    index('visit_stage_history_appointment_idx').on(t.appointmentId, t.reachedAt),
  ],
);

export const visitFindings = pgTable(
  'visit_findings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    condition: text('condition').$type<FindingCondition>().notNull(),
    notes: text('notes'),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('visit_findings_condition_check', sql`${t.condition} in (${listOf(findingConditions)})`),
    index('visit_findings_appointment_idx').on(t.appointmentId, t.createdAt),
  ],
);

/** Photos of a finding; the resized image sits in the storage adapter under file_key. */
export const visitFindingPhotos = pgTable(
  'visit_finding_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    findingId: uuid('finding_id')
      .notNull()
      .references(() => visitFindings.id, { onDelete: 'cascade' }),
    fileKey: text('file_key').notNull().unique(),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('visit_finding_photos_finding_idx').on(t.findingId, t.createdAt)],
);

/** The estimate's line items, in cents. Recommended items carry the member's decision and its time. */
export const estimateItems = pgTable(
  'estimate_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    serviceId: uuid('service_id').references(() => services.id, { onDelete: 'set null' }),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    recommended: boolean('recommended').notNull(),
    decision: text('decision').$type<EstimateDecision>(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    done: boolean('done').notNull().default(false),
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('estimate_items_quantity_check', sql`${t.quantity} between 1 and 999`),
    check('estimate_items_price_check', sql`${t.unitPriceCents} >= 0`),
    check('estimate_items_decision_check', sql`${t.decision} is null or (${t.recommended} and ${t.decision} in ('approved', 'declined'))`),
    // The rule the service enforces, kept by the database too: no work on a recommended item the member has not approved.
    check('estimate_items_done_check', sql`not ${t.done} or not ${t.recommended} or ${t.decision} = 'approved'`),
    index('estimate_items_appointment_idx').on(t.appointmentId, t.createdAt),
  ],
);
