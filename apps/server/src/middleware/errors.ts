import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiErrorBody } from '@drivecare/contract/errors';
import { AppError } from '../lib/app-error.ts';
import type { AppEnv } from '../app-env.ts';

export function errorBody(code: string, message: string, fields?: Record<string, string>): ApiErrorBody {
  return { error: fields ? { code, message, fields } : { code, message } };
}

export function handleError(err: Error, c: Context<AppEnv>) {
  if (err instanceof AppError) {
    return c.json(errorBody(err.code, err.message, err.fields), err.status as ContentfulStatusCode);
  }
  if (err instanceof HTTPException) {
    const status = err.status;
    const code = status === 413 ? 'PAYLOAD_TOO_LARGE' : status === 401 ? 'UNAUTHENTICATED' : status === 403 ? 'FORBIDDEN' : 'BAD_REQUEST';
    const message = status === 413 ? 'The request is too large' : err.message || 'Bad request';
    return c.json(errorBody(code, message), status as ContentfulStatusCode);
  }
  // Malformed JSON bodies surface as SyntaxError from c.req.json().
  if (err instanceof SyntaxError) {
    return c.json(errorBody('BAD_REQUEST', 'The request body is not valid JSON'), 400);
  }
  c.get('log').error({ err }, 'unhandled error');
  return c.json(errorBody('INTERNAL', 'Something went wrong'), 500);
}

export function handleNotFound(c: Context<AppEnv>) {
  return c.json(errorBody('NOT_FOUND', 'Not found'), 404);
}
