// The sessions and scenarios `npm run bench` drives: the hot reads (the floor first) and the booking write.
import { DEMO_ACCOUNTS } from '../../apps/server/src/seed/seed.ts';
import { cookieHeader, storeCookies, type Scenario } from './load.ts';
import { BENCH_PASSWORD, benchEmail, benchId, type SeedScale } from './seed.ts';

async function signIn(base: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in of ${email} failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .join('; ');
}

/** A GET with one of `sessions` per connection (round robin) and a cookie jar; `pathFor` may vary per request. */
function authedGet(sessions: string[], pathFor: (i: number) => string): Scenario['request'] {
  let next = 0;
  let i = 0;
  return {
    method: 'GET',
    setupRequest: (req, context) => {
      context.session ??= sessions[next++ % sessions.length];
      return { ...req, path: pathFor(i++), headers: { cookie: cookieHeader(context, context.session as string) } };
    },
    onResponse: (_status, _body, context, headers) => storeCookies(context, headers),
  };
}

/** Each connection is one member opening their own first vehicle's page (history, readings and schedule). */
function vehiclePage(s: Sessions, scale: SeedScale): Scenario['request'] {
  let next = 0;
  return {
    method: 'GET',
    setupRequest: (req, context) => {
      context.member ??= next++ % s.members.length;
      const k = context.member as number;
      const vehicle = benchId('v', (s.memberNumbers[k]! - 1) * scale.vehiclesPerMember + 1);
      return { ...req, path: `/api/vehicles/${vehicle}/care`, headers: { cookie: cookieHeader(context, s.members[k]!) } };
    },
    onResponse: (_status, _body, context, headers) => storeCookies(context, headers),
  };
}

/** A GET per session: each session always asks for its own record's path. */
function ownGet(own: { session: string; path: string }[]): Scenario['request'] {
  let next = 0;
  return {
    method: 'GET',
    setupRequest: (req, context) => {
      context.index ??= next++ % own.length;
      const { session, path } = own[context.index as number]!;
      return { ...req, path, headers: { cookie: cookieHeader(context, session) } };
    },
    onResponse: (_status, _body, context, headers) => storeCookies(context, headers),
  };
}

/**
 * For each member (by index in the sessions) with an appointment that had a visit (the seed gives one to those
 * asking about the tyre pressure), that appointment's id.
 */
export async function visitedAppointments(base: string, members: string[]): Promise<Map<number, string>> {
  const ids = new Map<number, string>();
  for (const [i, cookie] of members.entries()) {
    const list = (await (await fetch(`${base}/api/appointments`, { headers: { cookie } })).json()) as { id: string; additionalDetails: string | null }[];
    const visited = list.find((a) => a.additionalDetails === 'Please check the tyre pressure too.');
    if (visited) ids.set(i, visited.id);
  }
  return ids;
}

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** The n-th weekday on or after `from`. */
function weekday(from: Date, n: number): string {
  const d = new Date(from);
  while (d.getUTCDay() === 0 || d.getUTCDay() === 6) d.setUTCDate(d.getUTCDate() + 1);
  const weeks = Math.floor(n / 5);
  let rest = n % 5;
  d.setUTCDate(d.getUTCDate() + weeks * 7);
  while (rest > 0) {
    d.setUTCDate(d.getUTCDate() + 1);
    if (d.getUTCDay() !== 0 && d.getUTCDay() !== 6) rest--;
  }
  return isoDay(d);
}

export interface Sessions {
  admin: string;
  demoMember: string;
  members: string[];
  /** The bench member each of `members` is (same order). */
  memberNumbers: number[];
}

export async function signInAll(base: string, memberNumbers: number[]): Promise<Sessions> {
  const admin = await signIn(base, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
  const demoMember = await signIn(base, DEMO_ACCOUNTS.member.email, DEMO_ACCOUNTS.member.password);
  const members = await Promise.all(memberNumbers.map((n) => signIn(base, benchEmail(n), BENCH_PASSWORD)));
  return { admin, demoMember, members, memberNumbers };
}

/** The hot reads, the floor first; the same data on both servers, so the same paths. */
export function readScenarios(
  s: Sessions,
  scale: SeedScale,
  extra: { receiptId?: string; adminAppointments: boolean; visitedAppointmentIds: Map<number, string> },
): Scenario[] {
  const shopMonth = isoDay(new Date()).slice(0, 7);
  const searches = ['', 'smi', 'mary', 'jones', 'rob', 'james.smith', '(312) 555-01', 'linda lee'];
  const scenarios: Scenario[] = [
    { name: 'floor: GET /readyz (one select through the pool, no auth)', request: { method: 'GET', path: '/readyz' } },
    { name: 'session check: GET /api/me', request: authedGet(s.members, () => '/api/me') },
    { name: 'member dashboard: GET /api/dashboard', request: authedGet(s.members, () => '/api/dashboard') },
    // Premium members (the bench seed makes the signed-in ones Premium): every figure, invoices of two years.
    { name: 'member analytics: GET /api/analytics', request: authedGet(s.members, () => '/api/analytics') },
    { name: 'my appointments: GET /api/appointments', request: authedGet(s.members, () => '/api/appointments') },
    { name: 'vehicle page: GET /api/vehicles/:id/care', request: vehiclePage(s, scale) },
    {
      name: 'availability, shop month: GET /api/appointments/availability',
      request: authedGet(s.members, (i) => `/api/appointments/availability?shopId=${benchId('s', 1 + (i % scale.shops))}&month=${shopMonth}`),
    },
    { name: 'admin user search: GET /api/admin/users?q=', request: authedGet([s.admin], (i) => `/api/admin/users?q=${encodeURIComponent(searches[i % searches.length]!)}`) },
    {
      // The inbox's tabs and first pages: Premium first, then the longest waiting.
      name: 'support inbox: GET /api/admin/support',
      request: authedGet([s.admin], (i) => ['/api/admin/support', '/api/admin/support?page=2', '/api/admin/support?status=answered', '/api/admin/support?status=closed'][i % 4]!),
    },
    {
      name: 'audit log page: GET /api/admin/audit',
      request: authedGet([s.admin], (i) => ['/api/admin/audit', '/api/admin/audit?action=edit', `/api/admin/audit?from=${isoDay(new Date())}`][i % 3]!),
    },
  ];
  if (extra.visitedAppointmentIds.size > 0) {
    // The estimate, findings and stages the member's appointment details screen reads beside the appointment.
    const own = [...extra.visitedAppointmentIds].map(([i, id]) => ({ session: s.members[i]!, path: `/api/visits/${id}` }));
    scenarios.push({ name: 'appointment details with estimate: GET /api/visits/:id', request: ownGet(own) });
  }
  if (extra.adminAppointments) {
    const from = isoDay(new Date(Date.now() - 30 * 86_400_000));
    const to = isoDay(new Date(Date.now() + 30 * 86_400_000));
    scenarios.push({
      name: 'admin appointments, date filter: GET /api/admin/appointments',
      request: authedGet([s.admin], (i) => `/api/admin/appointments?tab=${i % 2 ? 'all' : 'upcoming'}&from=${from}&to=${to}`),
    });
    // One shop's week (Monday to Friday) as the staff calendar asks for it, stepping through shops and weeks.
    scenarios.push({
      name: 'calendar week: GET /api/admin/calendar (one shop, one week)',
      request: authedGet([s.admin], (i) => `/api/admin/calendar?shopId=${benchId('s', 1 + (i % scale.shops))}&date=${weekday(new Date(), 5 * (i % 4))}&view=week`),
    });
  }
  if (extra.receiptId) {
    scenarios.push({ name: 'document download: GET /api/files/receipts/:id', request: authedGet([s.demoMember], () => `/api/files/receipts/${extra.receiptId}?download=1`) });
  }
  return scenarios;
}

/** Bookings start after the seeded appointments end; each request takes the next (shop, day, hour). */
export function bookingScenario(base: string, members: string[], memberNumbers: number[], scale: SeedScale, lastBookedDay?: string): Scenario {
  const afterSeed = Date.now() + (scale.futureDays + 10) * 86_400_000;
  const bookingStart = new Date(Math.max(afterSeed, lastBookedDay ? Date.parse(`${lastBookedDay}T12:00:00Z`) + 86_400_000 : 0));
  let slot = 0;
  let bookingSession = 0;
  const request: Scenario['request'] = {
    method: 'POST',
    setupRequest: (req, context) => {
      context.member ??= bookingSession++ % members.length;
      const m = context.member as number;
      const k = slot++;
      const body = {
        shopId: benchId('s', 1 + (k % scale.shops)),
        vehicleId: benchId('v', (memberNumbers[m]! - 1) * scale.vehiclesPerMember + 1),
        serviceIds: [benchId('sv', 1 + (k % 8))],
        date: weekday(bookingStart, Math.floor(k / scale.shops / 8)),
        time: `${String(9 + (Math.floor(k / scale.shops) % 8)).padStart(2, '0')}:00`,
      };
      return { ...req, path: '/api/appointments', headers: { cookie: cookieHeader(context, members[m]!), 'content-type': 'application/json', origin: base }, body: JSON.stringify(body) };
    },
    onResponse: (_status, _body, context, headers) => storeCookies(context, headers),
  };
  return { name: 'booking: POST /api/appointments (distinct slots)', request, honest: [409] };
}
