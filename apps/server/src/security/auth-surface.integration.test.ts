import { count, eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { session, user } from '../db/schema/auth.ts';
import { createAdmin, createMember } from '../testing/accounts.ts';
import { createTestApp } from '../testing/test-app.ts';

const app = await createTestApp();

describe("better-auth's admin endpoints", () => {
  it('cannot demote the last administrator: 404, and the club keeps its admin', async () => {
    const admin = await createAdmin(app);
    const res = await app.request<{ error: { code: string } }>('/api/auth/admin/set-role', {
      cookie: admin.cookie,
      body: { userId: admin.id, role: 'user' },
    });
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('NOT_FOUND');
    const [row] = await app.db.select({ role: user.role }).from(user).where(eq(user.id, admin.id));
    expect(row?.role).toBe('admin');
  });

  it('cannot impersonate a member, remove one or set their password', async () => {
    const admin = await createAdmin(app);
    const member = await createMember(app, 'target');
    for (const [path, body] of [
      ['/api/auth/admin/impersonate-user', { userId: member.id }],
      ['/api/auth/admin/remove-user', { userId: member.id }],
      ['/api/auth/admin/set-user-password', { userId: member.id, newPassword: 'taken-over-1' }],
      ['/api/auth/admin/ban-user', { userId: member.id }],
    ] as const) {
      expect((await app.request(path, { cookie: admin.cookie, body })).status, path).toBe(404);
    }
    const [impersonations] = await app.db.select({ n: count() }).from(session).where(isNotNull(session.impersonatedBy));
    expect(impersonations?.n).toBe(0);
    const [row] = await app.db.select({ banned: user.banned }).from(user).where(eq(user.id, member.id));
    expect(row?.banned).not.toBe(true);
    // The member's own password still works, and their account is still there.
    expect((await app.request('/api/auth/sign-in/email', { body: { email: member.email, password: member.password } })).status).toBe(200);
  });

  it("leave the app's own admin routes working (they do not go through them)", async () => {
    const admin = await createAdmin(app);
    const member = await createMember(app, 'promoted');
    const res = await app.request(`/api/admin/admins/${member.id}/role`, { cookie: admin.cookie, body: { role: 'admin' } });
    expect(res.status).toBe(200);
    const ban = await app.request(`/api/admin/users/${member.id}/status`, { cookie: admin.cookie, body: { action: 'ban', reason: 'test' } });
    expect(ban.status).toBe(200);
  });
});

describe('a malformed session cookie', () => {
  const shapes: Record<string, string> = {
    garbage: 'drivecare.session_token=%%%garbage%%%',
    'a bad signature': 'drivecare.session_token=abcdefabcdefabcdefabcdefabcdefab.bm90LWEtc2lnbmF0dXJl',
    'a huge value': `drivecare.session_token=${'a'.repeat(6000)}.${'b'.repeat(2000)}`,
    'bad percent-encoding': 'drivecare.session_token=abc%E0%A4%A.sig%ZZ',
    'only a dot': 'drivecare.session_token=.',
    'empty': 'drivecare.session_token=',
    'several of them': 'drivecare.session_token=a.b; drivecare.session_token=%ff; drivecare.session_data=%%',
    'a broken cache cookie': 'drivecare.session_data=not-base64%%%; drivecare.session_token=x.y',
    'Latin-1 bytes': 'drivecare.session_token=\u00ff\u00fe.\u00e9',
    'a lone percent': 'drivecare.session_token=%',
    'a secure-prefixed one': '__Secure-drivecare.session_token=%C0%AF.%00',
  };

  for (const [name, cookie] of Object.entries(shapes)) {
    it(`with ${name} is a signed-out caller`, async () => {
      const me = await app.request<{ error: { code: string } }>('/api/me', { cookie });
      expect(me.status).toBe(401);
      expect(me.body.error.code).toBe('UNAUTHENTICATED');
      const session = await app.request('/api/auth/get-session', { cookie });
      expect(session.status).toBe(200);
      expect(session.body).toBeNull();
    });
  }
});
