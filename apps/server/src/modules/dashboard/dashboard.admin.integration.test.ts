import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AppointmentStatus } from '@drivecare/contract/appointments';
import { appointments, appointmentServices } from '../../db/schema/appointments.ts';
import { user } from '../../db/schema/auth.ts';
import { services, shops } from '../../db/schema/catalogue.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { todayInZone } from '../../lib/club-time.ts';
import { createAdmin, createMember } from '../../testing/accounts.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { recountAppointmentsPerDay, recountAppointmentStatusTotals } from '../figures/appointment-day-totals.reference.ts';
import { recountMemberFigures } from '../figures/member-figures.reference.ts';

const app = await createTestApp();
const admin = await createAdmin(app);

interface Stats {
  users: { total: number; active: number; inactive: number };
  membership: { premium: number; basic: number };
  appointments: { upcoming: number; cancelled: number; rescheduled: number };
  perDay: { date: string; count: number }[];
}

const today = () => todayInZone(app.env.CLUB_TIMEZONE);
const shiftDays = (iso: string, days: number) => {
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

const shown = async () => {
  const res = await app.request<Stats>('/api/admin/stats', { cookie: admin.cookie });
  expect(res.status).toBe(200);
  return res.body;
};

/** The same figures counted row by row, as the dashboard once did (a ban counts only while it lasts). */
async function recount(): Promise<Stats> {
  const members = await recountMemberFigures(app.db);
  return {
    users: { total: members.total, active: members.active, inactive: members.total - members.active },
    membership: { premium: members.premium, basic: members.total - members.premium },
    appointments: await recountAppointmentStatusTotals(app.db, today()),
    perDay: await recountAppointmentsPerDay(app.db, today(), 14),
  };
}

/** The dashboard agrees with a recount, before and after the server folds the appointment changes in. */
async function expectExact() {
  const expected = await recount();
  expect(await shown()).toEqual(expected);
  await app.countFolder.fold();
  expect(await shown()).toEqual(expected);
}

const [service] = await app.db.select({ id: services.id }).from(services).limit(1);
const [shop] = await app.db.select({ id: shops.id }).from(shops).limit(1);

async function book(userId: string, date: string, status: AppointmentStatus) {
  const [row] = await app.db
    .insert(appointments)
    .values({ userId, shopId: shop!.id, appointmentDate: date, appointmentTime: '10:00', status })
    .returning({ id: appointments.id });
  await app.db.insert(appointmentServices).values({ appointmentId: row!.id, serviceId: service!.id });
  return row!.id;
}

describe('the admin dashboard figures', () => {
  it('stay exact through new members, bans (one run out), deactivation, deletion, premium and appointment changes', async () => {
    await expectExact();
    const before = await shown();

    const [a, b, c, d, e] = [await createMember(app), await createMember(app), await createMember(app), await createMember(app), await createMember(app)];
    const ban = await app.request(`/api/admin/users/${a.id}/status`, { cookie: admin.cookie, body: { action: 'ban', reason: 'Abuse' } });
    expect(ban.status).toBe(200);
    // A ban that has run out no longer takes a member out of the active figure.
    await app.db.update(user).set({ banned: true, banExpires: new Date(Date.now() - 60_000) }).where(eq(user.id, b.id));
    expect((await app.request(`/api/admin/users/${c.id}/status`, { cookie: admin.cookie, body: { action: 'deactivate' } })).status).toBe(200);
    expect((await app.request(`/api/admin/users/${d.id}`, { cookie: admin.cookie, method: 'DELETE' })).status).toBe(200);
    await app.db.update(profiles).set({ membershipLevel: 'premium' }).where(eq(profiles.userId, e.id));

    const soon = shiftDays(today(), 2);
    const moved = await book(e.id, soon, 'scheduled');
    await book(e.id, today(), 'scheduled');
    await book(e.id, shiftDays(today(), 3), 'cancelled');
    await book(e.id, shiftDays(today(), -3), 'rescheduled');
    const gone = await book(e.id, shiftDays(today(), 5), 'scheduled');
    await app.db.update(appointments).set({ status: 'cancelled' }).where(eq(appointments.id, moved));
    await app.db.delete(appointmentServices).where(eq(appointmentServices.appointmentId, gone));
    await app.db.delete(appointments).where(eq(appointments.id, gone));

    const after = await shown();
    expect(after.users.total).toBe(before.users.total + 4);
    expect(after.users.active).toBe(before.users.active + 2);
    expect(after.membership.premium).toBe(before.membership.premium + 1);
    expect(after.appointments.upcoming).toBe(before.appointments.upcoming + 1);
    expect(after.appointments.cancelled).toBe(before.appointments.cancelled + 2);
    expect(after.appointments.rescheduled).toBe(before.appointments.rescheduled + 1);
    await expectExact();
  });
});
