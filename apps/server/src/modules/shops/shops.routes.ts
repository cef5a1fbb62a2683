import { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { requireMember } from '../../middleware/session.ts';
import type { ShopsDeps } from './shops.deps.ts';
import { getMemberShops } from './shops.service.ts';

/** GET /api/shops: active shops for booking, with openToday judged in the club's time zone. */
export const shopRoutes = ({ db, timeZone }: ShopsDeps) =>
  new Hono<AppEnv>().use(requireMember).get('/', async (c) => c.json(await getMemberShops(db, timeZone)));
