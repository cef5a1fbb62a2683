import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { user } from '../../db/schema/auth.ts';

export type AuditAction =
  | 'create'
  | 'edit'
  | 'ban'
  | 'unban'
  | 'activate'
  | 'deactivate'
  | 'delete'
  | 'role_change'
  | 'schedule_change'
  | 'status_change'
  | 'closure_add'
  | 'closure_remove'
  | 'appointment_move'
  | 'export'
  | 'settings_change'
  | 'credit_note'
  | 'mark_paid';

/** What kind of thing an entry is about; the Audit Log names it by its `targetName`. */
export type AuditTargetType = 'person' | 'shop' | 'service' | 'announcement' | 'vehicle' | 'appointment' | 'settings' | 'invoice';

/** The lists staff can export; an export's audit row names its list as the target. */
export type ExportedList = 'users' | 'appointments' | 'vehicles';

export interface AuditRow {
  actorId: string;
  /** 'person' when absent. */
  targetType?: AuditTargetType;
  targetId: string;
  /** The target's name as it is at the time (a person's is read from their row when absent). */
  targetName?: string | null;
  action: AuditAction;
  before: unknown;
  after: unknown;
}

/** Written in the same transaction as the change it records. */
export async function insertAuditRow(db: DbOrTx, row: AuditRow): Promise<void> {
  await db.insert(auditLog).values({ ...row, before: row.before ?? null, after: row.after ?? null });
}

export async function listAuditForTarget(db: DbOrTx, targetId: string, limit = 10) {
  return db
    .select({ id: auditLog.id, action: auditLog.action, actorEmail: user.email, createdAt: auditLog.createdAt, before: auditLog.before, after: auditLog.after })
    .from(auditLog)
    .leftJoin(user, eq(user.id, auditLog.actorId))
    .where(eq(auditLog.targetId, targetId))
    .orderBy(desc(auditLog.createdAt))
    .limit(limit);
}

/** An export of a list, with the filters that selected its rows. */
export function insertExportAuditRow(db: DbOrTx, actorId: string, list: ExportedList, filters: Record<string, unknown>): Promise<void> {
  return insertAuditRow(db, { actorId, targetId: list, action: 'export', before: null, after: { list, filters } });
}
