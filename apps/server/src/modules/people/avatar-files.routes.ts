import { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { requireSignedIn } from '../../middleware/session.ts';
import { readAvatarFile } from './avatar-files.service.ts';
import type { PeopleDeps } from './people.deps.ts';

/**
 * GET /api/files/avatars/{userId}/avatar_{ts}.{ext}. Each upload gets a new key, so the bytes behind a key
 * never change and may be cached for a year.
 */
export const avatarFileRoutes = ({ storage }: PeopleDeps) =>
  new Hono<AppEnv>().get('/*', requireSignedIn, async (c) => {
    const rest = c.req.path.replace(/^.*?\/files\/avatars\//, '');
    const file = await readAvatarFile(storage, rest);
    return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': file.contentType,
      'Content-Length': String(file.bytes.byteLength),
      // private: only signed-in people may read avatars, so no shared cache may keep them.
      'Cache-Control': 'private, max-age=31536000, immutable',
      'Content-Disposition': 'inline',
      'X-Content-Type-Options': 'nosniff',
    });
  });
