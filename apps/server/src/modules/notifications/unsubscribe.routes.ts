import { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import type { NotificationsDeps } from './notifications.deps.ts';
import { unsubscribeByToken } from './notifications.service.ts';

/**
 * POST /api/unsubscribe/:token, signed out: the unsubscribe page's request and the mail client's RFC 8058
 * one-click POST (a form body `List-Unsubscribe=One-Click`, from no origin of ours), so it sits outside the
 * /api chain's origin checks. Nothing happens on GET: link scanners must not unsubscribe anyone.
 */
export const unsubscribeRoutes = (deps: NotificationsDeps) =>
  new Hono<AppEnv>().post('/:token', async (c) => c.json(await unsubscribeByToken(deps, c.req.param('token'))));
