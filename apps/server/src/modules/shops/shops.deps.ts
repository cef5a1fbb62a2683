import type { Db } from '../../db/client.ts';

export interface ShopsDeps {
  db: Db;
  /** The club's time zone, which "open today" is judged in. */
  timeZone: string;
}
