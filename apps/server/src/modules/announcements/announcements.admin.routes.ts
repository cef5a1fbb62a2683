import { announcementInputSchema, announcementStatusSchema } from '@drivecare/contract/announcements';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../app-env.ts';
import { validate } from '../../lib/validate.ts';
import { currentUser } from '../../middleware/session.ts';
import { createAnnouncement, editAnnouncement, getAnnouncements, removeAnnouncement } from './announcements.admin.service.ts';
import type { AnnouncementDeps } from './announcements.deps.ts';

const idParam = validate('param', z.object({ id: z.uuid('Announcement not found') }));

/** /api/admin/announcements (requireAdmin is applied in app.ts). */
export const adminAnnouncementRoutes = (deps: AnnouncementDeps) =>
  new Hono<AppEnv>()
    .get('/', async (c) => c.json(await getAnnouncements(deps)))
    .post('/', validate('json', announcementInputSchema), async (c) =>
      c.json(await createAnnouncement(deps, c.req.valid('json'), currentUser(c).id), 201),
    )
    .put('/:id', idParam, validate('json', announcementInputSchema), async (c) =>
      c.json(await editAnnouncement(deps, currentUser(c).id, c.req.valid('param').id, c.req.valid('json'))),
    )
    .patch('/:id/status', idParam, validate('json', announcementStatusSchema), async (c) =>
      c.json(await editAnnouncement(deps, currentUser(c).id, c.req.valid('param').id, c.req.valid('json'))),
    )
    .delete('/:id', idParam, async (c) => {
      await removeAnnouncement(deps, currentUser(c).id, c.req.valid('param').id);
      return c.body(null, 204);
    });
