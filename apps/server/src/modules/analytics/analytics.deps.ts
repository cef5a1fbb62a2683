import type { Db } from '../../db/client.ts';

/** What the member's analytics are read from. */
export interface AnalyticsDeps {
  db: Db;
  timeZone: string;
}
