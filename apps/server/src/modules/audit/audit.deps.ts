import type { Db } from '../../db/client.ts';

export interface AuditDeps {
  db: Db;
  /** The club's time zone, which the date filters' days are judged in. */
  timeZone: string;
}
