import type { Context } from 'hono';
import { badRequest } from './app-error.ts';

/** The fields of a form upload; a body that claims to be a form but is not one is the client's error (400). */
export async function readForm(c: Context, options: { all?: boolean } = {}) {
  try {
    return await c.req.parseBody(options);
  } catch {
    throw badRequest('The upload could not be read. Please choose the file again.');
  }
}
