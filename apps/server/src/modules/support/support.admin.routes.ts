import { supportInboxQuerySchema, supportReplySchema } from '@drivecare/contract/support';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { validate } from '../../lib/validate.ts';
import { currentUser } from '../../middleware/session.ts';
import { assignToMe, close, countUnread, getConversation, listInbox, reply, responseTimes } from './support.admin.service.ts';
import type { SupportDeps } from './support.deps.ts';

/** /api/admin/support (requireAdmin is applied in app.ts): the inbox, threads, replies, the response-time figures. */
export const adminSupportRoutes = (deps: SupportDeps) =>
  new Hono<AppEnv>()
    .get('/', validate('query', supportInboxQuerySchema), async (c) => {
      const { status, page } = c.req.valid('query');
      return c.json(await listInbox(deps, status, page));
    })
    .get('/unread', async (c) => c.json(await countUnread(deps)))
    .get('/response-times', async (c) => c.json(await responseTimes(deps)))
    .get('/:id', async (c) => c.json(await getConversation(deps, c.req.param('id'))))
    .post('/:id/assign', async (c) => c.json(await assignToMe(deps, currentUser(c), c.req.param('id'))))
    .post('/:id/replies', validate('json', supportReplySchema), async (c) =>
      c.json(await reply(deps, currentUser(c), c.req.param('id'), c.req.valid('json').message), 201),
    )
    .post('/:id/close', async (c) => c.json(await close(deps, c.req.param('id'))));
