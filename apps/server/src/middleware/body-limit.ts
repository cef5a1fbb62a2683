import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../app-env.ts';
import { DOCUMENT_UPLOAD_BODY_LIMIT, isDocumentUploadPath } from '../modules/appointments/appointments.admin.routes.ts';
import { errorBody } from './errors.ts';

/** JSON bodies stay small; file uploads (multipart) get room here and their route's own, exact limit. */
const JSON_BODY_LIMIT = 1024 * 1024;
const UPLOAD_BODY_LIMIT = 12 * 1024 * 1024;

/** The size limit of every /api body, better-auth's included (413 with the app's message). */
export const apiBodyLimit: MiddlewareHandler<AppEnv> = (c, next) =>
  // GET and HEAD carry no body: asking for one would build a full Request on every read for nothing.
  c.req.method === 'GET' || c.req.method === 'HEAD'
    ? next()
    : bodyLimit({
        maxSize: c.req.header('content-type')?.startsWith('multipart/form-data')
          ? isDocumentUploadPath(c.req.path)
            ? DOCUMENT_UPLOAD_BODY_LIMIT
            : UPLOAD_BODY_LIMIT
          : JSON_BODY_LIMIT,
        onError: (c) => c.json(errorBody('PAYLOAD_TOO_LARGE', 'The request is too large'), 413),
      })(c, next);
