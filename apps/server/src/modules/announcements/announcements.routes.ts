import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../app-env.ts';
import { validate } from '../../lib/validate.ts';
import { currentUser, requireMember } from '../../middleware/session.ts';
import type { AnnouncementDeps } from './announcements.deps.ts';
import { getCurrentAnnouncement, recordAnnouncementSeen } from './announcements.service.ts';

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
