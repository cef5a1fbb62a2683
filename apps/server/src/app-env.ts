import type { AppError } from './lib/app-error.ts';
import type { Logger } from './logger.ts';
import type { SessionUser } from './lib/session-cache.ts';

/** Hono's typed context variables, set by the middleware in app.ts. */
export interface AppEnv {
  Variables: {
    requestId: string;
    log: Logger;
    clientIp: string;
    user: SessionUser | null;
    sessionId: string | null;
    /** Why the request's session was refused, when its account is banned or deactivated. */
    accountRefusal: AppError | null;
  };
}
