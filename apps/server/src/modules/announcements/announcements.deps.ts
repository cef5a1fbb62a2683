import type { Realtime } from '../../adapters/realtime/realtime.ts';
import type { Db } from '../../db/client.ts';
import type { Notifier } from '../notifications/notifier.ts';

/** What the announcement routes (members' and staff's) are built from: every change is published on `realtime`. */
export interface AnnouncementDeps {
  db: Db;
  realtime: Realtime;
  /** Pushes a newly active announcement to members who did not turn them off. */
  notifier: Notifier;
}
