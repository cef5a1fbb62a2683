import type { ApiErrorBody } from '@drivecare/contract/errors';

export const NETWORK_ERROR_MESSAGE =
  'Network error. Please check your internet connection and try again.';
export const OFFLINE_ERROR_MESSAGE = 'You are offline. This needs a connection: try again when you are back online.';
const FALLBACK_ERROR_MESSAGE = 'Something went wrong';

/** The one error type the web raises for a failed API call. `status` 0 means the request never arrived. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string> | undefined;

  constructor(init: { status: number; code: string; message: string; fields?: Record<string, string> | undefined }) {
    super(init.message);
    this.status = init.status;
    this.code = init.code;
    this.fields = init.fields;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

function isErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const inner = (value as { error: unknown }).error;
  return typeof inner === 'object' && inner !== null && 'message' in inner;
}

/** Turns a non-2xx response into an ApiError, reading our `{ error: { code, message, fields } }` body when present. */
export async function toApiError(response: Response): Promise<ApiError> {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // Non-JSON error bodies (proxies, HTML pages) fall back to a generic message.
  }
  if (isErrorBody(body)) {
    return new ApiError({
      status: response.status,
      code: body.error.code || 'UNKNOWN',
      message: body.error.message || FALLBACK_ERROR_MESSAGE,
      fields: body.error.fields,
    });
  }
  const message =
    typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string'
      ? body.message
      : FALLBACK_ERROR_MESSAGE;
  return new ApiError({ status: response.status, code: 'UNKNOWN', message });
}

/**
 * JSON fetch against our API. Sends cookies, serialises plain-object bodies, and throws
 * ApiError for every failure (status 0 for network failures). 204 resolves to undefined.
 */
export async function apiFetch<T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const { json, headers, ...rest } = init;
  const finalHeaders = new Headers(headers);
  finalHeaders.set('Accept', 'application/json');
  let body = rest.body;
  if (json !== undefined) {
    finalHeaders.set('Content-Type', 'application/json');
    body = JSON.stringify(json);
  }

  let response: Response;
  try {
    response = await fetch(path, { credentials: 'same-origin', ...rest, headers: finalHeaders, body });
  } catch (error) {
    // An aborted request is the caller's choice, not a network problem.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    if (!navigator.onLine) throw new ApiError({ status: 0, code: 'OFFLINE', message: OFFLINE_ERROR_MESSAGE });
    throw new ApiError({ status: 0, code: 'NETWORK_ERROR', message: NETWORK_ERROR_MESSAGE });
  }

  if (!response.ok) throw await toApiError(response);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** The message to show a user for any thrown value. */
export function errorMessage(error: unknown, fallback = 'An unexpected error occurred'): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
