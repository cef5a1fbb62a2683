import { Hono } from 'hono';
import { createUserSchema, listUsersQuerySchema, updateUserSchema, userStatusActionSchema } from '@drivecare/contract/users';
import type { AppEnv } from '../../app-env.ts';
import { validate } from '../../lib/validate.ts';
import { csvResponse } from '../../middleware/csv-response.ts';
import { currentUser } from '../../middleware/session.ts';
import { changeUserStatus, createUser, deleteUser, getUserHistory, listUsers, updateUser } from './users.admin.service.ts';
import type { PeopleDeps } from './people.deps.ts';
import { exportUsers } from './users-export.admin.service.ts';

/** /api/admin/users — mounted behind requireAdmin. */
export const adminUsersRoutes = (deps: PeopleDeps) => {
  const { db, hashPassword: hash } = deps;
  return new Hono<AppEnv>()
    .get('/', validate('query', listUsersQuerySchema), async (c) => c.json(await listUsers(db, c.req.valid('query'))))
    .get('/export', validate('query', listUsersQuerySchema), async (c) => csvResponse(c, await exportUsers(deps, currentUser(c), c.req.valid('query'))))
    .post('/', validate('json', createUserSchema), async (c) => c.json(await createUser(db, currentUser(c), c.req.valid('json'), hash), 201))
    .patch('/:id', validate('json', updateUserSchema), async (c) =>
      c.json(await updateUser(db, currentUser(c), c.req.param('id'), c.req.valid('json'), hash)),
    )
    .post('/:id/status', validate('json', userStatusActionSchema), async (c) =>
      c.json(await changeUserStatus(db, currentUser(c), c.req.param('id'), c.req.valid('json'))),
    )
    .get('/:id/history', async (c) => c.json(await getUserHistory(db, c.req.param('id'))))
    .delete('/:id', async (c) => c.json(await deleteUser(db, currentUser(c), c.req.param('id'))));
};
