import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

/**
 * Every admin action: who, when, on what (its kind and its name as it was then, so a deleted shop or member still
 * reads by name), and the state before and after. Kept when the actor or the target goes away.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: text('actor_id').references(() => user.id, { onDelete: 'set null' }),
    targetType: text('target_type').notNull().default('person'),
    targetId: text('target_id').notNull(),
    targetName: text('target_name'),
    action: text('action').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_target_created_idx').on(t.targetId, t.createdAt.desc().nullsFirst()),
    // The Audit Log screen pages newest first, whole or by admin or by action.
    index('audit_log_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('audit_log_actor_created_idx').on(t.actorId, t.createdAt.desc(), t.id.desc()),
    index('audit_log_action_created_idx').on(t.action, t.createdAt.desc(), t.id.desc()),
  ],
);
