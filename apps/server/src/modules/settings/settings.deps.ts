import type { Db } from '../../db/client.ts';

/** What the settings routes (staff's form, members' pricing) are built from; app.ts makes one. */
export interface SettingsDeps {
  db: Db;
}
