import { beforeAll, describe, expect, it } from 'vitest';
import { authEndpointExpectations, servedAuthEndpoints, type AuthAccess } from '../testing/auth-endpoint-table.ts';
import { callRoute, createFixture, expectations, fillPath, infrastructure, servedRoutes, type Access, type Actor, type Fixture } from '../testing/route-table.ts';

/**
 * Every route the app serves, called by a visitor, an unverified account, a banned member, another member
 * (with the first member's ids), an admin and the member; see testing/route-table.ts for what each may do.
 */
const DENIED = [401, 403];

/** What each caller must get for a route of each kind: a list of statuses, or 'through' (not refused, not a 5xx). */
function expected(access: Access, actor: Actor): number[] | 'through' {
  if (access === 'public') return 'through';
  if (actor === 'visitor' || actor === 'banned') return [401];
  if (actor === 'unverified') return access === 'signed-in' ? 'through' : [403];
  if (access === 'admin') return actor === 'admin' ? 'through' : [403];
  if (access === 'owner') return actor === 'member' ? 'through' : [404];
  return 'through';
}

// The owner goes last: an owner's successful delete must not leave the others a missing record. The admin
// comes before the member, so an admin route's target is still there when the admin calls.
const actors: Actor[] = ['visitor', 'unverified', 'banned', 'other', 'admin', 'member'];

let f: Fixture;
let calls = 0;

beforeAll(async () => {
  f = await createFixture();
});

describe('authorisation matrix', () => {
  it('has an expectation for every route the app serves, and none for a route that is gone', () => {
    const served = servedRoutes(f.app);
    const missing = [...served].filter((k) => !infrastructure.has(k) && !expectations[k]);
    // Infrastructure is left out: the SPA and the dev mailbox are mounted only when they exist.
    const stale = Object.keys(expectations).filter((k) => !served.has(k));
    expect({ missing, stale }).toEqual({ missing: [], stale: [] });
  });

  for (const [route, rule] of Object.entries(expectations)) {
    it(`${route} (${rule.access})`, async () => {
      const [method, path] = route.split(' ') as [string, string];
      const results: string[] = [];
      const failures: string[] = [];
      const params = rule.params ? await rule.params(f) : {};
      for (const actor of actors) {
        const { status } = await callRoute(f, method, fillPath(path, params), f.cookies[actor], rule.body);
        calls++;
        const want = expected(rule.access, actor);
        const ok = want === 'through' ? !DENIED.includes(status) && status < 500 && !(rule.access === 'owner' && status === 404) : want.includes(status);
        results.push(`${actor}:${status}`);
        if (!ok) failures.push(`${actor} got ${status}, expected ${want === 'through' ? 'to get through' : want.join('/')}`);
        if (want !== 'through' && rule.unchanged) await rule.unchanged(f, params);
      }
      expect(failures, results.join(' ')).toEqual([]);
    });
  }

  it('called every route as every caller', () => {
    // Visible in the test log and the closing note.
    console.info(`authorisation matrix: ${calls} calls over ${Object.keys(expectations).length} routes and ${actors.length} callers`);
    expect(calls).toBe(Object.keys(expectations).length * actors.length);
  });
});

/** What each caller must get from a better-auth endpoint: a list of statuses, or 'through' (reached better-auth). */
function expectedFromAuth(access: AuthAccess, actor: Actor): number[] | 'through' {
  if (access === 'blocked') return [404];
  if (access === 'signed-in' && (actor === 'visitor' || actor === 'banned')) return [401];
  return 'through';
}

describe('authorisation matrix of better-auth endpoints', () => {
  it('has an expectation for every endpoint better-auth serves, and none for one it no longer serves', () => {
    const served = new Set(servedAuthEndpoints(f.app.auth));
    const missing = [...served].filter((k) => !authEndpointExpectations[k]);
    const stale = Object.keys(authEndpointExpectations).filter((k) => !served.has(k));
    expect({ missing, stale }).toEqual({ missing: [], stale: [] });
  });

  const ordered = Object.entries(authEndpointExpectations).sort(([, a], [, b]) => Number(a.last ?? false) - Number(b.last ?? false));
  for (const [endpoint, rule] of ordered) {
    it(`${endpoint} (${rule.access})`, async () => {
      const [method, path] = endpoint.split(' ') as [string, string];
      const results: string[] = [];
      const failures: string[] = [];
      for (const actor of actors) {
        const { status, text } = await callRoute(f, method, fillPath(path, {}), f.cookies[actor], rule.body);
        const want = expectedFromAuth(rule.access, actor);
        // 404 is the gate's answer: an endpoint the product uses must never give it.
        const ok = want === 'through' ? ![401, 403, 404].includes(status) && status < 500 : want.includes(status);
        results.push(`${actor}:${status}`);
        if (!ok) failures.push(`${actor} got ${status}, expected ${want === 'through' ? 'to get through' : want.join('/')}`);
        if (rule.access === 'blocked' && JSON.parse(text || '{}')?.error?.code !== 'NOT_FOUND') failures.push(`${actor} got ${text}`);
      }
      expect(failures, results.join(' ')).toEqual([]);
    });
  }
});
