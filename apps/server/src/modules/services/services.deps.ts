import type { Db } from '../../db/client.ts';

export interface ServicesDeps {
  db: Db;
}
