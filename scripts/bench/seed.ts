import { createHash } from 'node:crypto';

// Set-based seed at scale: every table is filled by one INSERT ... SELECT over generate_series, so 100k
// members and 500k appointments take seconds, not the hours the API would. Ids are deterministic
// (md5(tag || n)::uuid) so rows can point at each other without joins.

export interface SeedScale {
  members: number;
  vehiclesPerMember: number;
  appointments: number;
  shops: number;
  /** Appointments run from this many days ago ... */
  pastDays: number;
  /** ... to this many days ahead (together: about 2 years). */
  futureDays: number;
}

export const FULL_SCALE: SeedScale = { members: 100_000, vehiclesPerMember: 2, appointments: 500_000, shops: 50, pastDays: 540, futureDays: 190 };
export const EMBEDDED_SCALE: SeedScale = { members: 10_000, vehiclesPerMember: 2, appointments: 50_000, shops: 50, pastDays: 540, futureDays: 190 };

/** A deterministic RFC 9562 uuid (version 4 and variant bits set, so zod's z.uuid() accepts it) for tag + n. */
const uid = (tag: string, n: string) => `overlay(overlay(md5(${tag} || ${n}) placing '4' from 13) placing '8' from 17)::uuid`;
/** The same id, computed here (e.g. benchId('v', 1) is the first vehicle). */
export function benchId(tag: string, n: number): string {
  const h = createHash('md5').update(`${tag}${n}`).digest('hex').split('');
  h[12] = '4';
  h[16] = '8';
  const x = h.join('');
  return `${x.slice(0, 8)}-${x.slice(8, 12)}-${x.slice(12, 16)}-${x.slice(16, 20)}-${x.slice(20)}`;
}

export const BENCH_PASSWORD = 'bench-password-1';
export const benchEmail = (n: number) => `${FIRST[n % FIRST.length]!.toLowerCase()}.${LAST[Math.floor(n / FIRST.length) % LAST.length]!.toLowerCase()}${n}@bench.example`;

const FIRST = ['James', 'Mary', 'John', 'Patricia', 'Robert', 'Jennifer', 'Michael', 'Linda', 'William', 'Elizabeth', 'David', 'Barbara', 'Richard', 'Susan', 'Joseph', 'Jessica', 'Thomas', 'Sarah', 'Charles', 'Karen'];
const LAST = ['Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez', 'Hernandez', 'Lopez', 'Gonzalez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin', 'Lee', 'Perez', 'Thompson', 'White', 'Harris', 'Sanchez', 'Clark', 'Ramirez', 'Lewis', 'Robinson'];
const MAKES = ['Toyota', 'Honda', 'Ford', 'Chevrolet', 'Nissan', 'Subaru', 'Mazda', 'Hyundai', 'Kia', 'Volkswagen'];
const MODELS = ['Camry', 'Civic', 'F-150', 'Malibu', 'Altima', 'Outback', 'CX-5', 'Elantra', 'Sorento', 'Jetta'];
const SERVICES = ['Oil Change', 'Tyre Rotation', 'Brake Inspection', 'Battery Check', 'Wheel Alignment', 'Air Conditioning Service', 'Multi-Point Inspection', 'Engine Diagnostics'];

const arr = (xs: string[]) => `array[${xs.map((x) => `'${x.replace(/'/g, "''")}'`).join(',')}]`;
// 1-based pick from a SQL array by an integer expression.
const pick = (xs: string[], expr: string) => `(${arr(xs)})[1 + ((${expr}) % ${xs.length})]`;

const day = (enabled: boolean) => ({ open: '09:00', close: '17:00', enabled });
const SCHEDULE = JSON.stringify({
  monday: day(true),
  tuesday: day(true),
  wednesday: day(true),
  thursday: day(true),
  friday: day(true),
  saturday: day(false),
  sunday: day(false),
});

/** The statements, in order. `passwordHash` is one argon2id hash shared by every seeded member. */
export function seedStatements(s: SeedScale, passwordHash: string): { label: string; sql: string }[] {
  const vehicles = s.members * s.vehiclesPerMember;
  const firstName = pick(FIRST, 'n');
  const lastName = `(${arr(LAST)})[1 + ((n / ${FIRST.length}) % ${LAST.length})]`;
  const span = s.pastDays + s.futureDays;
  return [
    {
      label: `${s.shops} shops, ${SERVICES.length} services, a booking horizon of a year`,
      sql: `
        insert into shops (id, name, address, city, state, zip_code, phone_number, is_active, schedule, slot_capacity)
        select ${uid("'s'", `n`)},
               case when n = 1 then 'Downtown Auto Care' else 'Bench Garage ' || lpad(n::text, 2, '0') end,
               n || ' Main Street', 'Springfield', 'IL', lpad((62700 + n)::text, 5, '0'), '(217) 555-' || lpad(n::text, 4, '0'),
               true, '${SCHEDULE}'::jsonb, 4
        from generate_series(1, ${s.shops}) n;
        insert into services (id, name, description, is_active, interval_months, interval_miles, price_cents)
        select ${uid("'sv'", `n`)}, ${pick(SERVICES, 'n - 1')}, 'Seeded for the benchmark', true,
               (array[6, 6, 12, 12, 24, 24, null, null]::int[])[n], (array[5000, 6000, 12000, null, 24000, null, null, null]::int[])[n],
               (array[4999, 2999, 3999, 1999, 8999, 12999, 2499, 9999]::int[])[n]
        from generate_series(1, ${SERVICES.length}) n;
        -- The booking scenario books after the seeded appointments end (about 200 days ahead): a club that takes
        -- bookings a year ahead (the Settings screen's largest horizon).
        update club_settings set horizon_days_basic = 365, horizon_days_premium = 365;`,
    },
    {
      label: `${s.members.toLocaleString('en-US')} members (user, account, profile, garage)`,
      // With triggers on: they fill user_directory and its counters, as they would for real sign-ups.
      triggers: true,
      sql: `
        insert into "user" (id, name, email, email_verified, role, banned, created_at, updated_at)
        select 'bench' || n, ${firstName} || ' ' || ${lastName},
               lower(${firstName}) || '.' || lower(${lastName}) || n || '@bench.example', true, 'user', false,
               now() - make_interval(days => (n * 7) % 730, secs => n), now()
        from generate_series(1, ${s.members}) n;
        insert into account (id, account_id, provider_id, user_id, password, created_at, updated_at)
        select 'bench-acc' || n, 'bench' || n, 'credential', 'bench' || n, '${passwordHash}', now(), now()
        from generate_series(1, ${s.members}) n;
        insert into user_profiles (user_id, first_name, last_name, phone_number, address, city, state, zip_code,
                                   membership_level, membership_expiration, is_active, updated_at)
        select 'bench' || n, ${firstName}, ${lastName}, '(312) 555-' || lpad((n % 10000)::text, 4, '0'),
               n || ' Oak Avenue', 'Chicago', 'IL', '60614',
               -- One in five is Premium, among them the members the bench signs in (1, 2001, 4001, …): the
               -- 'member analytics' scenario reads their Premium figures.
               case when n % 5 = 1 then 'premium' else 'basic' end,
               case when n % 5 = 1 then current_date + 180 else null end,
               n % 50 <> 0, now()
        from generate_series(1, ${s.members}) n;
        insert into garages (id, user_id, name)
        select ${uid("'g'", `n`)}, 'bench' || n, 'My Garage' from generate_series(1, ${s.members}) n;`,
    },
    {
      label: `${vehicles.toLocaleString('en-US')} vehicles`,
      sql: `
        insert into vehicles (id, user_id, garage_id, make, model, year, color, license_plate, odometer_miles, created_at)
        select ${uid("'v'", `n`)}, 'bench' || u, ${uid("'g'", `u`)}, ${pick(MAKES, 'n')}, ${pick(MODELS, 'n')},
               2005 + n % 20, 'Silver', 'BN-' || n, (n * 37) % 150000, now() - make_interval(secs => n)
        from (select n, 1 + (n - 1) / ${s.vehiclesPerMember} as u from generate_series(1, ${vehicles}) n) v;`,
    },
    {
      label: `${(vehicles * 2).toLocaleString('en-US')} odometer readings (a year apart, about 30 mi a day)`,
      sql: `
        insert into odometer_readings (vehicle_id, miles, reading_date, source)
        select ${uid("'v'", `n`)}, (n * 37) % 150000, current_date - 400 + n % 30, 'member' from generate_series(1, ${vehicles}) n
        union all
        select ${uid("'v'", `n`)}, (n * 37) % 150000 + 10000 + n % 3000, current_date - 35 + n % 30, 'member' from generate_series(1, ${vehicles}) n;`,
    },
    {
      label: `${s.appointments.toLocaleString('en-US')} appointments over ${s.shops} shops and ${span} days, with services`,
      // With triggers on: the appointments' own fill the per-day totals (the back office reads them).
      triggers: true,
      sql: `
        insert into appointments (id, user_id, vehicle_id, shop_id, appointment_date, appointment_time, status,
                                  additional_details, created_at, updated_at)
        select ${uid("'a'", `n`)}, 'bench' || u, ${uid("'v'", `((u - 1) * ${s.vehiclesPerMember} + 1 + n % ${s.vehiclesPerMember})`)},
               ${uid("'s'", `(1 + (n * 13) % ${s.shops})`)}, d, lpad((9 + n % 8)::text, 2, '0') || ':00',
               case when d < current_date then (case n % 10 when 0 then 'cancelled' when 1 then 'no-show' else 'completed' end)
                    else (case n % 10 when 0 then 'cancelled' else 'scheduled' end) end,
               case when n % 4 = 0 then 'Please check the tyre pressure too.' else null end,
               d - 7, d - 7
        from (
          select n, 1 + (n::bigint * 7919) % ${s.members} as u,
                 -- a weekday: Saturday and Sunday move back to Friday
                 (raw - (greatest(extract(isodow from raw)::int - 5, 0)))::date as d
          from (select n, current_date - ${s.pastDays} + (n * 37) % ${span} as raw from generate_series(1, ${s.appointments}) n) r
        ) a;
        insert into appointment_services (appointment_id, service_id)
        select ${uid("'a'", `n`)}, ${uid("'sv'", `(1 + n % ${SERVICES.length})`)} from generate_series(1, ${s.appointments}) n
        union all
        select ${uid("'a'", `n`)}, ${uid("'sv'", `(1 + (n + 3) % ${SERVICES.length})`)} from generate_series(2, ${s.appointments}, 2) n;`,
    },
    {
      // Every fourth appointment (those asking about the tyre pressure, which the bench finds by that) had a visit.
      label: `visits of ${Math.floor(s.appointments / 4).toLocaleString('en-US')} appointments: 5 stages, 2 findings, 4 estimate items each`,
      sql: `
        insert into visit_stage_history (appointment_id, stage, reached_at)
        select ${uid("'a'", `n`)}, st.stage, now() - make_interval(hours => 6 - st.k)
        from generate_series(4, ${s.appointments}, 4) n
        cross join (values (1, 'checked-in'), (2, 'inspecting'), (3, 'awaiting-approval'), (4, 'in-service'), (5, 'ready-for-pickup')) st(k, stage);
        insert into visit_findings (appointment_id, title, condition, notes)
        select ${uid("'a'", `n`)}, f.title, f.condition, f.notes
        from generate_series(4, ${s.appointments}, 4) n
        cross join (values ('Front brake pads', 'urgent', '2 mm left.'), ('Tyres', 'good', null)) f(title, condition, notes);
        insert into estimate_items (appointment_id, description, quantity, unit_price_cents, recommended, decision, decided_at, done)
        select ${uid("'a'", `n`)}, e.description, e.quantity, e.price, e.recommended, e.decision, case when e.decision is null then null else now() end, e.done
        from generate_series(4, ${s.appointments}, 4) n
        cross join (values ('Oil Change', 1, 4999, false, null, true), ('Brake pads (front)', 2, 6000, true, 'approved', true),
                           ('Wiper blades', 2, 1999, true, 'declined', false), ('Cabin air filter', 1, 3500, true, null, false))
          e(description, quantity, price, recommended, decision, done);`,
    },
    {
      label: 'an invoice per completed appointment (its services at catalogue prices, its PDF among the documents), a credit note on every 20th',
      sql: `
        insert into invoices (number, year, sequence, appointment_id, user_id, vehicle_id, discount_percent, subtotal_cents,
                              discount_cents, tax_rate_basis_points, tax_cents, total_cents, issued_at)
        select 'INV-' || year || '-' || lpad(k::text, greatest(5, length(k::text)), '0'), year, k, id, user_id, vehicle_id, 0, sub, 0, 625, round(sub * 0.0625)::int,
               sub + round(sub * 0.0625)::int, day + time '17:00'
        from (
          select a.id, a.user_id, a.vehicle_id, a.appointment_date as day, extract(year from a.appointment_date)::int as year,
                 row_number() over (partition by extract(year from a.appointment_date) order by a.appointment_date, a.id)::int as k,
                 (select coalesce(sum(s.price_cents), 0) from appointment_services x join services s on s.id = x.service_id
                  where x.appointment_id = a.id)::int as sub
          from appointments a where a.status = 'completed'
        ) c;
        insert into invoice_lines (invoice_id, position, service_id, description, quantity, unit_price_cents, amount_cents)
        select i.id, row_number() over (partition by i.id order by s.name), s.id, s.name, 1, s.price_cents, s.price_cents
        from invoices i join appointment_services x on x.appointment_id = i.appointment_id join services s on s.id = x.service_id;
        insert into credit_notes (number, year, sequence, invoice_id, amount_cents, reason, issued_at)
        select 'CN-' || year || '-' || lpad(k::text, greatest(5, length(k::text)), '0'), year, k, id, 500, 'Goodwill', at
        from (
          select i.id, i.issued_at + interval '1 day' as at, extract(year from i.issued_at + interval '1 day')::int as year,
                 row_number() over (partition by extract(year from i.issued_at + interval '1 day') order by i.issued_at, i.id)::int as k
          from invoices i where i.sequence % 20 = 0
        ) c;
        -- Each with its PDF among the visit's documents, as the invoice documents job leaves them (the files themselves
        -- are not written: no scenario opens them). Without it, every server of the run would spend its CPU rendering
        -- the seed's 300,000 PDFs in the background.
        insert into receipts (appointment_id, file_key, file_name, content_type, size_bytes, upload_date)
        select appointment_id, 'bench/' || number || '.pdf', number || '.pdf', 'application/pdf', 2400, issued_at from invoices;
        update invoices i set receipt_id = r.id from receipts r where r.file_key = 'bench/' || i.number || '.pdf';
        insert into receipts (appointment_id, file_key, file_name, content_type, size_bytes, upload_date)
        select i.appointment_id, 'bench/' || cn.number || '.pdf', cn.number || '.pdf', 'application/pdf', 1800, cn.issued_at
        from credit_notes cn join invoices i on i.id = cn.invoice_id;
        update credit_notes cn set receipt_id = r.id from receipts r where r.file_key = 'bench/' || cn.number || '.pdf';
        -- Numbered as issuing numbers them (per year, from 1, no gap): the counters go on from the last one.
        insert into document_counters (kind, year, last_number)
        select 'invoice', year, max(sequence) from invoices group by year
        union all
        select 'credit_note', year, max(sequence) from credit_notes group by year;`,
      },
      {
      // Half as many support conversations as members (50,000 at full scale): half of them waiting, every fifth
      // Premium, each with the member's message and, once answered or closed, staff's reply.
      label: `${Math.floor(s.members / 2).toLocaleString('en-US')} support conversations, with their messages`,
      sql: `
        insert into support_conversations (id, user_id, subject, status, priority, waiting_since, first_response_at, last_message_at,
                                           member_unread, staff_unread, created_at)
        select ${uid("'sc'", `n`)}, 'bench' || (1 + (n * 7) % ${s.members}), 'Question ' || n,
               c.status, n % 5 = 0,
               case when c.status = 'open' then c.created + make_interval(mins => n % 30) end,
               case when c.status <> 'open' then c.created + make_interval(mins => 5 + n % 600) end,
               c.created + make_interval(mins => n % 30),
               case when c.status = 'answered' and n % 3 = 0 then 1 else 0 end,
               c.status = 'open' and n % 8 = 0,
               c.created
        from (select n, (array['open','open','answered','closed'])[1 + n % 4] as status,
                     now() - make_interval(mins => (n * 13) % (60 * 24 * 60)) as created
              from generate_series(1, ${Math.floor(s.members / 2)}) n) c;
        insert into support_messages (conversation_id, author_id, from_staff, body, created_at)
        select id, user_id, false, 'Hello, ' || subject, created_at from support_conversations
        union all
        select id, null, true, 'Thanks for writing.', first_response_at from support_conversations where first_response_at is not null;`,
    },
  ]
    .map((step: { label: string; sql: string; triggers?: boolean }) => ({
      label: step.label,
      // The ids are consistent by construction: elsewhere skip the per-row foreign-key triggers (several times faster).
      sql: step.triggers ? step.sql : `set session_replication_role = replica;\n${step.sql}\nset session_replication_role = origin;`,
    }))
    // As autovacuum would soon after a bulk load: statistics, and the visibility map that lets counts read
    // indexes only. On its own: VACUUM cannot share a query string with other statements.
    .concat({ label: 'vacuum analyze', sql: 'vacuum analyze;' });
}
