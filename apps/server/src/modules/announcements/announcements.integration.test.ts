import { beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createMember } from '../../testing/accounts.ts';
import { createTestApp } from '../../testing/test-app.ts';

const app = await createTestApp({ seed: false });
let admin: { cookie: string };
let member: { cookie: string };
interface AnnouncementBody {
  id: string;
  title: string;
  content: string;
  isActive: boolean;
}
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

beforeAll(async () => {
  admin = await createAdmin(app);
  member = await createMember(app);
});

const create = async (title: string, isActive: boolean) => {
  const res = await app.request<AnnouncementBody>('/api/admin/announcements', {
    cookie: admin.cookie,
    body: { title, content: `${title}\nsecond line`, isActive },
  });
  expect(res.status).toBe(201);
  return res.body;
};

describe('announcements', () => {
  it('has no current announcement when none is active', async () => {
    const res = await app.request('/api/announcements/current', { cookie: member.cookie });
    expect(res.status).toBe(200);
    expect(res.body).toBeNull();
  });

  it('makes the newest active announcement the current one', async () => {
    const first = await create('First', true);
    await create('Draft', false);
    expect((await app.request<AnnouncementBody>('/api/announcements/current', { cookie: member.cookie })).body.id).toBe(first.id);
    const second = await create('Second', true);
    const current = await app.request<AnnouncementBody>('/api/announcements/current', { cookie: member.cookie });
    expect(current.body).toMatchObject({ id: second.id, title: 'Second', content: 'Second\nsecond line' });

    await app.request(`/api/admin/announcements/${second.id}/status`, { method: 'PATCH', cookie: admin.cookie, body: { isActive: false } });
    expect((await app.request<AnnouncementBody>('/api/announcements/current', { cookie: admin.cookie })).body.id).toBe(first.id);
  });

  it('edits, lists newest first and deletes', async () => {
    const a = await create('Editable', false);
    const edited = await app.request<AnnouncementBody>(`/api/admin/announcements/${a.id}`, {
      method: 'PUT',
      cookie: admin.cookie,
      body: { title: 'Edited', content: 'New text', isActive: false },
    });
    expect(edited.body).toMatchObject({ title: 'Edited', content: 'New text' });
    const list = await app.request<AnnouncementBody[]>('/api/admin/announcements', { cookie: admin.cookie });
    expect(list.body[0]?.id).toBe(a.id);
    expect((await app.request(`/api/admin/announcements/${a.id}`, { method: 'DELETE', cookie: admin.cookie })).status).toBe(204);
    expect((await app.request(`/api/admin/announcements/${a.id}`, { method: 'DELETE', cookie: admin.cookie })).status).toBe(404);
  });

  it("refuses a blank title or content with 'Title and content are required'", async () => {
    const res = await app.request<ErrorBody>('/api/admin/announcements', {
      cookie: admin.cookie,
      body: { title: '  ', content: 'x', isActive: true },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Title and content are required');
  });

  it('is forbidden to members and needs a sign-in', async () => {
    expect((await app.request('/api/admin/announcements', { cookie: member.cookie })).status).toBe(403);
    expect((await app.request('/api/admin/announcements')).status).toBe(401);
    expect((await app.request('/api/announcements/current')).status).toBe(401);
    expect((await app.request('/api/events')).status).toBe(401);
  });

  it('streams an announcement event to a signed-in member when one is published', async () => {
    const controller = new AbortController();
    const res = await app.app.request('/api/events', {
      headers: { Cookie: member.cookie, Origin: 'http://localhost:3000' },
      signal: controller.signal,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    const published = await create('Live news', true);
    // On PostgreSQL an earlier test's event (a deletion) can still arrive through LISTEN/NOTIFY: read on to this one.
    while (!text.includes(published.id)) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value);
    }
    expect(text).toContain('event: announcement');
    expect(text).toContain(published.id);
    controller.abort();
    await reader.cancel();
  });
});
