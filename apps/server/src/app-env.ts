import type { Logger } from './logger.ts';
import type { ProfileHeader, SessionUser } from './middleware/session.ts';

/** Hono's typed context variables, set by the middleware in app.ts. */
export interface AppEnv {
  Variables: {
    requestId: string;
    log: Logger;
    clientIp: string;
    user: SessionUser | null;
    sessionId: string | null;
    /** The signed-in account's profile header, read by the session middleware (null without a profile row). */
    profileHeader: ProfileHeader | null;
  };
}
