import { Hono } from 'hono';
import { z } from 'zod';
import { addAdminSchema, setRoleSchema } from '@drivecare/contract/users';
import type { AppEnv } from '../../app-env.ts';
import { validate } from '../../lib/validate.ts';
import { currentUser } from '../../middleware/session.ts';
import { addAdmin, changeRole, listAdmins } from './administrators.admin.service.ts';
import type { PeopleDeps } from './people.deps.ts';

/** /api/admin/admins — mounted behind requireAdmin. Edit and delete use the users routes. */
export const adminAdminsRoutes = ({ db, hashPassword: hash }: PeopleDeps) =>
  new Hono<AppEnv>()
    .get('/', validate('query', z.object({ q: z.string().trim().max(100).optional().default('') })), async (c) =>
      c.json(await listAdmins(db, c.req.valid('query').q)),
    )
    .post('/', validate('json', addAdminSchema), async (c) => c.json(await addAdmin(db, currentUser(c), c.req.valid('json'), hash), 201))
    .post('/:id/role', validate('json', setRoleSchema), async (c) =>
      c.json(await changeRole(db, currentUser(c), c.req.param('id'), c.req.valid('json').role)),
    );
