import { outboxMessages as msg, outboxQuerySchema } from '@drivecare/contract/outbox';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../app-env.ts';
import { validate } from '../../lib/validate.ts';
import { getOutbox, retryDeadMessage } from './outbox.admin.service.ts';
import type { NotificationsDeps } from './notifications.deps.ts';

const idParam = validate('param', z.object({ id: z.uuid(msg.notFound) }));

/** /api/admin/outbox (requireAdmin is applied in app.ts): delivery counts and retry of dead messages. */
export const adminOutboxRoutes = ({ db, mailer }: NotificationsDeps) =>
  new Hono<AppEnv>()
    .get('/', validate('query', outboxQuerySchema), async (c) =>
      c.json(await getOutbox(db, c.req.valid('query').status)),
    )
    .post('/:id/retry', idParam, async (c) => {
      const message = await retryDeadMessage(db, c.req.valid('param').id);
      // A nudge, not a drain: in a `web` process delivery is left to the worker.
      mailer.nudge();
      return c.json(message);
    });
