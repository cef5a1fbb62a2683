import { and, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { user } from '../../db/schema/auth.ts';

export interface AuditFilter {
  actorId?: string;
  action?: string;
  /** Instants: from inclusive, to exclusive. */
  from?: Date;
  to?: Date;
}

const actor = alias(user, 'actor');
const targetPerson = alias(user, 'target_person');

const where = (f: AuditFilter) =>
  and(
    f.actorId ? eq(auditLog.actorId, f.actorId) : undefined,
    f.action ? eq(auditLog.action, f.action) : undefined,
    f.from ? gte(auditLog.createdAt, f.from) : undefined,
    f.to ? lt(auditLog.createdAt, f.to) : undefined,
  );

/** One page of the log, newest first; a person's name is read from their account when the entry did not keep one. */
export const listAuditPage = (db: DbOrTx, f: AuditFilter, page: { limit: number; offset: number }) =>
  db
    .select({
      id: auditLog.id,
      createdAt: auditLog.createdAt,
      action: auditLog.action,
      actorId: actor.id,
      actorName: actor.name,
      actorEmail: actor.email,
      targetType: auditLog.targetType,
      targetId: auditLog.targetId,
      targetName: sql<string | null>`coalesce(${auditLog.targetName}, ${targetPerson.name})`,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .leftJoin(actor, eq(actor.id, auditLog.actorId))
    .leftJoin(targetPerson, and(eq(auditLog.targetType, 'person'), eq(targetPerson.id, auditLog.targetId)))
    .where(where(f))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(page.limit)
    .offset(page.offset);

export async function countAudit(db: DbOrTx, f: AuditFilter) {
  const [row] = await db.select({ n: count() }).from(auditLog).where(where(f));
  return row?.n ?? 0;
}

/** Everyone who has acted in the log (an admin since demoted or deleted stays), by name. */
export const listAuditActors = (db: DbOrTx) =>
  db
    .selectDistinct({ id: user.id, name: user.name, email: user.email })
    .from(auditLog)
    .innerJoin(user, eq(user.id, auditLog.actorId))
    .orderBy(user.name, user.email, user.id);

export async function listAuditActions(db: DbOrTx) {
  const rows = await db.selectDistinct({ action: auditLog.action }).from(auditLog).orderBy(auditLog.action);
  return rows.map((r) => r.action);
}
