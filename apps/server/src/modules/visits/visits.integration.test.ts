import type { Service } from '@drivecare/contract/services';
import type { Visit } from '@drivecare/contract/visits';
import { and, asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Realtime } from '../../adapters/realtime/realtime.ts';
import { appointments } from '../../db/schema/appointments.ts';
import { shops } from '../../db/schema/catalogue.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { createLogger } from '../../logger.ts';
import { buildServer } from '../../server.ts';
import { createAdmin, createMember } from '../../testing/accounts.ts';
import { openEvents, readStream } from '../../testing/event-stream.ts';
import { createTestApp, TEST_ORIGIN } from '../../testing/test-app.ts';

const app = await createTestApp();
const admin = await createAdmin(app);
const owner = await createMember(app, 'visit-owner');
const stranger = await createMember(app, 'visit-stranger');
const [shop] = await app.db.select({ id: shops.id }).from(shops).limit(1);

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

async function newAppointment(status: 'scheduled' | 'in-progress' = 'scheduled') {
  const [row] = await app.db
    .insert(appointments)
    .values({ userId: owner.id, shopId: shop!.id, appointmentDate: '2030-01-07', appointmentTime: '09:00', status: 'scheduled' })
    .returning({ id: appointments.id });
  const id = row!.id;
  if (status === 'in-progress') await setStatus(id, 'in-progress');
  return id;
}

async function setStatus(id: string, status: string) {
  const res = await app.request(`/api/admin/appointments/${id}/status`, { method: 'PATCH', cookie: admin.cookie, body: { status } });
  expect(res.status).toBe(200);
}

const setStage = (id: string, stage: string) =>
  app.request<Visit & ErrorBody>(`/api/admin/visits/${id}/stage`, { method: 'PUT', cookie: admin.cookie, body: { stage } });

const png = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#b45309' } }).png().toBuffer();
function photoForm(bytes: Buffer | Uint8Array, name = 'photo.png', type = 'image/png') {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], name, { type }));
  return form;
}

describe('prices in the catalogue', () => {
  it('keeps an optional price as integer cents and shows it to members', async () => {
    const created = await app.request<Service>('/api/admin/services', { cookie: admin.cookie, body: { name: `Cabin Filter ${Date.now()}`, price: '24.5' } });
    expect(created.status).toBe(201);
    expect(created.body.priceCents).toBe(2450);
    const unpriced = await app.request<Service>('/api/admin/services', { cookie: admin.cookie, body: { name: `Wiper Check ${Date.now()}`, price: '' } });
    expect(unpriced.body.priceCents).toBeNull();
    const bookable = await app.request<{ id: string; priceCents: number | null }[]>('/api/services', { cookie: owner.cookie });
    expect(bookable.body.find((s) => s.id === created.body.id)?.priceCents).toBe(2450);
    const bad = await app.request<ErrorBody>('/api/admin/services', { cookie: admin.cookie, body: { name: `Odd ${Date.now()}`, price: '4.999' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields?.price).toBe('Enter a price such as 49.99');
  });
});

describe('stages', () => {
  it("checks an appointment in when it is set in progress, then records each stage with its time", async () => {
    const id = await newAppointment();
    expect((await setStage(id, 'inspecting')).status).toBe(409);
    await setStatus(id, 'in-progress');
    const first = await app.request<Visit>(`/api/visits/${id}`, { cookie: owner.cookie });
    expect(first.body.stage).toBe('checked-in');
    for (const stage of ['inspecting', 'awaiting-approval', 'in-service', 'ready-for-pickup']) expect((await setStage(id, stage)).status).toBe(200);
    // The same stage again is no new step.
    await setStage(id, 'ready-for-pickup');
    const visit = await app.request<Visit>(`/api/visits/${id}`, { cookie: owner.cookie });
    expect(visit.body.stages.map((s) => s.stage)).toEqual(['checked-in', 'inspecting', 'awaiting-approval', 'in-service', 'ready-for-pickup']);
    expect(visit.body.stages.every((s) => !Number.isNaN(Date.parse(s.reachedAt)))).toBe(true);
    const bad = await setStage(id, 'washing');
    expect(bad.status).toBe(400);
  });

  it("e-mails the member through the outbox at 'Awaiting approval' and 'Ready for pickup' only", async () => {
    const id = await newAppointment('in-progress');
    const mails = () =>
      app.db.select({ id: mailOutbox.id, subject: mailOutbox.subject }).from(mailOutbox).where(eq(mailOutbox.to, owner.email)).orderBy(asc(mailOutbox.createdAt));
    const before = new Set((await mails()).map((m) => m.id));
    const since = async () => (await mails()).filter((m) => !before.has(m.id)).map((m) => m.subject);
    await setStage(id, 'inspecting');
    expect(await since()).toEqual([]);
    await setStage(id, 'awaiting-approval');
    await setStage(id, 'in-service');
    await setStage(id, 'ready-for-pickup');
    const subjects = await since();
    expect(subjects).toEqual(['Your DriveCare Club estimate is waiting for your approval', 'Your car is ready for pickup']);
  });

  it("pushes each stage to the owner's open event stream and to nobody else's", async () => {
    const id = await newAppointment('in-progress');
    const controller = new AbortController();
    const mine = await openEvents(app.app, owner.cookie, controller.signal);
    const theirs = await openEvents(app.app, stranger.cookie, controller.signal);
    const heardMine = readStream(mine, (t) => t.includes(id));
    const heardTheirs = readStream(theirs, (t) => t.includes(id), 1_500);
    await new Promise((r) => setTimeout(r, 50));
    await setStage(id, 'inspecting');
    const [a, b] = await Promise.all([heardMine, heardTheirs]);
    controller.abort();
    expect(a).toContain('event: visit');
    expect(a).toContain(`"appointmentId":"${id}"`);
    expect(b).not.toContain(id);
  });

  // Two app instances on one PostgreSQL database: the stage set on B reaches the stream open on A (LISTEN/NOTIFY).
  describe.runIf(app.database.pool)('across two instances', () => {
    it('delivers a stage set on one instance to a stream open on the other', async () => {
      const other = buildServer(app.env, app.database, createLogger('silent', false));
      await (other.realtime as Realtime & { ready?: () => Promise<void> }).ready?.();
      try {
        const id = await newAppointment('in-progress');
        const controller = new AbortController();
        const stream = await openEvents(app.app, owner.cookie, controller.signal);
        const heard = readStream(stream, (t) => t.includes(`"appointmentId":"${id}"`), 10_000);
        await new Promise((r) => setTimeout(r, 100));
        const res = await other.app.request(`/api/admin/visits/${id}/stage`, {
          method: 'PUT',
          headers: { Cookie: admin.cookie, Origin: TEST_ORIGIN, 'Content-Type': 'application/json' },
          body: JSON.stringify({ stage: 'awaiting-approval' }),
        });
        expect(res.status).toBe(200);
        const seen = await heard;
        controller.abort();
        expect(seen).toContain('event: visit');
        expect(seen).toContain(`"appointmentId":"${id}"`);
      } finally {
        await other.mailer.stop();
        await other.realtime.close();
      }
    });
  });
});

describe('inspection findings', () => {
  it('stores photos checked by content and resized, shown to the owner and staff only', async () => {
    const id = await newAppointment('in-progress');
    const added = await app.request<Visit>(`/api/admin/visits/${id}/findings`, {
      cookie: admin.cookie,
      body: { title: 'Front brake pads', condition: 'urgent', notes: '2 mm left' },
    });
    expect(added.status).toBe(201);
    const finding = added.body.findings[0]!;
    expect(finding).toMatchObject({ title: 'Front brake pads', condition: 'urgent', notes: '2 mm left' });
    const upload = await app.request<Visit>(`/api/admin/visits/${id}/findings/${finding.id}/photos`, { cookie: admin.cookie, body: photoForm(await png(3200, 2000)) });
    expect(upload.status).toBe(201);
    const photo = upload.body.findings[0]!.photos[0]!;
    expect([photo.width, photo.height]).toEqual([1600, 1000]);

    const asOwner = await app.app.request(photo.url, { headers: { Cookie: owner.cookie } });
    expect(asOwner.status).toBe(200);
    expect(asOwner.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await asOwner.arrayBuffer())).metadata()).width).toBe(1600);
    expect((await app.app.request(photo.url, { headers: { Cookie: admin.cookie } })).status).toBe(200);
    expect((await app.app.request(photo.url, { headers: { Cookie: stranger.cookie } })).status).toBe(404);
    expect((await app.app.request(photo.url)).status).toBe(401);

    const seen = await app.request<Visit>(`/api/visits/${id}`, { cookie: owner.cookie });
    expect(seen.body.findings.map((f) => f.title)).toEqual(['Front brake pads']);
    expect((await app.request(`/api/visits/${id}`, { cookie: stranger.cookie })).status).toBe(404);
  });

  it('refuses a file that is not an image whatever it is called, and a sixth photo', async () => {
    const id = await newAppointment('in-progress');
    const added = await app.request<Visit>(`/api/admin/visits/${id}/findings`, { cookie: admin.cookie, body: { title: 'Tyres', condition: 'good' } });
    const url = `/api/admin/visits/${id}/findings/${added.body.findings[0]!.id}/photos`;
    const fake = await app.request<ErrorBody>(url, { cookie: admin.cookie, body: photoForm(new TextEncoder().encode('%PDF-1.4 not a photo'), 'tyre.png') });
    expect(fake.status).toBe(400);
    expect(fake.body.error.message).toBe('Please choose a JPEG, PNG or WebP image');
    const small = await png(40, 30);
    for (let i = 0; i < 5; i++) expect((await app.request(url, { cookie: admin.cookie, body: photoForm(small) })).status).toBe(201);
    const sixth = await app.request<ErrorBody>(url, { cookie: admin.cookie, body: photoForm(small) });
    expect(sixth.status).toBe(409);
    expect(sixth.body.error.message).toBe('A finding holds at most 5 photos');
    const missing = await app.request(`/api/admin/visits/${id}/findings/00000000-0000-4000-8000-000000000000/photos`, { cookie: admin.cookie, body: photoForm(small) });
    expect(missing.status).toBe(404);
  });

  it('refuses an untitled finding and an unknown condition with the field', async () => {
    const id = await newAppointment('in-progress');
    const res = await app.request<ErrorBody>(`/api/admin/visits/${id}/findings`, { cookie: admin.cookie, body: { title: ' ', condition: 'rusty' } });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toMatchObject({ title: 'Title is required', condition: 'Please choose a condition' });
  });
});

describe('estimate and approval', () => {
  async function estimate() {
    const id = await newAppointment('in-progress');
    const priced = await app.request<Service>('/api/admin/services', { cookie: admin.cookie, body: { name: `Oil Service ${Date.now()}`, price: '49.99' } });
    const add = (body: unknown) => app.request<Visit & ErrorBody>(`/api/admin/visits/${id}/items`, { cookie: admin.cookie, body });
    expect((await add({ source: 'catalogue', serviceId: priced.body.id, recommended: false })).status).toBe(201);
    expect((await add({ source: 'custom', description: 'Brake pads (front)', quantity: 2, unitPrice: '60', recommended: true })).status).toBe(201);
    const last = await add({ source: 'custom', description: 'Wiper blades', quantity: 1, unitPrice: '19.99', recommended: true });
    const [included, pads, wipers] = last.body.estimate.items;
    return { id, included: included!, pads: pads!, wipers: wipers! };
  }
  const decide = (cookie: string, id: string, itemId: string, verb: 'approve' | 'decline') =>
    app.request<Visit & ErrorBody>(`/api/visits/${id}/items/${itemId}/${verb}`, { method: 'POST', cookie });
  const markDone = (id: string, itemId: string) =>
    app.request<Visit & ErrorBody>(`/api/admin/visits/${id}/items/${itemId}`, { method: 'PATCH', cookie: admin.cookie, body: { done: true } });

  it('prices catalogue lines from the catalogue and totals included and approved items in cents', async () => {
    const { id, included, pads, wipers } = await estimate();
    expect(included).toMatchObject({ quantity: 1, unitPriceCents: 4999, recommended: false, decision: null });
    expect(pads).toMatchObject({ totalCents: 12000, recommended: true, decision: null });
    const before = await app.request<Visit>(`/api/visits/${id}`, { cookie: owner.cookie });
    expect(before.body.estimate).toMatchObject({ totalCents: 4999, pendingCents: 12000 + 1999 });
    await decide(owner.cookie, id, pads.id, 'approve');
    const after = await decide(owner.cookie, id, wipers.id, 'decline');
    expect(after.body.estimate).toMatchObject({ totalCents: 4999 + 12000, pendingCents: 0 });
  });

  it('refuses work on a recommended item until the member approves it; a declined one stays declined', async () => {
    const { id, included, pads, wipers } = await estimate();
    expect((await markDone(id, included.id)).status).toBe(200);
    const early = await markDone(id, pads.id);
    expect(early.status).toBe(409);
    expect(early.body.error.message).toBe('A recommended item can be done only after the member approves it');
    const approved = await decide(owner.cookie, id, pads.id, 'approve');
    expect(approved.status).toBe(200);
    const decidedAt = approved.body.estimate.items.find((i) => i.id === pads.id)!.decidedAt;
    expect(Date.parse(decidedAt!)).toBeGreaterThan(Date.now() - 60_000);
    expect((await markDone(id, pads.id)).status).toBe(200);
    // Done work can no longer be declined.
    expect((await decide(owner.cookie, id, pads.id, 'decline')).status).toBe(409);

    expect((await decide(owner.cookie, id, wipers.id, 'decline')).status).toBe(200);
    expect((await markDone(id, wipers.id)).status).toBe(409);
    const removal = await app.request<ErrorBody>(`/api/admin/visits/${id}/items/${wipers.id}`, { method: 'DELETE', cookie: admin.cookie });
    expect(removal.status).toBe(409);
    const staff = await app.request<Visit>(`/api/admin/visits/${id}`, { cookie: admin.cookie });
    expect(staff.body.estimate.items.find((i) => i.id === wipers.id)).toMatchObject({ decision: 'declined', done: false });
  });

  it("lets nobody else decide: another member's call is a 404 and changes nothing", async () => {
    const { id, pads, included } = await estimate();
    expect((await decide(stranger.cookie, id, pads.id, 'approve')).status).toBe(404);
    expect((await app.request(`/api/visits/${id}/approve-all`, { method: 'POST', cookie: stranger.cookie })).status).toBe(404);
    expect((await decide(admin.cookie, id, pads.id, 'approve')).status).toBe(404);
    // An included item is not the member's to decide.
    expect((await decide(owner.cookie, id, included.id, 'decline')).status).toBe(409);
    const staff = await app.request<Visit>(`/api/admin/visits/${id}`, { cookie: admin.cookie });
    expect(staff.body.estimate.items.every((i) => i.decision === null)).toBe(true);
  });

  it("'Approve all' approves every waiting item and leaves a declined one declined", async () => {
    const { id, pads, wipers } = await estimate();
    await decide(owner.cookie, id, wipers.id, 'decline');
    const all = await app.request<Visit>(`/api/visits/${id}/approve-all`, { method: 'POST', cookie: owner.cookie });
    expect(all.status).toBe(200);
    const byId = new Map(all.body.estimate.items.map((i) => [i.id, i.decision]));
    expect([byId.get(pads.id), byId.get(wipers.id)]).toEqual(['approved', 'declined']);
  });

  it("shows each decision to staff live", async () => {
    const { id, pads } = await estimate();
    const controller = new AbortController();
    const staffStream = await openEvents(app.app, admin.cookie, controller.signal);
    const heard = readStream(staffStream, (t) => t.includes('"change":"estimate"'));
    await new Promise((r) => setTimeout(r, 50));
    await decide(owner.cookie, id, pads.id, 'approve');
    const seen = await heard;
    controller.abort();
    expect(seen).toContain(`"appointmentId":"${id}"`);
  });

  it('refuses a catalogue service without a price and a bad quantity, with the field', async () => {
    const id = await newAppointment('in-progress');
    const unpriced = await app.request<Service>('/api/admin/services', { cookie: admin.cookie, body: { name: `No Price ${Date.now()}` } });
    const res = await app.request<ErrorBody>(`/api/admin/visits/${id}/items`, { cookie: admin.cookie, body: { source: 'catalogue', serviceId: unpriced.body.id, recommended: true } });
    expect(res.status).toBe(400);
    expect(res.body.error.fields?.serviceId).toBe('This service has no price in the catalogue');
    const qty = await app.request<ErrorBody>(`/api/admin/visits/${id}/items`, {
      cookie: admin.cookie,
      body: { source: 'custom', description: 'Bulbs', quantity: 0, unitPrice: '3', recommended: true },
    });
    expect(qty.status).toBe(400);
    expect(qty.body.error.fields?.quantity).toBe('Quantity must be a whole number from 1 to 999');
    const rows = await app.db.select().from(appointments).where(and(eq(appointments.id, id), eq(appointments.status, 'in-progress')));
    expect(rows).toHaveLength(1);
  });
});
