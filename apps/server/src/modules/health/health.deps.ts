import type { Db } from '../../db/client.ts';

export interface HealthDeps {
  db: Db;
}
