import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { badRequest } from '../lib/app-error.ts';

// A JSON escape \u0000 preceded by an even number of backslashes (an odd count would escape the backslash).
const JSON_NUL = /(^|[^\\])(\\\\)*\\u0000/;

/**
 * PostgreSQL text cannot hold a NUL character: refused here with a 400 rather than failing in the database
 * as a 500. Looks at the URL and at JSON bodies.
 */
export const rejectNulCharacters: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (/%00/i.test(c.req.url)) throw badRequest('Input may not contain NUL characters');
  // GET and HEAD carry no body (a Request cannot be rebuilt with one), whatever their Content-Type says.
  const hasBody = c.req.method !== 'GET' && c.req.method !== 'HEAD';
  if (hasBody && c.req.header('content-type')?.includes('application/json')) {
    const text = await c.req.text();
    if (text.includes('\0') || JSON_NUL.test(text)) throw badRequest('Input may not contain NUL characters');
    // Later middleware (a route's own body limit) reads the raw stream again: give it a fresh one.
    c.req.raw = new Request(c.req.raw, { body: text });
  }
  await next();
};
