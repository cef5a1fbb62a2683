import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';

import { isApiError } from '@/lib/api-client';

/**
 * Puts the server's per-field messages (`error.fields`) on the form fields named in `known`, so the
 * form shows the same text beside the same field; true when at least one was placed.
 */
export function setServerFieldErrors<Values extends FieldValues>(
  setError: UseFormSetError<Values>,
  error: unknown,
  known: readonly string[],
): boolean {
  if (!isApiError(error) || !error.fields) return false;
  const entries = Object.entries(error.fields).filter(([name]) => known.includes(name));
  for (const [name, message] of entries) setError(name as FieldPath<Values>, { message });
  return entries.length > 0;
}
