import type { UserListResponse } from '@drivecare/contract/users';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { user } from '../../db/schema/auth.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { createAdmin } from '../../testing/accounts.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { recountUserList } from '../figures/member-figures.reference.ts';

const app = await createTestApp();
const admin = await createAdmin(app);

// Few, overlapping names, so that short prefixes match many accounts (the list then walks its index) and longer
// ones few (it sorts the matches), with LIKE's special characters and phones an admin typed letters into.
const firstNames = ['ann', 'Anna', 'annie', 'rob', 'Robert', 'robin', 'mary', 'Mary Ann', 'zoë', 'x_y', '50%', null];
const lastNames = ['smith', 'Smithers', 'lee', 'de la cruz', "o'neil", 'Ann', 'back\\slash', null];
const phones = [null, '(312) 555-0101', '(312) 555-0199', '555 ABC', '+1 415 555 0000', '555 abd'];

/** A deterministic pseudo-random sequence (the population is fixed; fast-check varies the questions). */
let seed = 7;
const next = (n: number) => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed % n;
};
const pick = <T,>(list: readonly T[]) => list[next(list.length)]!;

const ids: string[] = [];
const start = Date.now() - 1_000_000;

async function addAccount(i: number) {
  const id = `search-${i}`;
  const first = pick(firstNames);
  const last = pick(lastNames);
  const email = `${(first ?? 'anon').replace(/\s/g, '')}.${(last ?? 'x').replace(/\s/g, '')}${i}@Example.com`;
  // Some share a creation time, so the id breaks the tie.
  const createdAt = new Date(start + Math.floor(i / 3) * 1_000);
  await app.db.insert(user).values({ id, name: id, email, emailVerified: true, role: next(8) === 0 ? 'admin' : 'user', createdAt });
  await app.db.insert(profiles).values({ userId: id, firstName: first, lastName: last, phoneNumber: pick(phones) });
  ids.push(id);
}

for (let i = 0; i < 70; i++) await addAccount(i);

/** The search keys of the population, for questions that match something. */
async function keys() {
  const rows = await app.db.select({ email: user.email, first: profiles.firstName, last: profiles.lastName, phone: profiles.phoneNumber }).from(user).innerJoin(profiles, eq(profiles.userId, user.id));
  return rows.flatMap((r) => [r.email, r.first, r.last, r.phone]).filter((k): k is string => !!k);
}

/** What the list must show, recounted from the accounts and profiles themselves (not the directory or its counters). */
const recount = (q: string, status: 'all' | 'active' | 'inactive', includeAdmins: boolean) => recountUserList(app.db, q, status, includeAdmins);

const ban = (id: string, until: Date | null, banned = true) => app.db.update(user).set({ banned, banExpires: until }).where(eq(user.id, id));
const hour = 3_600_000;

/** Changes any writer could make; the directory's triggers must carry each into the figures. */
const change = fc.oneof(
  fc.record({ kind: fc.constant('rename' as const), i: fc.nat(), first: fc.constantFrom(...firstNames), last: fc.constantFrom(...lastNames) }),
  fc.record({ kind: fc.constant('phone' as const), i: fc.nat(), phone: fc.constantFrom(...phones) }),
  fc.record({ kind: fc.constant('email' as const), i: fc.nat(), local: fc.constantFrom('Rob', 'annie', 'zed', 'mary_ann', '50%off') }),
  fc.record({ kind: fc.constantFrom('deactivate' as const, 'activate' as const, 'delete' as const, 'restore' as const, 'promote' as const, 'demote' as const), i: fc.nat() }),
  fc.record({ kind: fc.constantFrom('ban' as const, 'banUntilLater' as const, 'banRunOut' as const, 'unban' as const), i: fc.nat() }),
  fc.record({ kind: fc.constant('fold' as const) }),
);

type Change = typeof change extends fc.Arbitrary<infer T> ? T : never;

async function apply(c: Change) {
  if (c.kind === 'fold') return app.countFolder.fold();
  const id = ids[c.i % ids.length]!;
  switch (c.kind) {
    case 'rename':
      return app.db.update(profiles).set({ firstName: c.first, lastName: c.last }).where(eq(profiles.userId, id));
    case 'phone':
      return app.db.update(profiles).set({ phoneNumber: c.phone }).where(eq(profiles.userId, id));
    case 'email':
      return app.db.update(user).set({ email: `${c.local}.${id}@example.com` }).where(eq(user.id, id));
    case 'deactivate':
    case 'activate':
      return app.db.update(profiles).set({ isActive: c.kind === 'activate' }).where(eq(profiles.userId, id));
    case 'delete':
    case 'restore':
      return app.db.update(profiles).set({ deletedAt: c.kind === 'delete' ? new Date() : null }).where(eq(profiles.userId, id));
    case 'promote':
    case 'demote':
      return app.db.update(user).set({ role: c.kind === 'promote' ? 'admin' : 'user' }).where(eq(user.id, id));
    case 'ban':
      return ban(id, null);
    case 'banUntilLater':
      return ban(id, new Date(Date.now() + hour));
    case 'banRunOut':
      return ban(id, new Date(Date.now() - hour));
    case 'unban':
      return ban(id, null, false);
  }
}

describe('the user list searched at any breadth', () => {
  it('shows exactly the recounted page, "of N" and figures, through every kind of change, folded or not', async () => {
    const known = await keys();
    const term = fc.oneof(
      // A prefix of a real key, as typed: any length, sometimes capitalised, sometimes padded.
      fc.tuple(fc.constantFrom(...known), fc.integer({ min: 1, max: 9 }), fc.boolean(), fc.boolean()).map(([k, n, upper, pad]) => {
        const prefix = [...k].slice(0, n).join('');
        return `${pad ? '  ' : ''}${upper ? prefix.toUpperCase() : prefix}`;
      }),
      fc.tuple(fc.constantFrom('an', 'ro', 'mary', 'r', 'zo'), fc.constantFrom('s', 'smi', 'l', 'de la', 'an')).map(([a, b]) => `${a} ${b}`),
      fc.constantFrom('', ' ', '%', '_', '\\', 'zz', '(312)', '555 a', 'example'),
      fc.string({ maxLength: 3 }),
    );
    const question = fc.record({
      q: term,
      status: fc.constantFrom('all' as const, 'active' as const, 'inactive' as const),
      includeAdmins: fc.boolean(),
      pageSize: fc.integer({ min: 1, max: 7 }),
      page: fc.integer({ min: 1, max: 4 }),
    });

    await fc.assert(
      fc.asyncProperty(fc.array(change, { maxLength: 3 }), question, async (changes, ask) => {
        for (const c of changes) await apply(c);
        const query = new URLSearchParams({ q: ask.q, status: ask.status, includeAdmins: String(ask.includeAdmins), pageSize: String(ask.pageSize), page: String(ask.page) });
        const res = await app.request<UserListResponse>(`/api/admin/users?${query}`, { cookie: admin.cookie });
        expect(res.status).toBe(200);
        const expected = await recount(ask.q, ask.status, ask.includeAdmins);
        expect(res.body.summary).toEqual(expected.summary);
        expect(res.body.totalCount).toBe(expected.ids.length);
        const from = (ask.page - 1) * ask.pageSize;
        expect(res.body.data.map((u) => u.id)).toEqual(expected.ids.slice(from, from + ask.pageSize));
      }),
      { numRuns: 250 },
    );
  });
});
