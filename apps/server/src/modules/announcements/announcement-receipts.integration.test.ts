import { beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createMember, signIn } from '../../testing/accounts.ts';
import { createTestApp } from '../../testing/test-app.ts';

const app = await createTestApp({ seed: false });
let admin: { cookie: string };
let member: { cookie: string; email: string; password: string };
let otherMember: { cookie: string };
interface Current {
  id: string;
  acknowledged: boolean;
  dismissed: boolean;
}
type ErrorBody = { error: { code: string; message: string } };

beforeAll(async () => {
  admin = await createAdmin(app);
  member = await createMember(app, 'reader');
  otherMember = await createMember(app, 'other');
});

const publish = async (title: string) => {
  const res = await app.request<{ id: string }>('/api/admin/announcements', {
    cookie: admin.cookie,
    body: { title, content: 'Body', isActive: true },
  });
  expect(res.status).toBe(201);
  return res.body.id;
};
const current = async (cookie: string) => (await app.request<Current>('/api/announcements/current', { cookie })).body;
const post = (cookie: string, path: string) => app.request<ErrorBody>(path, { method: 'POST', cookie });

describe('what an account did with the current announcement', () => {
  it('remembers Got it and the dismissal for the account, on every session, and for no one else', async () => {
    const id = await publish('Holiday hours');
    expect(await current(member.cookie)).toMatchObject({ id, acknowledged: false, dismissed: false });

    expect((await post(member.cookie, `/api/announcements/${id}/acknowledge`)).status).toBe(204);
    // A second device: a fresh sign-in of the same account.
    const otherDevice = await signIn(app, member.email, member.password);
    expect(await current(otherDevice)).toMatchObject({ id, acknowledged: true, dismissed: false });

    expect((await post(otherDevice, `/api/announcements/${id}/dismiss`)).status).toBe(204);
    expect(await current(member.cookie)).toMatchObject({ id, acknowledged: true, dismissed: true });
    // A late 'Got it' from an older tab does not bring the banner back.
    expect((await post(member.cookie, `/api/announcements/${id}/acknowledge`)).status).toBe(204);
    expect(await current(member.cookie)).toMatchObject({ dismissed: true });

    expect(await current(otherMember.cookie)).toMatchObject({ id, acknowledged: false, dismissed: false });
  });

  it('shows a different announcement afresh', async () => {
    const first = await publish('First news');
    expect((await post(member.cookie, `/api/announcements/${first}/dismiss`)).status).toBe(204);
    expect(await current(member.cookie)).toMatchObject({ id: first, acknowledged: true, dismissed: true });
    const second = await publish('Second news');
    expect(await current(member.cookie)).toMatchObject({ id: second, acknowledged: false, dismissed: false });
  });

  it('answers 404 for an unknown announcement, 400 for a malformed id and 401 without a session', async () => {
    const unknown = await post(member.cookie, '/api/announcements/00000000-0000-4000-8000-000000000000/dismiss');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('Announcement not found');
    expect((await post(member.cookie, '/api/announcements/not-a-uuid/acknowledge')).status).toBe(400);
    const id = await publish('Signed-in only');
    expect((await app.request(`/api/announcements/${id}/dismiss`, { method: 'POST' })).status).toBe(401);
  });
});
