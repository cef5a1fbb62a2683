/**
 * better-auth's client resolves to `{ data, error }` instead of throwing; a failed `fetch` (offline,
 * server down) still rejects. These helpers turn both into one `AuthRequestError` whose `message`
 * is already the text the spec wants the user to see.
 */

/** The error half of a better-auth client result (better-fetch spreads the JSON body into it). */
export interface AuthClientError {
  status: number;
  statusText?: string;
  code?: string;
  message?: string;
}

export interface AuthClientResult<T> {
  data: T | null;
  error: AuthClientError | null;
}

/** What a failed call looked like, before it is turned into a user-facing text. */
export type AuthFailure =
  | { kind: 'network' }
  | { kind: 'response'; status: number; code: string | undefined; message: string | undefined };

export class AuthRequestError extends Error {
  readonly status: number | undefined;
  readonly code: string | undefined;
  /** The server's own text, kept apart from `message` (e.g. to read a cooldown's seconds). */
  readonly serverMessage: string | undefined;

  constructor(message: string, failure: AuthFailure, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'AuthRequestError';
    this.status = failure.kind === 'response' ? failure.status : undefined;
    this.code = failure.kind === 'response' ? failure.code : 'NETWORK_ERROR';
    this.serverMessage = failure.kind === 'response' ? failure.message : undefined;
  }
}

/** Some better-auth errors carry no `message` but a `statusText`; an empty string is no message. */
function cleanMessage(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/**
 * Runs one better-auth client call and returns its data, or throws an `AuthRequestError` whose
 * message comes from `describe`.
 */
export async function callAuth<T>(
  request: () => Promise<AuthClientResult<T>>,
  describe: (failure: AuthFailure) => string,
): Promise<T> {
  let result: AuthClientResult<T>;
  try {
    result = await request();
  } catch (cause) {
    const failure: AuthFailure = { kind: 'network' };
    throw new AuthRequestError(describe(failure), failure, { cause });
  }
  if (result.error) {
    const failure: AuthFailure = {
      kind: 'response',
      status: result.error.status,
      code: cleanMessage(result.error.code),
      message: cleanMessage(result.error.message),
    };
    throw new AuthRequestError(describe(failure), failure);
  }
  // A 2xx answer with an empty body is still a success for endpoints that return nothing useful.
  return result.data as T;
}

export function isAuthRequestError(error: unknown): error is AuthRequestError {
  return error instanceof AuthRequestError;
}

/** The text to show for any error thrown by this feature's API functions. */
export function getAuthErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof AuthRequestError) return error.message;
  return fallback;
}
