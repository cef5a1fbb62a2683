import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

const FIRST = ['James', 'Mary', 'Robert', 'Patricia', 'John', 'Jennifer', 'Michael', 'Linda', 'David', 'Elizabeth', 'William', 'Barbara', 'Richard', 'Susan', 'Joseph', 'Jessica', 'Thomas', 'Sarah', 'Carlos', 'Aisha', 'Wei', 'Priya', 'Olga', 'Kwame'];
const LAST = ['Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez', 'Hernandez', 'Lopez', 'Gonzalez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin', 'Lee', 'Perez', 'Nguyen', 'Okafor', 'Kowalski'];
const PLACES = [['Springfield', 'IL'], ['Madison', 'WI'], ['Chicago', 'IL'], ['Naperville', 'IL'], ['Indianapolis', 'IN'], ['Columbus', 'OH'], ['Detroit', 'MI'], ['Milwaukee', 'WI']] as const;
const BATCH = 20_000;

const textArray = (values: readonly string[]) => sql.raw(`array[${values.map((v) => `'${v}'`).join(',')}]::text[]`);

/**
 * `count` members for trying the back office at scale (`npm run db:seed -- --users 100000`), written set-based
 * in batches. Deterministic ids and e-mails (bulk{n}@example.com), so running it again adds nothing twice.
 * Every one signs in with the same password (one argon2id hash, computed by the caller).
 */
export async function seedPeople(db: Db, count: number, passwordHash: string, onProgress?: (done: number) => void) {
  const firsts = textArray(FIRST);
  const lasts = textArray(LAST);
  const cities = textArray(PLACES.map(([city]) => city));
  const states = textArray(PLACES.map(([, state]) => state));
  for (let from = 1; from <= count; from += BATCH) {
    const to = Math.min(count, from + BATCH - 1);
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        insert into "user" (id, name, email, email_verified, role, created_at, updated_at)
        select 'bulk_' || n,
               (${firsts})[1 + n % ${FIRST.length}] || ' ' || (${lasts})[1 + (n / ${FIRST.length}) % ${LAST.length}],
               'bulk' || n || '@example.com', true, 'user', now() - (n % 1460) * interval '1 day', now()
        from generate_series(${from}::int, ${to}::int) as n
        on conflict do nothing`);
      await tx.execute(sql`
        insert into account (id, account_id, provider_id, user_id, password, created_at, updated_at)
        select 'bulk_acc_' || n, 'bulk_' || n, 'credential', 'bulk_' || n, ${passwordHash}, now(), now()
        from generate_series(${from}::int, ${to}::int) as n
        on conflict do nothing`);
      await tx.execute(sql`
        insert into user_profiles (user_id, first_name, last_name, phone_number, address, city, state, zip_code,
                                   membership_level, membership_expiration, is_active, deactivated_at)
        select 'bulk_' || n,
               (${firsts})[1 + n % ${FIRST.length}], (${lasts})[1 + (n / ${FIRST.length}) % ${LAST.length}],
               case when n % 4 = 0 then null else '(555) ' || lpad((n % 1000)::text, 3, '0') || '-' || lpad((n % 10000)::text, 4, '0') end,
               (n % 9000 + 100) || ' Main Street', (${cities})[1 + n % ${PLACES.length}], (${states})[1 + n % ${PLACES.length}],
               lpad((60000 + n % 9999)::text, 5, '0'),
               case when n % 5 = 0 then 'premium' else 'basic' end,
               case when n % 5 = 0 then current_date + (n % 365) else null end,
               n % 23 <> 0, case when n % 23 = 0 then now() - interval '30 days' else null end
        from generate_series(${from}::int, ${to}::int) as n
        on conflict do nothing`);
      await tx.execute(sql`
        insert into garages (user_id)
        select 'bulk_' || n from generate_series(${from}::int, ${to}::int) as n
        where not exists (select 1 from garages g where g.user_id = 'bulk_' || n)`);
    });
    onProgress?.(to);
  }
}
