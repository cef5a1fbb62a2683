import { announcementInputSchema, announcementStatusSchema } from '@drivecare/contract/announcements';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../app-env.ts';
import { validate } from '../../lib/validate.ts';
import { currentUser, requireMember } from '../../middleware/session.ts';
import {
  createAnnouncement,
  editAnnouncement,
  getAnnouncements,
  getCurrentAnnouncement,
  recordAnnouncementSeen,
  removeAnnouncement,
  type AnnouncementDeps,
} from './announcements.service.ts';

const idParam = validate('param', z.object({ id: z.uuid('Announcement not found') }));

/** /api/announcements for members and admins: the current one, and what the caller did with it. */
export const announcementRoutes = (deps: AnnouncementDeps) =>
  new Hono<AppEnv>()
    .use(requireMember)
    .get('/current', async (c) => c.json(await getCurrentAnnouncement(deps, currentUser(c).id)))
    .post('/:id/acknowledge', idParam, async (c) => {
      await recordAnnouncementSeen(deps, currentUser(c).id, c.req.valid('param').id, false);
      return c.body(null, 204);
    })
    .post('/:id/dismiss', idParam, async (c) => {
      await recordAnnouncementSeen(deps, currentUser(c).id, c.req.valid('param').id, true);
      return c.body(null, 204);
    });

/** /api/admin/announcements (requireAdmin is applied in app.ts). */
export const adminAnnouncementRoutes = (deps: AnnouncementDeps) =>
  new Hono<AppEnv>()
    .get('/', async (c) => c.json(await getAnnouncements(deps)))
    .post('/', validate('json', announcementInputSchema), async (c) =>
      c.json(await createAnnouncement(deps, c.req.valid('json'), currentUser(c).id), 201),
    )
    .put('/:id', idParam, validate('json', announcementInputSchema), async (c) =>
      c.json(await editAnnouncement(deps, c.req.valid('param').id, c.req.valid('json'))),
    )
    .patch('/:id/status', idParam, validate('json', announcementStatusSchema), async (c) =>
      c.json(await editAnnouncement(deps, c.req.valid('param').id, c.req.valid('json'))),
    )
    .delete('/:id', idParam, async (c) => {
      await removeAnnouncement(deps, c.req.valid('param').id);
      return c.body(null, 204);
    });
