import type { AuditFilters, AuditLogPage, listAuditQuerySchema } from '@drivecare/contract/audit';
import type { z } from 'zod';
import { zonedTimeToUtc } from '../../lib/club-time.ts';
import type { AuditDeps } from './audit.deps.ts';
import * as repo from './audit.repository.ts';

type Query = z.output<typeof listAuditQuerySchema>;

const nextDay = (date: string) => {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

/** A page of the log; the days are the club's, from the first one's midnight to the end of the last one. */
export async function listAudit(deps: AuditDeps, q: Query): Promise<AuditLogPage> {
  const filter: repo.AuditFilter = {
    actorId: q.actorId,
    action: q.action,
    from: q.from ? zonedTimeToUtc(q.from, '00:00', deps.timeZone) : undefined,
    to: q.to ? zonedTimeToUtc(nextDay(q.to), '00:00', deps.timeZone) : undefined,
  };
  const [rows, totalCount] = await Promise.all([
    repo.listAuditPage(deps.db, filter, { limit: q.pageSize, offset: (q.page - 1) * q.pageSize }),
    repo.countAudit(deps.db, filter),
  ]);
  return {
    data: rows.map(({ actorId, actorName, actorEmail, createdAt, ...row }) => ({
      ...row,
      createdAt: createdAt.toISOString(),
      actor: actorId !== null && actorName !== null && actorEmail !== null ? { id: actorId, name: actorName, email: actorEmail } : null,
    })),
    page: q.page,
    pageSize: q.pageSize,
    totalCount,
  };
}

export async function getAuditFilters(deps: AuditDeps): Promise<AuditFilters> {
  const [actors, actions] = await Promise.all([repo.listAuditActors(deps.db), repo.listAuditActions(deps.db)]);
  return { actors, actions };
}
