import type { Invoice } from '@drivecare/contract/invoices';
import type { ClubSettingsView, MemberPricing } from '@drivecare/contract/settings';
import type { Visit } from '@drivecare/contract/visits';
import { and, asc, eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { appointments, appointmentServices } from '../../db/schema/appointments.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { services, shops } from '../../db/schema/catalogue.ts';
import { invoices } from '../../db/schema/invoices.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { estimateItems } from '../../db/schema/visits.ts';
import { todayInZone } from '../../lib/club-time.ts';
import { createAdmin, createMember } from '../../testing/accounts.ts';
import { createTestApp } from '../../testing/test-app.ts';

const app = await createTestApp();
const admin = await createAdmin(app);
const owner = await createMember(app, 'invoice-owner');
const stranger = await createMember(app, 'invoice-stranger');
const [shop] = await app.db.select({ id: shops.id }).from(shops).limit(1);
const year = Number(todayInZone(app.env.CLUB_TIMEZONE).slice(0, 4));

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

const defaults = {
  premiumDiscountPercent: 10,
  taxRatePercent: '0',
  minNoticeMinutesBasic: 120,
  minNoticeMinutesPremium: 120,
  horizonDaysBasic: 30,
  horizonDaysPremium: 90,
  changeCutoffHoursBasic: 24,
  changeCutoffHoursPremium: 2,
};
const saveSettings = (values: Partial<typeof defaults>) =>
  app.request<ClubSettingsView & ErrorBody>('/api/admin/settings', { method: 'PUT', cookie: admin.cookie, body: { ...defaults, ...values } });

const [oilChange] = await app.db
  .insert(services)
  .values({ name: `Invoice Oil Change ${Date.now()}`, priceCents: 4999, isActive: true })
  .returning({ id: services.id, name: services.name });

/** A scheduled appointment of `userId` with the oil change booked and an estimate of every kind of item. */
async function visitWithEstimate(userId = owner.id) {
  const [row] = await app.db
    .insert(appointments)
    .values({ userId, shopId: shop!.id, appointmentDate: '2030-01-07', appointmentTime: '09:00', status: 'scheduled' })
    .returning({ id: appointments.id });
  const id = row!.id;
  await app.db.insert(appointmentServices).values({ appointmentId: id, serviceId: oilChange!.id });
  await app.db.insert(estimateItems).values([
    { appointmentId: id, description: 'Shop supplies', quantity: 2, unitPriceCents: 750, recommended: false },
    { appointmentId: id, description: 'Front brake pads', quantity: 1, unitPriceCents: 5846, recommended: true, decision: 'approved', decidedAt: new Date() },
    { appointmentId: id, description: 'Cabin filter', quantity: 1, unitPriceCents: 2500, recommended: true, decision: 'declined', decidedAt: new Date() },
    { appointmentId: id, description: 'Wiper blades', quantity: 1, unitPriceCents: 1999, recommended: true },
  ]);
  return id;
}

const complete = (id: string) => app.request<ErrorBody>(`/api/admin/appointments/${id}/status`, { method: 'PATCH', cookie: admin.cookie, body: { status: 'completed' } });
const visitOf = async (id: string) => (await app.request<Visit>(`/api/visits/${id}`, { cookie: owner.cookie })).body;

describe('club settings', () => {
  it('reads the defaults, refuses bad values with clear messages, saves and audits each change', async () => {
    const read = await app.request<ClubSettingsView>('/api/admin/settings', { cookie: admin.cookie });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject(defaults);

    const bad = await saveSettings({ premiumDiscountPercent: 101, taxRatePercent: '8.255' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toMatchObject({
      premiumDiscountPercent: 'Premium discount must be a whole number from 0 to 100',
      taxRatePercent: 'Tax rate must be a percentage from 0 to 100 with at most 2 decimals',
    });
    expect((await saveSettings({ taxRatePercent: '100.01' })).status).toBe(400);
    expect((await saveSettings({ horizonDaysPremium: 0 })).body.error.fields?.horizonDaysPremium).toBe('Booking horizon must be a whole number of days from 1 to 365');

    const saved = await saveSettings({ taxRatePercent: '8.25', changeCutoffHoursBasic: 12 });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ taxRateBasisPoints: 825, taxRatePercent: '8.25', changeCutoffHoursBasic: 12 });
    const [entry] = await app.db.select().from(auditLog).where(and(eq(auditLog.action, 'settings_change'), eq(auditLog.actorId, admin.id)));
    expect(entry).toMatchObject({ targetType: 'settings', before: { taxRateBasisPoints: 0, changeCutoffHoursBasic: 24 }, after: { taxRateBasisPoints: 825, changeCutoffHoursBasic: 12 } });
    // Saving the same values again changes nothing and writes no entry.
    await saveSettings({ taxRatePercent: '8.25', changeCutoffHoursBasic: 12 });
    expect(await app.db.select().from(auditLog).where(eq(auditLog.action, 'settings_change'))).toHaveLength(1);
    await saveSettings({});
  });

  it('tells a member the Premium discount and whether it applies to them', async () => {
    const basic = await app.request<MemberPricing>('/api/settings/pricing', { cookie: stranger.cookie });
    expect(basic.body).toEqual({ premiumDiscountPercent: 10, discountApplies: false });
    await app.db.update(profiles).set({ membershipLevel: 'premium' }).where(eq(profiles.userId, stranger.id));
    const premium = await app.request<MemberPricing>('/api/settings/pricing', { cookie: stranger.cookie });
    expect(premium.body).toEqual({ premiumDiscountPercent: 10, discountApplies: true });
    await app.db.update(profiles).set({ membershipLevel: 'basic' }).where(eq(profiles.userId, stranger.id));
  });
});

describe('the invoice issued on completion', () => {
  it("bills the booked service, the included and the approved items, never the declined or undecided, for a Basic member without tax", async () => {
    const id = await visitWithEstimate();
    expect((await complete(id)).status).toBe(200);
    const invoice = (await visitOf(id)).invoice!;
    expect(invoice.number).toMatch(new RegExp(`^INV-${year}-\\d{5}$`));
    expect(invoice.lines).toEqual([
      { description: oilChange!.name, quantity: 1, unitPriceCents: 4999, amountCents: 4999 },
      { description: 'Shop supplies', quantity: 2, unitPriceCents: 750, amountCents: 1500 },
      { description: 'Front brake pads', quantity: 1, unitPriceCents: 5846, amountCents: 5846 },
    ]);
    expect(invoice).toMatchObject({ subtotalCents: 12345, discountPercent: 0, discountCents: 0, taxRateBasisPoints: 0, taxCents: 0, totalCents: 12345 });
    // The same object through the invoice read: the owner and staff see it, another member does not.
    expect((await app.request<Invoice>(`/api/invoices/${invoice.id}`, { cookie: owner.cookie })).body).toEqual(invoice);
    expect((await app.request(`/api/invoices/${invoice.id}`, { cookie: admin.cookie })).status).toBe(200);
    expect((await app.request<ErrorBody>(`/api/invoices/${invoice.id}`, { cookie: stranger.cookie })).body.error.message).toBe('Invoice not found');
  });

  it('gives a Premium member the club discount as its own line and taxes what is left, rounded half-up; the figures never change', async () => {
    await saveSettings({ taxRatePercent: '8.25' });
    await app.db.update(profiles).set({ membershipLevel: 'premium' }).where(eq(profiles.userId, owner.id));
    const id = await visitWithEstimate();
    await complete(id);
    // The PDF job may run meanwhile (it is nudged after the commit): let it finish, so only the figures are compared.
    await app.invoiceDocuments.run();
    const invoice = (await visitOf(id)).invoice!;
    // 10% of 123.45 is 12.345 → 12.35; 8.25% of 111.10 is 9.16575 → 9.17.
    expect(invoice).toMatchObject({ subtotalCents: 12345, discountPercent: 10, discountCents: 1235, taxRateBasisPoints: 825, taxCents: 917, totalCents: 12027 });

    await saveSettings({ premiumDiscountPercent: 50, taxRatePercent: '20' });
    await app.db.update(estimateItems).set({ unitPriceCents: 1 }).where(eq(estimateItems.appointmentId, id));
    // Stepping back and completing again keeps the invoice issued the first time.
    await app.request(`/api/admin/appointments/${id}/status`, { method: 'PATCH', cookie: admin.cookie, body: { status: 'in-progress' } });
    await complete(id);
    expect((await visitOf(id)).invoice).toEqual(invoice);
    await app.db.update(profiles).set({ membershipLevel: 'basic' }).where(eq(profiles.userId, owner.id));
    await saveSettings({});
  });

  it('numbers 50 concurrent completions without a gap or a duplicate', async () => {
    const ids = await Promise.all(Array.from({ length: 50 }, () => visitWithEstimate()));
    const results = await Promise.all(ids.map((id) => complete(id)));
    expect(results.map((r) => r.status)).toEqual(ids.map(() => 200));
    const rows = await app.db.select({ sequence: invoices.sequence, number: invoices.number }).from(invoices).where(eq(invoices.year, year)).orderBy(asc(invoices.sequence));
    expect(rows.length).toBeGreaterThanOrEqual(50);
    expect(rows.map((r) => r.sequence)).toEqual(rows.map((_, i) => i + 1));
    expect(new Set(rows.map((r) => r.number)).size).toBe(rows.length);
    const issued = await app.db.select({ appointmentId: invoices.appointmentId }).from(invoices);
    for (const id of ids) expect(issued.filter((r) => r.appointmentId === id)).toHaveLength(1);
  });

  it("renders the PDF after commit into the appointment's documents and the member's Receipts", async () => {
    const id = await visitWithEstimate();
    await complete(id);
    await app.invoiceDocuments.run();
    const invoice = (await visitOf(id)).invoice!;
    expect(invoice.receiptId).not.toBeNull();
    const receipts = await app.request<{ id: string; fileName: string; appointmentId: string }[]>('/api/receipts', { cookie: owner.cookie });
    expect(receipts.body.find((r) => r.id === invoice.receiptId)).toMatchObject({ fileName: `${invoice.number}.pdf`, appointmentId: id });
    const file = await app.app.request(`/api/files/receipts/${invoice.receiptId}`, { headers: { Cookie: owner.cookie, Origin: 'http://localhost:3000' } });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(await file.arrayBuffer())), { mergePages: true });
    for (const expected of [`Invoice ${invoice.number}`, oilChange!.name, '$49.99', 'Shop supplies', '$15.00', 'Front brake pads', '$58.46', 'Subtotal', '$123.45', 'Tax (0%)', 'Total']) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Cabin filter');
    expect(text).not.toContain('Wiper blades');
    // A second run finds nothing left to render.
    expect(await app.invoiceDocuments.run()).toBe(0);
  });
});

describe('credit notes', () => {
  it('credits at most what is left, numbered gap-free, audited, with its PDF', async () => {
    const id = await visitWithEstimate();
    await complete(id);
    const invoice = (await visitOf(id)).invoice!;
    const post = (body: unknown, cookie = admin.cookie) => app.request<Invoice & ErrorBody>(`/api/admin/invoices/${invoice.id}/credit-notes`, { cookie, body });

    expect((await post({ amount: '123.46', reason: 'Too much' })).body.error.fields?.amount).toBe('The amount is more than what is left on the invoice');
    expect((await post({ amount: '10', reason: ' ' })).body.error.fields?.reason).toBe('Reason is required');
    expect((await post({ amount: '0', reason: 'Nothing' })).status).toBe(400);
    expect((await post({ amount: '10', reason: 'Mine' }, owner.cookie)).status).toBe(403);

    const first = await post({ amount: '23.45', reason: 'Brake pads were on offer' });
    expect(first.status).toBe(201);
    expect(first.body.creditNotes).toHaveLength(1);
    const firstNumber = first.body.creditNotes[0]!.number;
    expect(firstNumber).toMatch(new RegExp(`^CN-${year}-\\d{5}$`));
    expect(first.body.creditableCents).toBe(10000);
    // The invoice's own figures do not move.
    expect(first.body.totalCents).toBe(12345);

    const second = await post({ amount: '100', reason: 'Goodwill' });
    const secondNumber = second.body.creditNotes[1]!.number;
    expect(Number(secondNumber.slice(-5))).toBe(Number(firstNumber.slice(-5)) + 1);
    expect(second.body.creditableCents).toBe(0);
    const none = await post({ amount: '0.01', reason: 'More' });
    expect(none.status).toBe(409);
    expect(none.body.error.message).toBe('Nothing is left to credit on this invoice');

    const entries = await app.db.select().from(auditLog).where(and(eq(auditLog.action, 'credit_note'), eq(auditLog.targetId, invoice.id)));
    expect(entries).toHaveLength(2);

    await app.invoiceDocuments.run();
    const after = (await visitOf(id)).invoice!;
    expect(after.creditNotes.every((c) => c.receiptId !== null)).toBe(true);
    const file = await app.app.request(`/api/files/receipts/${after.creditNotes[0]!.receiptId}`, { headers: { Cookie: owner.cookie, Origin: 'http://localhost:3000' } });
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(await file.arrayBuffer())), { mergePages: true });
    for (const expected of [`Credit note ${firstNumber}`, invoice.number, 'Brake pads were on offer', '$23.45']) expect(text).toContain(expected);
  });
});
