import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { errorBody } from './errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses a state-changing request that carries a cookie and comes from another site, whatever its content type
 * (Hono's csrf() only judges form bodies, and SameSite=Lax still sends cookies from sibling subdomains). The
 * origin is the Origin header, or Sec-Fetch-Site when a browser sent no Origin. Requests without a cookie (the
 * Stripe webhook, scripts) have no session to abuse and pass.
 */
export function sameOriginWrites(trustedOrigins: readonly string[]): MiddlewareHandler<AppEnv> {
  const trusted = new Set(trustedOrigins);
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || !c.req.header('cookie')) return next();
    const origin = c.req.header('origin');
    const foreign = origin !== undefined ? !trusted.has(origin) : c.req.header('sec-fetch-site') === 'cross-site';
    if (foreign) return c.json(errorBody('FORBIDDEN', 'Requests from other sites are not accepted'), 403);
    await next();
  };
}
