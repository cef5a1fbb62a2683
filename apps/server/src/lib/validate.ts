import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { ZodType } from 'zod';
import { AppError } from './app-error.ts';

/** zod validation for a route input; failures become our 400 {error:{code,message,fields}}. */
export const validate = <T extends ZodType, Target extends keyof ValidationTargets>(target: Target, schema: T) =>
  zValidator(target, schema, (result) => {
    if (!result.success) throw validationError(result.error);
  });

/** Validates a value read another way (a multipart form's fields) with the same 400 as `validate`. */
export function parseWith<T extends ZodType>(schema: T, value: unknown): ReturnType<T['parse']> {
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(result.error);
  return result.data as ReturnType<T['parse']>;
}

/** Turns a zod failure into the 400 body with one message per field (the form shows them under the fields). */
function validationError(error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> }): AppError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    fields[key] ??= issue.message;
  }
  const first = error.issues[0]?.message ?? 'Invalid request';
  return new AppError('BAD_REQUEST', first, fields);
}
