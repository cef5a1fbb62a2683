import { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { AppError } from '../../lib/app-error.ts';
import { currentUser, requireSignedIn } from '../../middleware/session.ts';
import { explainAccountRefusal, readAccount } from './account-refusal.service.ts';
import { getMe } from './me.service.ts';
import type { PeopleDeps } from './people.deps.ts';

export const meRoutes = ({ db }: PeopleDeps) =>
  new Hono<AppEnv>().get('/', requireSignedIn, async (c) => {
    const user = currentUser(c);
    // Read afresh, not from the session cache: the header shows a name just changed, and a ban shows at once here.
    const account = await readAccount(db, user.id);
    if (!account.usable) throw (await explainAccountRefusal(db, user.id)) ?? new AppError('UNAUTHENTICATED', 'You must be signed in');
    return c.json(await getMe(db, user, account.header));
  });
