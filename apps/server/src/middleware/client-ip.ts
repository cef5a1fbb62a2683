import { getConnInfo } from '@hono/node-server/conninfo';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { CLIENT_IP_HEADER } from '../auth.ts';

/**
 * Decides the client IP once: from the TCP connection, or (only with TRUSTED_PROXY) from the address the
 * proxy appended last to X-Forwarded-For. Any client-sent value of our header is overwritten.
 */
export function clientIp(trustedProxy: boolean): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    let ip: string | undefined;
    if (trustedProxy) {
      const forwarded = c.req.header('x-forwarded-for');
      ip = forwarded?.split(',').at(-1)?.trim() || undefined;
    }
    if (!ip) {
      try {
        ip = getConnInfo(c).remote.address;
      } catch {
        // In-process requests (app.request in tests) have no socket.
      }
    }
    const resolved = ip?.replace(/^::ffff:/, '') || '127.0.0.1';
    c.set('clientIp', resolved);
    c.req.raw.headers.set(CLIENT_IP_HEADER, resolved);
    await next();
  };
}
