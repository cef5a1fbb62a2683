import type {
  StaffSupportConversation,
  SupportConversation,
  SupportConversationSummary,
  SupportInboxPage,
  SupportResponseTimes,
  SupportUnread,
} from '@drivecare/contract/support';
import { and, eq, gte, isNotNull } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Realtime } from '../../adapters/realtime/realtime.ts';
import { appointments } from '../../db/schema/appointments.ts';
import { shops } from '../../db/schema/catalogue.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { supportConversations } from '../../db/schema/support.ts';
import { createLogger } from '../../logger.ts';
import { buildServer } from '../../server.ts';
import { createAdmin, createMember } from '../../testing/accounts.ts';
import { openEvents, readStream } from '../../testing/event-stream.ts';
import { createTestApp, TEST_ORIGIN } from '../../testing/test-app.ts';

const app = await createTestApp();
const admin = await createAdmin(app);
const basic = await createMember(app, 'support-basic');
const premium = await createMember(app, 'support-premium');
const stranger = await createMember(app, 'support-stranger');
await app.db.update(profiles).set({ membershipLevel: 'premium' }).where(eq(profiles.userId, premium.id));

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

const png = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#2563eb' } }).png().toBuffer();

function messageForm(fields: Record<string, string>, files: { bytes: Buffer | Uint8Array; name?: string; type?: string }[] = []) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const f of files) form.append('photos', new File([new Uint8Array(f.bytes)], f.name ?? 'photo.png', { type: f.type ?? 'image/png' }));
  return form;
}

async function startConversation(member: { cookie: string }, subject: string, files: Parameters<typeof messageForm>[1] = [], extra: Record<string, string> = {}) {
  return app.request<SupportConversation & ErrorBody>('/api/support/conversations', {
    cookie: member.cookie,
    body: messageForm({ subject, message: `About ${subject}`, ...extra }, files),
  });
}

const reply = (id: string, message: string) =>
  app.request<StaffSupportConversation & ErrorBody>(`/api/admin/support/${id}/replies`, { cookie: admin.cookie, body: { message } });

const inbox = async (status = 'open') => {
  const items: SupportInboxPage['items'] = [];
  for (let page = 1; ; page++) {
    const res = await app.request<SupportInboxPage>(`/api/admin/support?status=${status}&page=${page}`, { cookie: admin.cookie });
    expect(res.status).toBe(200);
    items.push(...res.body.items);
    if (!res.body.hasMore) return items;
  }
};
const unread = async () => (await app.request<SupportUnread>('/api/admin/support/unread', { cookie: admin.cookie })).body.count;

describe('a member writing to support', () => {
  it('starts a conversation with photos checked by content and resized, and about their own appointment only', async () => {
    const [shop] = await app.db.select({ id: shops.id }).from(shops).limit(1);
    const [mine] = await app.db
      .insert(appointments)
      .values({ userId: basic.id, shopId: shop!.id, appointmentDate: '2030-01-08', appointmentTime: '10:00', status: 'scheduled' })
      .returning({ id: appointments.id });
    const [theirs] = await app.db
      .insert(appointments)
      .values({ userId: stranger.id, shopId: shop!.id, appointmentDate: '2030-01-08', appointmentTime: '11:00', status: 'scheduled' })
      .returning({ id: appointments.id });

    const created = await startConversation(basic, 'Brake noise', [{ bytes: await png(3000, 1500) }, { bytes: await png(40, 40) }], { appointmentId: mine!.id });
    expect(created.status).toBe(201);
    expect(created.body.status).toBe('open');
    expect(created.body.appointment?.id).toBe(mine!.id);
    const photos = created.body.messages[0]!.photos;
    expect(photos).toHaveLength(2);
    expect(photos[0]).toMatchObject({ width: 1600, height: 800 });

    const file = await app.app.request(photos[0]!.url, { headers: { Cookie: basic.cookie, Origin: TEST_ORIGIN } });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(new Uint8Array(await file.arrayBuffer())).metadata();
    expect(meta.format).toBe('webp');
    expect((await app.app.request(photos[0]!.url, { headers: { Cookie: admin.cookie, Origin: TEST_ORIGIN } })).status).toBe(200);
    expect((await app.app.request(photos[0]!.url, { headers: { Cookie: stranger.cookie, Origin: TEST_ORIGIN } })).status).toBe(404);

    const notMine = await startConversation(basic, 'Not mine', [], { appointmentId: theirs!.id });
    expect(notMine.status).toBe(400);
    expect(notMine.body.error.fields?.appointmentId).toBe('Appointment not found');
    const fake = await startConversation(basic, 'Fake', [{ bytes: new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'), name: 'x.png' }]);
    expect(fake.status).toBe(400);
    expect(fake.body.error.message).toBe('Please choose a JPEG, PNG or WebP image');
    const tooMany = await startConversation(basic, 'Four', await Promise.all([1, 2, 3, 4].map(async () => ({ bytes: await png(10, 10) }))));
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.message).toBe('Attach at most 3 photos');
    const blank = await app.request<ErrorBody>('/api/support/conversations', { cookie: basic.cookie, body: messageForm({ subject: ' ', message: 'x' }) });
    expect(blank.status).toBe(400);
    expect(blank.body.error.fields?.subject).toBe('Subject is required');
  });

  it("never shows a member another member's thread or photo, nor lets them write in or close it", async () => {
    const created = await startConversation(premium, 'Private matter', [{ bytes: await png(20, 20) }]);
    const id = created.body.id;
    const photoUrl = created.body.messages[0]!.photos[0]!.url;
    expect((await app.request(`/api/support/conversations/${id}`, { cookie: stranger.cookie })).status).toBe(404);
    expect((await app.request(photoUrl, { cookie: stranger.cookie })).status).toBe(404);
    expect((await app.request(`/api/support/conversations/${id}/messages`, { cookie: stranger.cookie, body: messageForm({ message: 'hi' }) })).status).toBe(404);
    expect((await app.request(`/api/support/conversations/${id}/close`, { cookie: stranger.cookie, method: 'POST' })).status).toBe(404);
    const list = await app.request<SupportConversationSummary[]>('/api/support/conversations', { cookie: stranger.cookie });
    expect(list.body.map((c) => c.id)).not.toContain(id);
    expect((await app.request(`/api/support/conversations/${id}`, { cookie: premium.cookie })).status).toBe(200);
    expect((await app.request('/api/support/conversations/not-a-uuid', { cookie: premium.cookie })).status).toBe(404);
  });
});

describe('the staff inbox', () => {
  it('puts Premium conversations first, then the one waiting longest', async () => {
    const oldBasic = (await startConversation(basic, 'Old basic')).body.id;
    const newBasic = (await startConversation(basic, 'New basic')).body.id;
    const laterPremium = (await startConversation(premium, 'Premium question')).body.id;
    // Waiting times made distinct and known: the premium one waited least of all.
    const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);
    await app.db.update(supportConversations).set({ waitingSince: minutesAgo(300) }).where(eq(supportConversations.id, oldBasic));
    await app.db.update(supportConversations).set({ waitingSince: minutesAgo(200) }).where(eq(supportConversations.id, newBasic));
    await app.db.update(supportConversations).set({ waitingSince: minutesAgo(5) }).where(eq(supportConversations.id, laterPremium));

    const items = await inbox('open');
    const ours = items.filter((i) => [oldBasic, newBasic, laterPremium].includes(i.id)).map((i) => i.id);
    expect(ours).toEqual([laterPremium, oldBasic, newBasic]);
    // The whole list holds to the rule: no Basic before a Premium, waits oldest first within a plan.
    const firstBasic = items.findIndex((i) => !i.priority);
    expect(items.slice(firstBasic).every((i) => !i.priority)).toBe(true);
    for (const group of [items.slice(0, firstBasic), items.slice(firstBasic)])
      for (let k = 1; k < group.length; k++) expect(group[k]!.waitingSince! >= group[k - 1]!.waitingSince!).toBe(true);
    expect(items.find((i) => i.id === laterPremium)).toMatchObject({ priority: true, status: 'open', unread: true, memberEmail: premium.email });
  });

  it('counts unread conversations for staff, marks replies unread for the member, and e-mails the reply', async () => {
    const before = await unread();
    const { id } = (await startConversation(basic, 'Tyre pressure')).body;
    expect(await unread()).toBe(before + 1);

    const opened = await app.request<StaffSupportConversation>(`/api/admin/support/${id}`, { cookie: admin.cookie });
    expect(opened.body.memberEmail).toBe(basic.email);
    expect(await unread()).toBe(before);

    const assigned = await app.request<StaffSupportConversation>(`/api/admin/support/${id}/assign`, { cookie: admin.cookie, method: 'POST' });
    expect(assigned.body.assignedToId).toBe(admin.id);

    const answered = await reply(id, 'Try 35 psi, cold.');
    expect(answered.status).toBe(201);
    expect(answered.body.status).toBe('answered');
    expect(answered.body.waitingSince).toBeNull();
    const mails = await app.db.select({ subject: mailOutbox.subject, text: mailOutbox.text }).from(mailOutbox).where(eq(mailOutbox.to, basic.email));
    const mail = mails.find((m) => m.subject === 'DriveCare Club support replied: Tyre pressure');
    expect(mail?.text).toContain('Try 35 psi, cold.');
    expect(mail?.text).toContain(`/support/${id}`);

    const listed = await app.request<SupportConversationSummary[]>('/api/support/conversations', { cookie: basic.cookie });
    expect(listed.body.find((c) => c.id === id)).toMatchObject({ status: 'answered', unread: 1 });
    await reply(id, 'And check the spare.');
    expect((await app.request<SupportConversationSummary[]>('/api/support/conversations', { cookie: basic.cookie })).body.find((c) => c.id === id)?.unread).toBe(2);
    const thread = await app.request<SupportConversation>(`/api/support/conversations/${id}`, { cookie: basic.cookie });
    expect(thread.body.messages.map((m) => [m.fromStaff, m.body])).toEqual([
      [false, 'About Tyre pressure'],
      [true, 'Try 35 psi, cold.'],
      [true, 'And check the spare.'],
    ]);
    expect((await app.request<SupportConversationSummary[]>('/api/support/conversations', { cookie: basic.cookie })).body.find((c) => c.id === id)?.unread).toBe(0);

    // The member writes again: open and unread for staff again.
    const again = await app.request<SupportConversation>(`/api/support/conversations/${id}/messages`, { cookie: basic.cookie, body: messageForm({ message: 'Thanks, and the spare?' }) });
    expect(again.status).toBe(201);
    expect(again.body.status).toBe('open');
    expect(await unread()).toBe(before + 1);

    // Closed by the member: nobody writes in it any more, and it no longer counts as unread.
    const closed = await app.request<SupportConversation>(`/api/support/conversations/${id}/close`, { cookie: basic.cookie, method: 'POST' });
    expect(closed.body.status).toBe('closed');
    expect(await unread()).toBe(before);
    const late = await reply(id, 'Late answer');
    expect(late.status).toBe(409);
    expect(late.body.error.message).toBe('This conversation is closed');
    expect((await app.request(`/api/support/conversations/${id}/messages`, { cookie: basic.cookie, body: messageForm({ message: 'x' }) })).status).toBe(409);
    expect((await inbox('closed')).map((i) => i.id)).toContain(id);
  });

  it('reports the median first-response time per plan over the last 30 days, as a recount of the rows', async () => {
    const minutes = (m: number) => m * 60_000;
    const now = Date.now();
    const seed = async (member: { cookie: string }, startedMinutesAgo: number, answeredAfter: number) => {
      const { id } = (await startConversation(member, `Timed ${startedMinutesAgo}`)).body;
      const createdAt = new Date(now - minutes(startedMinutesAgo));
      await app.db
        .update(supportConversations)
        .set({ createdAt, firstResponseAt: new Date(createdAt.getTime() + minutes(answeredAfter)), status: 'answered', waitingSince: null })
        .where(eq(supportConversations.id, id));
    };
    await seed(premium, 600, 10);
    await seed(premium, 500, 20);
    await seed(premium, 400, 90);
    await seed(basic, 900, 240);
    await seed(basic, 800, 480);
    await seed(basic, 60 * 24 * 40, 5); // 40 days ago: outside the window

    const res = await app.request<SupportResponseTimes>('/api/admin/support/response-times', { cookie: admin.cookie });
    expect(res.status).toBe(200);

    const rows = await app.db
      .select({ priority: supportConversations.priority, createdAt: supportConversations.createdAt, firstResponseAt: supportConversations.firstResponseAt })
      .from(supportConversations)
      .where(and(isNotNull(supportConversations.firstResponseAt), gte(supportConversations.createdAt, new Date(now - 30 * 24 * 60 * 60_000))));
    const median = (values: number[]) => {
      if (!values.length) return null;
      const s = [...values].sort((a, b) => a - b);
      const mid = Math.floor(s.length / 2);
      return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
    };
    for (const [plan, priority] of [['premium', true], ['basic', false]] as const) {
      const waits = rows.filter((r) => r.priority === priority).map((r) => (r.firstResponseAt!.getTime() - r.createdAt.getTime()) / 60_000);
      expect(res.body[plan].conversations).toBe(waits.length);
      expect(res.body[plan].medianMinutes).toBeCloseTo(median(waits)!, 3);
    }
  });
});

describe('live', () => {
  it("tells staff of a new message and the member, and only them, of staff's reply", async () => {
    const controller = new AbortController();
    const staff = await openEvents(app.app, admin.cookie, controller.signal);
    const heardByStaff = readStream(staff, (t) => t.includes('"change":"message"'));
    await new Promise((r) => setTimeout(r, 50));
    const { id } = (await startConversation(premium, 'Live one')).body;
    expect(await heardByStaff).toContain(`"conversationId":"${id}"`);

    const mine = await openEvents(app.app, premium.cookie, controller.signal);
    const theirs = await openEvents(app.app, stranger.cookie, controller.signal);
    const heardMine = readStream(mine, (t) => t.includes('"change":"reply"'));
    const heardTheirs = readStream(theirs, (t) => t.includes(id), 1_500);
    await new Promise((r) => setTimeout(r, 50));
    await reply(id, 'On it.');
    const [a, b] = await Promise.all([heardMine, heardTheirs]);
    controller.abort();
    expect(a).toContain('event: support');
    expect(a).toContain(`"conversationId":"${id}"`);
    expect(b).not.toContain(id);
  });

  // Two app instances on one PostgreSQL database: the reply sent on B reaches the member's stream open on A.
  describe.runIf(app.database.pool)('across two instances', () => {
    it("delivers staff's reply on one instance to the member's stream on the other", async () => {
      const other = buildServer(app.env, app.database, createLogger('silent', false));
      await (other.realtime as Realtime & { ready?: () => Promise<void> }).ready?.();
      try {
        const { id } = (await startConversation(basic, 'Across instances')).body;
        const controller = new AbortController();
        const stream = await openEvents(app.app, basic.cookie, controller.signal);
        const heard = readStream(stream, (t) => t.includes('"change":"reply"'), 10_000);
        await new Promise((r) => setTimeout(r, 100));
        const res = await other.app.request(`/api/admin/support/${id}/replies`, {
          method: 'POST',
          headers: { Cookie: admin.cookie, Origin: TEST_ORIGIN, 'Content-Type': 'application/json' },
          body: JSON.stringify({ message: 'From the other instance' }),
        });
        expect(res.status, await res.clone().text()).toBe(201);
        const seen = await heard;
        controller.abort();
        expect(seen).toContain(`"conversationId":"${id}"`);
      } finally {
        await other.mailer.stop();
        await other.realtime.close();
      }
    });
  });
});
