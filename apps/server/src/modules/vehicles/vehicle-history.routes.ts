import { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { currentUser, requireMember } from '../../middleware/session.ts';
import { getShareState, historyPdf, shareHistory, stopSharing } from './vehicle-sharing.service.ts';
import type { VehiclesDeps } from './vehicles.deps.ts';

/** The member's hand-over of one of their vehicles: the history PDF and the share link. Another member's id: 404. */
export const vehicleHistoryRoutes = (deps: VehiclesDeps) =>
  new Hono<AppEnv>()
    .use(requireMember)
    .get('/:id/history.pdf', deps.limit('historyHandover'), async (c) => {
      const { fileName, content } = await historyPdf(deps, currentUser(c).id, c.req.param('id'));
      return c.body(new Uint8Array(content), 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${fileName}"`,
        'Cache-Control': 'no-store',
      });
    })
    .get('/:id/share-link', async (c) => c.json(await getShareState(deps, currentUser(c).id, c.req.param('id'))))
    .post('/:id/share-link', deps.limit('historyHandover'), async (c) =>
      c.json(await shareHistory(deps, currentUser(c).id, c.req.param('id')), 201),
    )
    .delete('/:id/share-link', async (c) => {
      await stopSharing(deps, currentUser(c).id, c.req.param('id'));
      return c.body(null, 204);
    });
