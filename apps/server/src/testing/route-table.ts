import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { appointments, receipts } from '../db/schema/appointments.ts';
import { profiles } from '../db/schema/profiles.ts';
import { services, shops } from '../db/schema/catalogue.ts';
import { serviceRecords } from '../db/schema/vehicle-care.ts';
import { invoices } from '../db/schema/invoices.ts';
import { estimateItems, visitFindingPhotos, visitFindings } from '../db/schema/visits.ts';
import { supportConversations, supportMessagePhotos, supportMessages } from '../db/schema/support.ts';
import { waitlistEntries } from '../db/schema/waitlist.ts';
import { todayInZone } from '../lib/club-time.ts';
import { createAdmin, createMember, signIn, signUp, uniqueEmail } from './accounts.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from './test-app.ts';
import { insertUnpaidInvoice } from './unpaid-invoice.ts';

/**
 * Who may call each route of the API. The security tests take the list of routes from the app itself and
 * fail on a route that has no entry here.
 *
 * - public:    anyone.
 * - signed-in: any session, verified or not.
 * - member:    a verified, active account (admins included); the data is always the caller's own.
 * - owner:     a member route about one record; only its owner reaches it, anyone else gets 404.
 * - admin:     exactly the admin role.
 */
export type Access = 'public' | 'signed-in' | 'member' | 'owner' | 'admin';
export type Actor = 'visitor' | 'unverified' | 'banned' | 'other' | 'admin' | 'member';

export interface Fixture {
  app: TestApp;
  cookies: Record<Actor, string | undefined>;
  memberId: string;
}

export interface Rule {
  access: Access;
  /** Fills the path's parameters (once per route: only the last caller, the owner, may change the record). */
  params?: (f: Fixture) => Promise<Record<string, string>>;
  body?: unknown;
  /** After every refused call: the record the caller aimed at is unchanged. */
  unchanged?: (f: Fixture, params: Record<string, string>) => Promise<void>;
}

export const someUuid = '00000000-0000-4000-8000-000000000000';

async function everyonePremium(f: Fixture) {
  await f.app.db.update(profiles).set({ membershipLevel: 'premium' });
  return {};
}

async function newVehicleOfMember(f: Fixture) {
  const res = await f.app.request<{ id: string }>('/api/vehicles', {
    cookie: f.cookies.member,
    body: { make: 'Honda', model: 'Civic', year: 2020 },
  });
  if (res.status !== 201 && res.status !== 200) throw new Error(`vehicle not created: ${res.status}`);
  return { id: res.body.id };
}

async function vehicleIsIntact(f: Fixture, params: Record<string, string>) {
  const res = await f.app.request<{ id: string; make: string }[] | { data: { id: string; make: string }[] }>('/api/vehicles', {
    cookie: f.cookies.member,
  });
  const list = Array.isArray(res.body) ? res.body : res.body.data;
  expect(list.find((v) => v.id === params.id)?.make).toBe('Honda');
}

async function newMember(f: Fixture) {
  return { id: (await createMember(f.app, 'target')).id };
}

/** A demo checkout the member started (the demo payments adapter is the default in tests). */
async function newCheckoutOfMember(f: Fixture) {
  const res = await f.app.request<{ url: string }>('/api/membership/checkout', { cookie: f.cookies.member, body: {} });
  const id = new URL(res.body.url).searchParams.get('session');
  if (!id) throw new Error(`no checkout session: ${res.status}`);
  return { id };
}

/** One of the member's vehicles (they may hold only 5: the vehicle page's routes share one). */
async function someVehicleOfMember(f: Fixture) {
  const own = await f.app.request<{ id: string }[]>('/api/vehicles', { cookie: f.cookies.member });
  return own.body[0] ?? (await newVehicleOfMember(f));
}

/** A record of work done elsewhere on a new vehicle of the member, with a stored receipt. */
async function newRecordWithReceipt(f: Fixture) {
  const { id } = await someVehicleOfMember(f);
  const receiptKey = `vehicle-records/${id}/receipt_${Date.now()}.pdf`;
  await f.app.storage.put(receiptKey, new TextEncoder().encode('%PDF-1.4'), 'application/pdf');
  const [row] = await f.app.db
    .insert(serviceRecords)
    .values({
      vehicleId: id,
      userId: f.memberId,
      serviceDate: '2024-01-02',
      description: 'Oil change',
      receiptKey,
      receiptName: 'receipt.pdf',
      receiptType: 'application/pdf',
      receiptBytes: 8,
    })
    .returning({ id: serviceRecords.id });
  return { id, recordId: row!.id };
}

const vehicleRule: Pick<Rule, 'params' | 'unchanged'> = { params: newVehicleOfMember, unchanged: vehicleIsIntact };

/** A weekday at least `days` ahead of the club's today (yyyy-MM-dd), when the seeded shops are open. */
function weekdayAhead(days: number): string {
  const d = new Date(`${todayInZone('America/New_York')}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  while (d.getUTCDay() === 0 || d.getUTCDay() === 6) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}
const bookingDay = weekdayAhead(8);
let bookingSlot = 8;

/** A scheduled appointment of the member at a seeded shop, each in its own hourly slot. */
async function newAppointmentOfMember(f: Fixture) {
  // The member may hold only 5 vehicles: appointments share one.
  const own = await f.app.request<{ id: string }[]>('/api/vehicles', { cookie: f.cookies.member });
  const vehicle = own.body[0] ?? (await newVehicleOfMember(f));
  const shops = await f.app.request<{ id: string; name: string }[]>('/api/shops', { cookie: f.cookies.member });
  const services = await f.app.request<{ id: string }[]>('/api/services', { cookie: f.cookies.member });
  const shop = shops.body.find((s) => s.name === 'Downtown Auto Care') ?? shops.body[0]!;
  const time = `${String(bookingSlot++).padStart(2, '0')}:00`;
  const res = await f.app.request<{ id: string }>('/api/appointments', {
    cookie: f.cookies.member,
    body: { vehicleId: vehicle.id, serviceIds: [services.body[0]!.id], shopId: shop.id, date: bookingDay, time },
  });
  if (res.status !== 201) throw new Error(`appointment not booked: ${res.status} ${JSON.stringify(res.body)}`);
  return { id: res.body.id };
}

const waitlistDay = weekdayAhead(10);
let waitlistSlot = 8;

/** A waitlist entry of the member whose slot is offered to them (held 30 minutes), each in its own slot. */
async function newWaitlistOfferOfMember(f: Fixture) {
  const own = await f.app.request<{ id: string }[]>('/api/vehicles', { cookie: f.cookies.member });
  const vehicle = own.body[0] ?? (await newVehicleOfMember(f));
  const [shop] = await f.app.db.select({ id: shops.id }).from(shops).where(eq(shops.name, 'Downtown Auto Care'));
  const [service] = await f.app.db.select({ id: services.id }).from(services).where(eq(services.isActive, true)).limit(1);
  const [row] = await f.app.db
    .insert(waitlistEntries)
    .values({
      userId: f.memberId,
      shopId: shop!.id,
      appointmentDate: waitlistDay,
      appointmentTime: `${String(waitlistSlot++).padStart(2, '0')}:00`,
      vehicleId: vehicle.id,
      serviceIds: [service!.id],
      status: 'offered',
      offeredAt: new Date(),
      offerExpiresAt: new Date(Date.now() + 30 * 60_000),
    })
    .returning({ id: waitlistEntries.id });
  return { id: row!.id };
}

async function waitlistOfferIsIntact(f: Fixture, params: Record<string, string>) {
  const [row] = await f.app.db.select({ status: waitlistEntries.status }).from(waitlistEntries).where(eq(waitlistEntries.id, params.id!));
  expect(row?.status).toBe('offered');
}

const waitlistRule = { params: newWaitlistOfferOfMember, unchanged: waitlistOfferIsIntact };

async function appointmentIsIntact(f: Fixture, params: Record<string, string>) {
  const res = await f.app.request<{ status: string; appointmentDate: string }>(`/api/appointments/${params.id}`, { cookie: f.cookies.member });
  expect(res.body).toMatchObject({ status: 'scheduled', appointmentDate: bookingDay });
}

/** A document attached to one of the member's appointments. */
async function newReceiptOfMember(f: Fixture) {
  const { id: appointmentId } = await newAppointmentOfMember(f);
  const fileKey = `receipts/${appointmentId}/receipt_${Date.now()}.pdf`;
  await f.app.storage.put(fileKey, new TextEncoder().encode('%PDF-1.4'), 'application/pdf');
  const [row] = await f.app.db
    .insert(receipts)
    .values({ appointmentId, fileKey, fileName: 'receipt.pdf', contentType: 'application/pdf', sizeBytes: 8 })
    .returning({ id: receipts.id });
  return { id: row!.id };
}

const appointmentRule: Pick<Rule, 'params' | 'unchanged'> = { params: newAppointmentOfMember, unchanged: appointmentIsIntact };

/** A scheduled appointment of the member written directly (admin routes need many; booking slots are few). */
async function newAppointmentForAdmin(f: Fixture) {
  const [shop] = await f.app.db.select({ id: shops.id }).from(shops).limit(1);
  const [row] = await f.app.db
    .insert(appointments)
    .values({ userId: f.memberId, shopId: shop!.id, appointmentDate: bookingDay, appointmentTime: '08:00', status: 'scheduled' })
    .returning({ id: appointments.id });
  return { id: row!.id };
}
const adminAppointmentRule: Pick<Rule, 'params' | 'unchanged'> = { params: newAppointmentForAdmin, unchanged: appointmentIsIntact };

/** A recommended estimate item waiting on one of the member's appointments. */
async function newWaitingItemOfMember(f: Fixture) {
  const { id } = await newAppointmentForAdmin(f);
  const [row] = await f.app.db
    .insert(estimateItems)
    .values({ appointmentId: id, description: 'Cabin filter', quantity: 1, unitPriceCents: 2500, recommended: true })
    .returning({ id: estimateItems.id });
  return { id, itemId: row!.id };
}
async function itemStillWaiting(f: Fixture, params: Record<string, string>) {
  const rows = await f.app.db.select({ decision: estimateItems.decision }).from(estimateItems).where(eq(estimateItems.appointmentId, params.id!));
  expect(rows.map((r) => r.decision)).toEqual([null]);
}
const waitingItemRule: Pick<Rule, 'params' | 'unchanged'> = { params: newWaitingItemOfMember, unchanged: itemStillWaiting };

/** A finding's photo on one of the member's appointments. */
async function newPhotoOfMember(f: Fixture) {
  const { id } = await newAppointmentForAdmin(f);
  const [finding] = await f.app.db
    .insert(visitFindings)
    .values({ appointmentId: id, title: 'Brake pads', condition: 'urgent' })
    .returning({ id: visitFindings.id });
  const fileKey = `visits/${id}/${finding!.id}/photo.webp`;
  await f.app.storage.put(fileKey, new Uint8Array([82, 73, 70, 70]), 'image/webp');
  const [photo] = await f.app.db
    .insert(visitFindingPhotos)
    .values({ findingId: finding!.id, fileKey, contentType: 'image/webp', width: 1, height: 1 })
    .returning({ id: visitFindingPhotos.id });
  return { id: photo!.id };
}

/** An open support conversation of the member, with its first message (written directly). */
async function newConversationOfMember(f: Fixture) {
  const [row] = await f.app.db
    .insert(supportConversations)
    .values({ userId: f.memberId, subject: 'Rattle', status: 'open', waitingSince: new Date() })
    .returning({ id: supportConversations.id });
  await f.app.db.insert(supportMessages).values({ conversationId: row!.id, authorId: f.memberId, fromStaff: false, body: 'It rattles' });
  return { id: row!.id };
}
async function conversationIsIntact(f: Fixture, params: Record<string, string>) {
  const [row] = await f.app.db.select({ status: supportConversations.status }).from(supportConversations).where(eq(supportConversations.id, params.id!));
  expect(row?.status).toBe('open');
  const thread = await f.app.db.select({ id: supportMessages.id }).from(supportMessages).where(eq(supportMessages.conversationId, params.id!));
  expect(thread).toHaveLength(1);
}
const conversationRule: Pick<Rule, 'params' | 'unchanged'> = { params: newConversationOfMember, unchanged: conversationIsIntact };
/** The admin (called before the member) closes it: the member's refusal leaves the thread as the admin left it. */
async function threadIsIntact(f: Fixture, params: Record<string, string>) {
  const thread = await f.app.db.select({ id: supportMessages.id }).from(supportMessages).where(eq(supportMessages.conversationId, params.id!));
  expect(thread).toHaveLength(1);
}

/** A photo on the member's support message. */
async function newSupportPhotoOfMember(f: Fixture) {
  const { id } = await newConversationOfMember(f);
  const [message] = await f.app.db.select({ id: supportMessages.id }).from(supportMessages).where(eq(supportMessages.conversationId, id));
  const fileKey = `support/${f.memberId}/${id}.webp`;
  await f.app.storage.put(fileKey, new Uint8Array([82, 73, 70, 70]), 'image/webp');
  const [photo] = await f.app.db
    .insert(supportMessagePhotos)
    .values({ messageId: message!.id, fileKey, contentType: 'image/webp', width: 1, height: 1 })
    .returning({ id: supportMessagePhotos.id });
  return { id: photo!.id };
}
/** An issued invoice of one of the member's appointments (written directly, under a number no test issues). */
let invoiceSequence = 90_000;
async function newInvoiceOfMember(f: Fixture) {
  const { id: appointmentId } = await newAppointmentForAdmin(f);
  const sequence = ++invoiceSequence;
  const [row] = await f.app.db
    .insert(invoices)
    .values({
      number: `INV-1999-${sequence}`,
      year: 1999,
      sequence,
      appointmentId,
      userId: f.memberId,
      discountPercent: 0,
      subtotalCents: 1000,
      discountCents: 0,
      taxRateBasisPoints: 0,
      taxCents: 0,
      totalCents: 1000,
    })
    .returning({ id: invoices.id });
  return { id: row!.id };
}

/** An unpaid invoice of the member; a refused caller leaves it unpaid. */
const newUnpaidInvoiceOfMember = async (f: Fixture) => ({ id: (await insertUnpaidInvoice(f.app, f.memberId)).id });
async function invoiceStillUnpaid(f: Fixture, params: Record<string, string>) {
  const [row] = await f.app.db.select({ paidAt: invoices.paidAt }).from(invoices).where(eq(invoices.id, params.id!));
  expect(row!.paidAt).toBeNull();
}
const invoiceRule: Pick<Rule, 'params' | 'unchanged'> = { params: newUnpaidInvoiceOfMember, unchanged: invoiceStillUnpaid };

/** The demo checkout the member opened with 'Pay Now' on an invoice of theirs. */
async function newInvoiceCheckoutOfMember(f: Fixture) {
  const { id } = await newUnpaidInvoiceOfMember(f);
  const res = await f.app.request<{ url: string }>(`/api/invoices/${id}/pay`, { cookie: f.cookies.member, body: {} });
  const session = new URL(res.body.url).searchParams.get('session');
  if (!session) throw new Error(`no invoice checkout session: ${res.status}`);
  return { id: session, invoiceId: id };
}
const invoiceCheckoutUnpaid = (f: Fixture, params: Record<string, string>) => invoiceStillUnpaid(f, { id: params.invoiceId! });

/** Infrastructure outside the JSON API: the SPA, assets, health, better-auth and the dev mailbox. */
export const infrastructure = new Set([
  'ALL /*',
  'GET /*',
  'GET /',
  'GET /index.html',
  'ALL /assets/*',
  'GET /healthz',
  'GET /readyz',
  // A bearer token (METRICS_TOKEN), not a session: observability/metrics.integration.test.ts checks it.
  'GET /metrics',
  'GET /api/auth/*',
  'POST /api/auth/*',
  'GET /api/dev/mailbox',
  'GET /dev/mailbox',
  'GET /dev/mailbox/:id/attachments/:index',
]);

export const expectations: Record<string, Rule> = {
  // The API description is public in every environment: the web app already shows the API to every browser.
  'GET /api/openapi.json': { access: 'public' },
  'GET /api/docs': { access: 'public' },
  'GET /api/me': { access: 'signed-in' },
  'GET /api/files/avatars/*': { access: 'signed-in', params: async () => ({ '*': `${someUuid}/avatar_1.webp` }) },

  'GET /api/profile': { access: 'member' },
  'PUT /api/profile': { access: 'member', body: {} },
  'POST /api/profile/avatar': { access: 'member', body: {} },
  'GET /api/dashboard': { access: 'member' },
  'GET /api/analytics': { access: 'member' },
  'GET /api/services': { access: 'member' },
  'GET /api/shops': { access: 'member' },
  'GET /api/announcements/current': { access: 'member' },
  'POST /api/announcements/:id/acknowledge': { access: 'member' },
  'POST /api/announcements/:id/dismiss': { access: 'member' },
  'GET /api/events': { access: 'member' },
  'GET /api/push/public-key': { access: 'member' },
  'POST /api/push/subscriptions': { access: 'member', body: {} },
  'DELETE /api/push/subscriptions': { access: 'member', body: {} },
  'GET /api/notification-preferences': { access: 'member' },
  'PATCH /api/notification-preferences': { access: 'member', body: {} },
  // The signed token in the path is the credential, not a session (notifications/push.integration.test.ts).
  'POST /api/unsubscribe/:token': { access: 'public', params: async () => ({ token: 'forged.token' }) },
  'GET /api/vehicles': { access: 'member' },
  'POST /api/vehicles': { access: 'member', body: {} },
  'PATCH /api/vehicles/:id': { access: 'owner', ...vehicleRule, body: { make: 'Stolen' } },
  'DELETE /api/vehicles/:id': { access: 'owner', ...vehicleRule },
  'GET /api/vehicles/:id/history.pdf': { access: 'owner', ...vehicleRule },
  'GET /api/vehicles/:id/share-link': { access: 'owner', ...vehicleRule },
  'POST /api/vehicles/:id/share-link': { access: 'owner', ...vehicleRule },
  'DELETE /api/vehicles/:id/share-link': { access: 'owner', ...vehicleRule },
  // Anyone holding the link; an unknown token is a 404 for everyone.
  'GET /api/shared-histories/:token': { access: 'public', params: async () => ({ token: 'f'.repeat(54) }) },
  'GET /api/vehicles/due': { access: 'member' },
  'GET /api/vehicles/:id/care': { access: 'owner', params: someVehicleOfMember },
  'POST /api/vehicles/:id/odometer': { access: 'owner', params: someVehicleOfMember, body: { miles: 100, readingDate: '2020-01-01' } },
  'POST /api/vehicles/:id/records': { access: 'owner', params: someVehicleOfMember, body: {} },
  'GET /api/vehicles/:id/records/:recordId/receipt': { access: 'owner', params: newRecordWithReceipt },
  'PUT /api/vehicles/:id/intervals/:serviceId': {
    access: 'owner',
    params: async (f) => {
      const [service] = await f.app.db.select({ id: services.id }).from(services).limit(1);
      return { ...(await someVehicleOfMember(f)), serviceId: service!.id };
    },
    body: { enabled: false },
  },

  'GET /api/appointments': { access: 'member' },
  'POST /api/appointments': { access: 'member', body: {} },
  'GET /api/appointments/availability': { access: 'member' },
  'GET /api/appointments/:id': { access: 'owner', ...appointmentRule },
  'PATCH /api/appointments/:id': { access: 'owner', ...appointmentRule, body: { date: weekdayAhead(9), time: '10:00' } },
  'POST /api/appointments/:id/cancel': { access: 'owner', ...appointmentRule },
  'GET /api/waitlist': { access: 'member' },
  'POST /api/waitlist': { access: 'member', body: {} },
  'GET /api/waitlist/:id': { access: 'owner', ...waitlistRule },
  'DELETE /api/waitlist/:id': { access: 'owner', ...waitlistRule },
  'POST /api/waitlist/:id/decline': { access: 'owner', ...waitlistRule },
  'POST /api/waitlist/:id/claim': { access: 'owner', ...waitlistRule },
  'GET /api/receipts': { access: 'member' },
  // Documents: the appointment's owner or an admin; another member gets 404 (appointments.integration.test.ts).
  'POST /api/receipts/:id/link': { access: 'member', params: newReceiptOfMember },
  'GET /api/files/receipts/:id': { access: 'member', params: newReceiptOfMember },
  'GET /api/visits/:id': { access: 'owner', params: newAppointmentForAdmin },
  'POST /api/visits/:id/items/:itemId/approve': { access: 'owner', ...waitingItemRule },
  'POST /api/visits/:id/items/:itemId/decline': { access: 'owner', ...waitingItemRule },
  'POST /api/visits/:id/approve-all': { access: 'owner', ...waitingItemRule },
  // Photos: the appointment's owner or an admin; another member gets 404 (visits.integration.test.ts).
  'GET /api/files/visit-photos/:id': { access: 'member', params: newPhotoOfMember },
  'GET /api/support/conversations': { access: 'member' },
  'POST /api/support/conversations': { access: 'member', body: {} },
  'GET /api/support/conversations/:id': { access: 'owner', ...conversationRule },
  'POST /api/support/conversations/:id/messages': { access: 'owner', ...conversationRule, body: {} },
  'POST /api/support/conversations/:id/close': { access: 'owner', ...conversationRule },
  // Photos: the conversation's member or an admin; another member gets 404 (support.integration.test.ts).
  'GET /api/files/support-photos/:id': { access: 'member', params: newSupportPhotoOfMember },
  // Invoices: the owner or an admin; another member gets 404 (invoices.integration.test.ts).
  'GET /api/invoices/:id': { access: 'member', params: newInvoiceOfMember },
  'GET /api/settings/pricing': { access: 'member' },

  'GET /api/calendar-feed': { access: 'member' },
  'POST /api/calendar-feed': { access: 'member' },
  'POST /api/calendar-feed/reset': { access: 'member' },
  // Calendar apps send no cookie: the token in the path is the credential (an unknown one is a 404 for anyone).
  'GET /api/calendar-feeds/:token': { access: 'public', params: async () => ({ token: 'unknown-token.ics' }) },

  'GET /api/invoices': { access: 'member' },
  'POST /api/invoices/:id/pay': { access: 'owner', ...invoiceRule, body: {} },
  'GET /api/invoices/demo/checkout/:id': { access: 'owner', params: newInvoiceCheckoutOfMember },
  'POST /api/invoices/demo/checkout/:id/pay': {
    access: 'owner',
    params: newInvoiceCheckoutOfMember,
    unchanged: invoiceCheckoutUnpaid,
    body: { cardholderName: 'Card Holder', cardNumber: '4242424242424242', expiry: '12/39', cvc: '123' },
  },

  'GET /api/membership': { access: 'member' },
  'POST /api/membership/check-subscription': { access: 'member' },
  'POST /api/membership/checkout': { access: 'member' },
  'POST /api/membership/portal': { access: 'member' },
  'GET /api/membership/demo/checkout/:id': { access: 'owner', params: newCheckoutOfMember },
  'POST /api/membership/demo/checkout/:id/pay': { access: 'owner', params: newCheckoutOfMember, body: { cardholderName: 'Card Holder', cardNumber: '4000000000000002', expiry: '12/39', cvc: '123' } },
  'GET /api/membership/demo/portal': { access: 'member' },
  'POST /api/membership/demo/portal/cancel': { access: 'member' },
  'POST /api/membership/demo/portal/resume': { access: 'member' },
  // The caller is Stripe: the signature on the body is the credential, not a session.
  'POST /api/membership/webhook': { access: 'public', body: { id: 'evt_forged', type: 'checkout.session.completed' } },

  'GET /api/admin/stats': { access: 'admin' },
  'GET /api/admin/users': { access: 'admin' },
  'GET /api/admin/users/export': { access: 'admin' },
  'POST /api/admin/users': { access: 'admin', body: {} },
  'PATCH /api/admin/users/:id': { access: 'admin', params: newMember, body: {} },
  'DELETE /api/admin/users/:id': { access: 'admin', params: newMember },
  'POST /api/admin/users/:id/status': { access: 'admin', params: newMember, body: { action: 'deactivate' } },
  'GET /api/admin/users/:id/history': { access: 'admin', params: newMember },
  'GET /api/admin/admins': { access: 'admin' },
  'POST /api/admin/admins': { access: 'admin', body: {} },
  'POST /api/admin/admins/:id/role': { access: 'admin', params: newMember, body: {} },
  'GET /api/admin/services': { access: 'admin' },
  'POST /api/admin/services': { access: 'admin', body: {} },
  'PUT /api/admin/services/:id': { access: 'admin', body: {} },
  'PATCH /api/admin/services/:id/status': { access: 'admin', body: {} },
  'DELETE /api/admin/services/:id': { access: 'admin' },
  'GET /api/admin/shops': { access: 'admin' },
  'POST /api/admin/shops': { access: 'admin', body: {} },
  'PUT /api/admin/shops/:id': { access: 'admin', body: {} },
  'PUT /api/admin/shops/:id/schedule': { access: 'admin', body: {} },
  'PATCH /api/admin/shops/:id/status': { access: 'admin', body: {} },
  'DELETE /api/admin/shops/:id': { access: 'admin' },
  'GET /api/admin/closures': { access: 'admin' },
  'POST /api/admin/closures/affected': { access: 'admin', body: {} },
  'POST /api/admin/closures': { access: 'admin', body: {} },
  'DELETE /api/admin/closures/:id': { access: 'admin' },
  'GET /api/admin/audit': { access: 'admin' },
  'GET /api/admin/audit/filters': { access: 'admin' },
  'GET /api/admin/shops/:id/calendar-feed': { access: 'admin' },
  'POST /api/admin/shops/:id/calendar-feed': { access: 'admin' },
  'POST /api/admin/shops/:id/calendar-feed/reset': { access: 'admin' },
  'GET /api/admin/garage/stats': { access: 'admin' },
  'GET /api/admin/garage/vehicles': { access: 'admin' },
  'GET /api/admin/garage/vehicles/export': { access: 'admin' },
  'GET /api/admin/garage/owners': { access: 'admin' },
  'GET /api/admin/garage/by-garage': { access: 'admin' },
  'POST /api/admin/garage/vehicles': { access: 'admin', body: {} },
  'PUT /api/admin/garage/vehicles/:id': { access: 'admin', body: {} },
  'DELETE /api/admin/garage/vehicles/:id': { access: 'admin' },
  'GET /api/admin/outbox': { access: 'admin' },
  'POST /api/admin/outbox/:id/retry': { access: 'admin' },
  'GET /api/admin/announcements': { access: 'admin' },
  'POST /api/admin/announcements': { access: 'admin', body: {} },
  'PUT /api/admin/announcements/:id': { access: 'admin', body: {} },
  'PATCH /api/admin/announcements/:id/status': { access: 'admin', body: {} },
  'DELETE /api/admin/announcements/:id': { access: 'admin' },
  'GET /api/admin/appointments': { access: 'admin' },
  'GET /api/admin/appointments/export': { access: 'admin' },
  'GET /api/admin/appointments/:id': { access: 'admin', ...adminAppointmentRule },
  'GET /api/admin/appointments/:id/options': { access: 'admin', ...adminAppointmentRule },
  'PUT /api/admin/appointments/:id': { access: 'admin', ...adminAppointmentRule, body: {} },
  // Setting the current status changes nothing, so every refusal can still be checked against 'scheduled'.
  'POST /api/admin/appointments/:id/move': { access: 'admin', ...adminAppointmentRule, body: {} },
  'GET /api/admin/calendar': { access: 'admin' },
  'PATCH /api/admin/appointments/:id/status': { access: 'admin', ...adminAppointmentRule, body: { status: 'scheduled' } },
  // The admin (called before the member) deletes it: refusals are checked by admin-appointments tests.
  'DELETE /api/admin/appointments/:id': { access: 'admin', params: newAppointmentForAdmin },
  'POST /api/admin/appointments/:id/documents': { access: 'admin', ...adminAppointmentRule, body: {} },
  'GET /api/admin/visits/:id': { access: 'admin', ...adminAppointmentRule },
  // Scheduled, not in progress: the stage is refused (409) even for the admin, so nothing changes.
  'PUT /api/admin/visits/:id/stage': { access: 'admin', ...adminAppointmentRule, body: { stage: 'inspecting' } },
  'POST /api/admin/visits/:id/findings': { access: 'admin', ...adminAppointmentRule, body: {} },
  'DELETE /api/admin/visits/:id/findings/:findingId': { access: 'admin', ...adminAppointmentRule },
  'POST /api/admin/visits/:id/findings/:findingId/photos': { access: 'admin', ...adminAppointmentRule, body: {} },
  'POST /api/admin/visits/:id/items': { access: 'admin', ...adminAppointmentRule, body: {} },
  'PATCH /api/admin/visits/:id/items/:itemId': { access: 'admin', ...waitingItemRule, body: { done: true } },
  'DELETE /api/admin/visits/:id/items/:itemId': { access: 'admin', ...adminAppointmentRule },
  'GET /api/admin/support': { access: 'admin' },
  'GET /api/admin/support/unread': { access: 'admin' },
  'GET /api/admin/support/response-times': { access: 'admin' },
  'GET /api/admin/support/:id': { access: 'admin', ...conversationRule },
  'POST /api/admin/support/:id/assign': { access: 'admin', ...conversationRule },
  // An empty reply is refused (400) even for the admin, so nothing changes.
  'POST /api/admin/support/:id/replies': { access: 'admin', ...conversationRule, body: {} },
  'POST /api/admin/support/:id/close': { access: 'admin', params: newConversationOfMember, unchanged: threadIsIntact },
  'GET /api/admin/invoices/by-appointment/:appointmentId': { access: 'admin' },
  // The admin (called before the others) pays it: the refusals are checked in invoice-payments.integration.test.ts.
  'POST /api/admin/invoices/:id/mark-paid': { access: 'admin', params: newUnpaidInvoiceOfMember, body: { method: 'card' } },
  // An empty body: the admin gets 400, so the invoice stays without a credit note for every caller.
  'POST /api/admin/invoices/:id/credit-notes': { access: 'admin', params: newInvoiceOfMember, body: {} },
  'GET /api/admin/settings': { access: 'admin' },
  'PUT /api/admin/settings': { access: 'admin', body: {} },
  // Premium only (a Basic member gets 403, proved in analytics.integration.test.ts): every account is made Premium
  // first, so the matrix sees who may call it at all. Last in the table, so no route before it sees the change.
  'GET /api/analytics/export': { access: 'member', params: everyonePremium },
};


/** The routes of the app as "METHOD /path", without the middleware mounts. */
export function servedRoutes(app: TestApp): Set<string> {
  return new Set(app.app.routes.map((r) => `${r.method} ${r.path}`).filter((k) => !k.startsWith('ALL /api')));
}

/** The path with its parameters filled; a parameter the rule does not give becomes a UUID nobody has. */
export function fillPath(path: string, params: Record<string, string>) {
  return path.replace(/:(\w+)|\*$/g, (whole, name: string | undefined) => params[name ?? '*'] ?? (name ? someUuid : whole));
}

/** A fresh app with one caller of each kind: the member owns the records the "owner" routes are about. */
export async function createFixture(): Promise<Fixture> {
  const app = await createTestApp();
  const member = await createMember(app, 'owner');
  const other = await createMember(app, 'other');
  const admin = await createAdmin(app);
  const unverified = await signUp(app, uniqueEmail('unverified'));
  const unverifiedCookie = await signIn(app, unverified.email, unverified.password);
  const banned = await createMember(app, 'banned');
  const ban = await app.request(`/api/admin/users/${banned.id}/status`, {
    cookie: admin.cookie,
    body: { action: 'ban', reason: 'security test' },
  });
  expect(ban.status).toBe(200);
  return {
    app,
    memberId: member.id,
    cookies: {
      visitor: undefined,
      unverified: unverifiedCookie,
      banned: banned.cookie,
      other: other.cookie,
      admin: admin.cookie,
      member: member.cookie,
    },
  };
}

/**
 * One call from one fixed address (so rate limits see one client), with the body sent as given: a string
 * as it is (malformed JSON included), anything else as JSON. An SSE stream stays open, so it is not read.
 */
/** `contentType` overrides the JSON Content-Type a body is sent with (and is sent even with no body). */
export async function callRoute(f: Fixture, method: string, path: string, cookie: string | undefined, body: unknown, query = '', contentType?: string) {
  const headers: Record<string, string> = { Origin: TEST_ORIGIN };
  if (cookie) headers.Cookie = cookie;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (contentType !== undefined) headers['Content-Type'] = contentType;
  const connection = { incoming: { socket: { remoteAddress: '10.9.9.9', remotePort: 50000, remoteFamily: 'IPv4' } } };
  const init = { method, headers, body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body) };
  const res = await f.app.app.request(path + query, init, connection);
  if (res.headers.get('content-type')?.startsWith('text/event-stream')) {
    await res.body?.cancel();
    return { status: res.status, text: '' };
  }
  return { status: res.status, text: await res.text() };
}
