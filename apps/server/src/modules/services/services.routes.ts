import { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { requireMember } from '../../middleware/session.ts';
import type { ServicesDeps } from './services.deps.ts';
import { getBookableServices } from './services.service.ts';

/** GET /api/services: active services for booking. */
export const serviceRoutes = ({ db }: ServicesDeps) =>
  new Hono<AppEnv>().use(requireMember).get('/', async (c) => c.json(await getBookableServices(db)));
