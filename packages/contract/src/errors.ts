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
  'PAYLOAD_TOO_LARGE',
  'RATE_LIMITED',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof errorCodes)[number];
