import type { Db } from '../../db/client.ts';

/** What the member dashboard and the staff figures are built from. */
export interface DashboardDeps {
  db: Db;
  timeZone: string;
}
