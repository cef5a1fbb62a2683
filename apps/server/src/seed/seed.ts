import { and, eq, sql } from 'drizzle-orm';
import type { FileStorage } from '../adapters/storage/storage.ts';
import type { Auth } from '../auth.ts';
import type { Db } from '../db/client.ts';
import { simplePdf } from './demo-receipt.ts';
import { announcements } from '../db/schema/announcements.ts';
import { appointments, appointmentServices, receipts } from '../db/schema/appointments.ts';
import { user } from '../db/schema/auth.ts';
import { services, shops, type WeeklySchedule } from '../db/schema/catalogue.ts';
import { pastWeekday, seedDemoVehicleCare } from './demo-vehicle-care.ts';
import { garages, profiles } from '../db/schema/profiles.ts';
import { vehicles } from '../db/schema/vehicles.ts';

export const DEMO_ACCOUNTS = {
  admin: { email: 'admin@example.com', password: 'admin123', firstName: 'Alex', lastName: 'Admin' },
  member: { email: 'member@example.com', password: 'member123', firstName: 'Morgan', lastName: 'Member' },
} as const;

const day = (open: string, close: string, enabled = true) => ({ open, close, enabled });
export const defaultSchedule = (): WeeklySchedule => ({
  monday: day('09:00', '17:00'),
  tuesday: day('09:00', '17:00'),
  wednesday: day('09:00', '17:00'),
  thursday: day('09:00', '17:00'),
  friday: day('09:00', '17:00'),
  saturday: day('09:00', '17:00', false),
  sunday: day('09:00', '17:00', false),
});

const SHOPS = [
  { name: 'Downtown Auto Care', address: '120 Main Street', city: 'Springfield', state: 'IL', zipCode: '62701', phoneNumber: '(217) 555-0142', schedule: { ...defaultSchedule(), monday: day('08:00', '18:00'), tuesday: day('08:00', '18:00'), wednesday: day('08:00', '18:00'), thursday: day('08:00', '18:00'), friday: day('08:00', '18:00') } },
  { name: 'Lakeside Tire & Brake', address: '45 Harbor Drive', city: 'Madison', state: 'WI', zipCode: '53703', phoneNumber: '(608) 555-0199', schedule: defaultSchedule() },
  { name: 'Northside Service Center', address: '8801 North Avenue', city: 'Chicago', state: 'IL', zipCode: '60614', phoneNumber: null, schedule: { ...defaultSchedule(), friday: day('09:00', '13:00') } },
  { name: 'Riverside Garage', address: '300 River Road', city: 'Naperville', state: 'IL', zipCode: '60540', phoneNumber: '(630) 555-0110', schedule: { ...defaultSchedule(), monday: day('09:00', '17:00', false), wednesday: day('10:00', '16:00') } },
  { name: 'Eastgate Quick Lube', address: '17 Commerce Parkway', city: 'Indianapolis', state: 'IN', zipCode: '46204', phoneNumber: '(317) 555-0175', schedule: defaultSchedule() },
];

const SERVICES = [
  { name: 'Oil Change', priceCents: 4999, description: 'Synthetic or conventional oil and filter replacement.', intervalMonths: 6, intervalMiles: 5_000 },
  { name: 'Tyre Rotation', priceCents: 2999, description: 'Rotate tyres to even out wear and extend their life.', intervalMonths: 6, intervalMiles: 6_000 },
  { name: 'Brake Inspection', priceCents: 3999, description: 'Pads, rotors, calipers and fluid checked and measured.', intervalMonths: 12, intervalMiles: 12_000 },
  { name: 'Battery Check', priceCents: 1999, description: 'Load test of the battery and charging system.', intervalMonths: 12, intervalMiles: null },
  { name: 'Wheel Alignment', priceCents: 8999, description: 'Four-wheel alignment to factory specification.', intervalMonths: 24, intervalMiles: 24_000 },
  { name: 'Air Conditioning Service', priceCents: 12999, description: 'Refrigerant level, leaks and cabin filter.', intervalMonths: 24, intervalMiles: null },
  { name: 'Multi-Point Inspection', priceCents: 2499, description: 'Fluids, belts, hoses, lights and suspension.', intervalMonths: null, intervalMiles: null },
  { name: 'Engine Diagnostics', priceCents: 9999, description: 'Fault codes read and explained by a technician.', intervalMonths: null, intervalMiles: null },
];

/** Idempotent: shops, services and an announcement on an empty catalogue; demo accounts when asked. */
export async function seedDatabase(
  db: Db,
  auth: Auth,
  opts: { demo: boolean; storage?: FileStorage },
): Promise<{ demoCreated: boolean }> {
  const [{ n: shopCount } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(shops);
  if (shopCount === 0) await db.insert(shops).values(SHOPS);
  const [{ n: serviceCount } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(services);
  if (serviceCount === 0) await db.insert(services).values(SERVICES);

  let demoCreated = false;
  let adminId: string | null = null;
  if (opts.demo) {
    adminId = (await ensureDemoAccount(db, auth, DEMO_ACCOUNTS.admin, 'admin')).id;
    const { id: memberId, created: memberCreated } = await ensureDemoAccount(db, auth, DEMO_ACCOUNTS.member, 'user');
    demoCreated = true;
    // Vehicles only for a new demo member: one who removed theirs must not find them back after a restart.
    if (memberCreated) {
      const [garage] = await db.select({ id: garages.id }).from(garages).where(eq(garages.userId, memberId)).limit(1);
      if (garage) {
        await db.insert(vehicles).values([
          { userId: memberId, garageId: garage.id, make: 'Toyota', model: 'Camry', year: 2021, color: 'Silver', licensePlate: 'DRV-2021', createdAt: new Date(Date.now() - 60_000) },
          { userId: memberId, garageId: garage.id, make: 'Honda', model: 'CR-V', year: 2019, color: 'Blue', licensePlate: null },
        ]);
      }
    }
    if (opts.storage) await ensureDemoReceipt(db, opts.storage, memberId);
    if (memberCreated) await seedDemoVehicleCare(db, memberId);
  }

  const [{ n: announcementCount } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(announcements);
  if (announcementCount === 0) {
    await db.insert(announcements).values({
      title: 'Welcome to DriveCare Club',
      content: 'Winter is coming: book a battery check and tyre rotation before the first frost.\nPremium members get priority slots all season.',
      isActive: true,
      createdBy: adminId,
    });
  }
  return { demoCreated };
}

async function ensureDemoAccount(
  db: Db,
  auth: Auth,
  account: { email: string; password: string; firstName: string; lastName: string },
  role: 'admin' | 'user',
): Promise<{ id: string; created: boolean }> {
  const [found] = await db.select({ id: user.id }).from(user).where(eq(user.email, account.email));
  // An existing demo account is left as its people left it: a restart must never undo their edits.
  if (found) return { id: found.id, created: false };
  const created = await auth.api.createUser({
    body: { email: account.email, password: account.password, name: `${account.firstName} ${account.lastName}`, role },
  });
  const id = created.user.id;
  await db.update(user).set({ emailVerified: true, role }).where(eq(user.id, id));
  await db
    .insert(profiles)
    .values({ userId: id, firstName: account.firstName, lastName: account.lastName })
    .onConflictDoUpdate({ target: profiles.userId, set: { firstName: account.firstName, lastName: account.lastName } });
  const [garage] = await db.select({ id: garages.id }).from(garages).where(eq(garages.userId, id)).limit(1);
  if (!garage) await db.insert(garages).values({ userId: id });
  return { id, created: true };
}

/**
 * One past, completed appointment with a PDF receipt for the demo member, so the receipts screen has something
 * to show. Idempotent: made once, for a member with no appointments; a receipt file missing from storage is
 * written again.
 */
async function ensureDemoReceipt(db: Db, storage: FileStorage, memberId: string) {
  const [existing] = await db
    .select({ fileKey: receipts.fileKey, fileName: receipts.fileName, date: appointments.appointmentDate })
    .from(receipts)
    .innerJoin(appointments, eq(appointments.id, receipts.appointmentId))
    .where(and(eq(appointments.userId, memberId), eq(appointments.status, 'completed')))
    .limit(1);
  const pdf = (date: string) =>
    simplePdf([
      'DriveCare Club - Service Receipt',
      'Downtown Auto Care, 120 Main Street, Springfield, IL 62701',
      `Service date: ${date}`,
      'Oil Change ............................ $49.99',
      'Tyre Rotation ......................... $24.99',
      'Total ................................. $74.98',
      'Thank you for being a member!',
    ]);
  if (existing) {
    if (!(await storage.get(existing.fileKey))) await storage.put(existing.fileKey, pdf(existing.date), 'application/pdf');
    return;
  }
  // Only a member without any appointment gets the demo history, so nothing an admin removed comes back.
  const [anyAppointment] = await db.select({ id: appointments.id }).from(appointments).where(eq(appointments.userId, memberId)).limit(1);
  if (anyAppointment) return;
  const [shop] = await db.select({ id: shops.id }).from(shops).where(eq(shops.name, 'Downtown Auto Care')).limit(1);
  const [vehicle] = await db.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.userId, memberId)).orderBy(vehicles.createdAt).limit(1);
  const picked = await db
    .select({ id: services.id, name: services.name })
    .from(services)
    .where(sql`${services.name} in ('Oil Change', 'Tyre Rotation')`);
  if (!shop) return;
  const date = pastWeekday();
  const bytes = pdf(date);
  await db.transaction(async (tx) => {
    const [appointment] = await tx
      .insert(appointments)
      .values({
        userId: memberId,
        vehicleId: vehicle?.id ?? null,
        shopId: shop.id,
        appointmentDate: date,
        appointmentTime: '10:00',
        additionalDetails: 'Please check the tyre pressure as well.',
        status: 'completed',
        previousStatus: 'in-progress',
      })
      .returning({ id: appointments.id });
    if (picked.length > 0) {
      await tx.insert(appointmentServices).values(picked.map((s) => ({ appointmentId: appointment!.id, serviceId: s.id })));
    }
    const fileKey = `receipts/${appointment!.id}/receipt_${Date.now()}.pdf`;
    await storage.put(fileKey, bytes, 'application/pdf');
    await tx.insert(receipts).values({
      appointmentId: appointment!.id,
      fileKey,
      fileName: `receipt-${date}.pdf`,
      contentType: 'application/pdf',
      sizeBytes: bytes.byteLength,
      // Shops attach the receipt on the evening of the service.
      uploadDate: new Date(`${date}T22:00:00Z`),
    });
  });
}
