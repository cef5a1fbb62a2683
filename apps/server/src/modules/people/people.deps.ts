import type { FileStorage } from '../../adapters/storage/storage.ts';
import type { Db } from '../../db/client.ts';
import type { StreamRows } from '../../db/row-stream.ts';
import type { Limit } from '../../middleware/rate-limit.ts';
import type { HashPassword } from './users.admin.service.ts';

/** What every people route factory (me, profile, avatars, users, administrators) is built from. */
export interface PeopleDeps {
  db: Db;
  storage: FileStorage;
  limit: Limit;
  /** The password hash better-auth is configured with, for accounts staff create. */
  hashPassword: HashPassword;
  timeZone: string;
  /** Reads an export's rows as a stream. */
  streamRows: StreamRows;
}
