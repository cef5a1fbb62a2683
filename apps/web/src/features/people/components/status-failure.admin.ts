import { ApiError } from '@/lib/api-client';

/** A refusal the server explains (last admin, own account) is shown as is; anything else gets the spec's text. */
export function statusFailureMessage(error: unknown, fallback = 'Failed to update user status'): string {
  if (error instanceof ApiError && (error.status === 409 || error.status === 404)) return error.message;
  return fallback;
}
