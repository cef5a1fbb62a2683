/** The one error body every API route answers with. */
export interface ApiErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

export const errorCodes = [
  'BAD_REQUEST',
  'UNAUTHENTICATED',
  'EMAIL_NOT_VERIFIED',
  'ACCOUNT_BANNED',
  'ACCOUNT_DEACTIVATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'GONE',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

/** The 429 text of the per-account request budgets (booking, uploads, checkout, document links…). */
export const RATE_LIMITED_MESSAGE = 'Too many requests. Please wait a moment and try again.';
