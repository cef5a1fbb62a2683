import { listAuditQuerySchema } from '@drivecare/contract/audit';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { validate } from '../../lib/validate.ts';
import { getAuditFilters, listAudit } from './audit.admin.service.ts';
import type { AuditDeps } from './audit.deps.ts';

/** /api/admin/audit (requireAdmin is applied in app.ts): the log of every admin action. */
export const adminAuditRoutes = (deps: AuditDeps) =>
  new Hono<AppEnv>()
    .get('/', validate('query', listAuditQuerySchema), async (c) => c.json(await listAudit(deps, c.req.valid('query'))))
    .get('/filters', async (c) => c.json(await getAuditFilters(deps)));
