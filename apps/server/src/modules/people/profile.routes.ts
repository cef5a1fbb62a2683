import { AVATAR_MAX_BYTES, profileMessages, updateProfileSchema } from '@drivecare/contract/profile';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../../app-env.ts';
import { readForm } from '../../lib/multipart.ts';
import { validate } from '../../lib/validate.ts';
import { errorBody } from '../../middleware/errors.ts';
import { currentUser, requireMember } from '../../middleware/session.ts';
import { readUploadedFile, replaceAvatar } from './avatar.service.ts';
import { getProfile, updateProfile } from './profile.service.ts';
import type { PeopleDeps } from './people.deps.ts';

/** Room for the multipart envelope around a file just under the limit. */
const MULTIPART_OVERHEAD = 64 * 1024;

export const profileRoutes = ({ db, storage, limit }: PeopleDeps) =>
  new Hono<AppEnv>()
    .use(requireMember)
    .get('/', async (c) => c.json(await getProfile(db, currentUser(c))))
    .put('/', validate('json', updateProfileSchema), async (c) =>
      c.json(await updateProfile(db, currentUser(c), c.req.valid('json'))),
    )
    .post(
      '/avatar',
      limit('upload'),
      bodyLimit({
        maxSize: AVATAR_MAX_BYTES + MULTIPART_OVERHEAD,
        onError: (c) => c.json(errorBody('PAYLOAD_TOO_LARGE', profileMessages.tooLarge), 413),
      }),
      async (c) => {
        const body = await readForm(c);
        const bytes = await readUploadedFile(body.avatar ?? body.file);
        const avatarUrl = await replaceAvatar(db, storage, currentUser(c).id, bytes);
        return c.json({ avatarUrl });
      },
    );
