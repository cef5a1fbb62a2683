import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { callRoute, createFixture, expectations, fillPath, type Actor, type Fixture } from '../testing/route-table.ts';

/**
 * Random and hostile path ids, query strings and bodies sent to every route by a caller who may use it:
 * never a 5xx, never a stack trace, and a refused request changes no row.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);

const hostileText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(
    "' OR 1=1 --",
    "'); DROP TABLE vehicles; --",
    '<script>alert(1)</script>',
    '../../../etc/passwd',
    '..%2F..%2Fetc%2Fpasswd',
    '\u0000',
    '-1',
    '0',
    '1e308',
    '99999999999999999999999',
    'NaN',
    'null',
    'true',
    '2026-02-30',
    '2026-13-01',
    '25:61',
    'not-a-uuid',
    '00000000-0000-0000-0000-000000000000',
    'ffffffff-ffff-ffff-ffff-ffffffffffff',
    '\u202e\u0645\u0631\u062d\u0628\u0627',
    '😀'.repeat(50),
  ),
  fc.integer({ min: 1000, max: 200_000 }).map((n) => 'x'.repeat(n)),
);

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  fc.integer(),
  fc.double(),
  fc.constantFrom(-1, 0, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, true, false, null),
  fc.array(hostileText, { maxLength: 5 }),
  fc.object({ maxDepth: 2 }),
);

// Names the forms really use, so random values reach validation deeper than "unknown field".
const fieldName = fc.oneof(
  fc.constantFrom(
    'make', 'model', 'year', 'vin', 'licensePlate', 'color', 'name', 'description', 'email', 'password',
    'firstName', 'lastName', 'phoneNumber', 'address', 'city', 'state', 'zipCode', 'role', 'action', 'reason',
    'until', 'isActive', 'status', 'title', 'content', 'type', 'schedule', 'slotCapacity', 'shopId', 'vehicleId',
    'serviceIds', 'date', 'time', 'appointmentDate', 'appointmentTime', 'additionalDetails', 'userId', '__proto__',
    'constructor',
  ),
  fc.string({ maxLength: 20 }),
);

const hostileBody: fc.Arbitrary<unknown> = fc.oneof(
  fc.dictionary(fieldName, hostileValue, { maxKeys: 8 }),
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom('{', '{"a":', 'not json', '[]', '""', 'null', '{"__proto__":{"role":"admin"}}'),
);

const queryKey = fc.constantFrom('page', 'pageSize', 'search', 'q', 'status', 'includeAdmins', 'month', 'date', 'shopId', 'from', 'to', 'tab', 'sort');
const hostileQuery = fc
  .array(fc.tuple(queryKey, hostileText.map((t) => t.slice(0, 2000))), { maxLength: 4 })
  .map((pairs) => (pairs.length ? `?${new URLSearchParams(pairs).toString()}` : ''));

// The Content-Type a client claims, whatever it really sends (undefined: the honest one, or none without a body).
const hostileContentType = fc.option(
  fc.constantFrom(
    'application/json',
    'application/json; charset=utf-16',
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'multipart/form-data',
    'application/octet-stream',
    '*/*; ;=',
  ),
  { nil: undefined },
);

const STACK_TRACE = /\n\s+at .+[(:]\d+|node_modules\/|\.ts:\d+:\d+|TypeError|ReferenceError/;

/** Rows of a raw query, whichever driver (PGlite or pg) answered it. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** A digest of every table a request could change, apart from sessions and rate-limit counters. */
async function digest(f: Fixture): Promise<string> {
  const tables = rowsOf<{ table_name: string }>(
    await f.app.db.execute(sql`
      select table_name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE'
        and table_name not in ('session', 'rate_limit', 'rate_limit_counter', 'verification')
      order by table_name`),
  );
  const parts: string[] = [];
  for (const { table_name } of tables) {
    const [row] = rowsOf<{ d: string }>(
      await f.app.db.execute(
        sql`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as d from ${sql.identifier(table_name)} t`,
      ),
    );
    parts.push(`${table_name}:${row?.d ?? ''}`);
  }
  return parts.join(',');
}

let f: Fixture;
let cases = 0;

beforeAll(async () => {
  f = await createFixture();
});

describe('hostile input', () => {
  for (const [route, rule] of Object.entries(expectations)) {
    const [method, path] = route.split(' ') as [string, string];
    const caller: Actor = rule.access === 'admin' ? 'admin' : 'member';
    const hasParams = /:\w+|\*$/.test(path);
    const sendsBody = method !== 'GET' && method !== 'DELETE';

    it(`${route}: never a 5xx or a stack trace, and a refusal changes nothing`, async () => {
      await fc.assert(
        fc.asyncProperty(hostileText, hostileQuery, hostileBody, hostileContentType, async (id, query, body, contentType) => {
          cases++;
          const params: Record<string, string> = {};
          if (hasParams) for (const name of path.match(/:(\w+)/g) ?? []) params[name.slice(1)] = encodeURIComponent(id.slice(0, 5000));
          if (path.endsWith('*')) params['*'] = encodeURIComponent(id.slice(0, 5000));
          const before = sendsBody || method === 'DELETE' ? await digest(f) : '';
          const res = await callRoute(f, method, fillPath(path, params), f.cookies[caller], sendsBody ? body : undefined, method === 'GET' ? query : '', contentType);
          expect(res.status, res.text.slice(0, 300)).toBeLessThan(500);
          expect(res.text).not.toMatch(STACK_TRACE);
          if (before && res.status >= 400) expect(await digest(f)).toBe(before);
        }),
        { numRuns: RUNS },
      );
    });
  }

  it('ran the cases', () => {
    // Visible in the test log and the closing note: how many hostile requests were made.
    console.info(`hostile input: ${cases} cases over ${Object.keys(expectations).length} routes`);
    expect(cases).toBeGreaterThanOrEqual(RUNS * Object.keys(expectations).length);
  });
});
