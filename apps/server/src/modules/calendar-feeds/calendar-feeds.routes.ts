import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../app-env.ts';
import { validate } from '../../lib/validate.ts';
import { currentUser, requireMember } from '../../middleware/session.ts';
import type { CalendarFeedsDeps } from './calendar-feeds.deps.ts';
import { createMemberFeed, feedCalendar, getMemberFeedLink, resetMemberFeed } from './calendar-feeds.service.ts';

/** /api/calendar-feed: the member's own subscription link. */
export const memberCalendarFeedRoutes = (deps: CalendarFeedsDeps) =>
  new Hono<AppEnv>()
    .use(requireMember)
    .get('/', async (c) => c.json(await getMemberFeedLink(deps, currentUser(c).id)))
    .post('/', async (c) => {
      const { link, created } = await createMemberFeed(deps, currentUser(c).id);
      return c.json(link, created ? 201 : 200);
    })
    .post('/reset', async (c) => c.json(await resetMemberFeed(deps, currentUser(c).id)));

const tokenParam = validate('param', z.object({ token: z.string().max(200) }));

/** /api/calendar-feeds/:token(.ics): public, the token is the credential (calendar apps send no cookie). */
export const publicCalendarFeedRoutes = (deps: CalendarFeedsDeps) =>
  new Hono<AppEnv>().get('/:token', tokenParam, async (c) => {
    const text = await feedCalendar(deps, c.req.valid('param').token.replace(/\.ics$/, ''));
    return c.body(text, 200, {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'inline; filename="appointments.ics"',
      'Cache-Control': 'private, no-cache',
    });
  });
