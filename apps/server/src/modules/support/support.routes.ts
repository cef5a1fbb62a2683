import { supportNewMessageSchema, supportReplySchema } from '@drivecare/contract/support';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { readForm } from '../../lib/multipart.ts';
import { photoResponse } from '../../lib/photos.ts';
import { parseWith } from '../../lib/validate.ts';
import { currentUser, requireMember } from '../../middleware/session.ts';
import {
  addMemberMessage,
  closeMyConversation,
  getMyConversation,
  listMyConversations,
  readPhotos,
  readSupportPhoto,
  requireMyConversation,
  startConversation,
} from './support.service.ts';
import type { SupportDeps } from './support.deps.ts';

/** A form's text fields (the photos are read apart). */
const fieldsOf = (form: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(form).filter(([key, value]) => key !== 'photos' && typeof value === 'string'));

/**
 * /api/support: the member's own conversations with the club. Writes are multipart forms (text fields plus up to
 * three `photos`, within the API's 12 MB upload limit); another member's conversation is a 404.
 */
export const supportRoutes = (deps: SupportDeps) =>
  new Hono<AppEnv>()
    .use(requireMember)
    .get('/conversations', async (c) => c.json(await listMyConversations(deps, currentUser(c))))
    .post('/conversations', deps.limit('supportMessage'), async (c) => {
      const form = await readForm(c, { all: true });
      const input = parseWith(supportNewMessageSchema, fieldsOf(form));
      const photos = await readPhotos(form.photos);
      return c.json(await startConversation(deps, currentUser(c), input, photos), 201);
    })
    .get('/conversations/:id', async (c) => c.json(await getMyConversation(deps, currentUser(c), c.req.param('id'))))
    .post('/conversations/:id/messages', deps.limit('supportMessage'), async (c) => {
      await requireMyConversation(deps, currentUser(c), c.req.param('id'));
      const form = await readForm(c, { all: true });
      const input = parseWith(supportReplySchema, fieldsOf(form));
      const photos = await readPhotos(form.photos);
      return c.json(await addMemberMessage(deps, currentUser(c), c.req.param('id'), input.message, photos), 201);
    })
    .post('/conversations/:id/close', async (c) => c.json(await closeMyConversation(deps, currentUser(c), c.req.param('id'))));

/** GET /api/files/support-photos/:id: a message's photo, for its conversation's member or staff only. */
export const supportPhotoFileRoutes = ({ db, storage }: SupportDeps) =>
  new Hono<AppEnv>().use(requireMember).get('/:id', async (c) => {
    const file = await readSupportPhoto(db, storage, currentUser(c), c.req.param('id'));
    return photoResponse(c, file);
  });
