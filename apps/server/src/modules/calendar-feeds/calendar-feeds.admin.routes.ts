import { calendarFeedMessages as msg } from '@drivecare/contract/calendar-feeds';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../app-env.ts';
import { validate } from '../../lib/validate.ts';
import type { CalendarFeedsDeps } from './calendar-feeds.deps.ts';
import { createShopFeed, getShopFeedLink, resetShopFeed } from './calendar-feeds.admin.service.ts';

const shopParam = validate('param', z.object({ id: z.uuid(msg.shopNotFound) }));

/** /api/admin/shops/:id/calendar-feed (requireAdmin is applied in app.ts): one feed per shop for the staff. */
export const adminShopCalendarFeedRoutes = (deps: CalendarFeedsDeps) =>
  new Hono<AppEnv>()
    .get('/:id/calendar-feed', shopParam, async (c) => c.json(await getShopFeedLink(deps, c.req.valid('param').id)))
    .post('/:id/calendar-feed', shopParam, async (c) => {
      const { link, created } = await createShopFeed(deps, c.req.valid('param').id);
      return c.json(link, created ? 201 : 200);
    })
    .post('/:id/calendar-feed/reset', shopParam, async (c) => c.json(await resetShopFeed(deps, c.req.valid('param').id)));
