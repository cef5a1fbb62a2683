import { describe, expect, it } from 'vitest';
import { appointments } from '../../db/schema/appointments.ts';
import { shops } from '../../db/schema/catalogue.ts';
import { todayInZone } from '../../lib/club-time.ts';
import { createMember } from '../../testing/accounts.ts';
import { createTestApp } from '../../testing/test-app.ts';

const app = await createTestApp();

interface DashboardBody {
  membershipLevel: string;
  vehicles: { id: string; make: string; model: string; year: number }[];
  upcomingAppointments: { id: string; shopName: string; appointmentDate: string; appointmentTime: string }[];
}

const day = { open: '08:00', close: '18:00', enabled: true };
const schedule = { monday: day, tuesday: day, wednesday: day, thursday: day, friday: day, saturday: day, sunday: day };
const shiftDays = (iso: string, days: number) => {
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

describe('GET /api/dashboard', () => {
  it('shows the membership level, the 3 newest vehicles and the 3 soonest scheduled appointments from today', async () => {
    const member = await createMember(app);
    const other = await createMember(app, 'other');
    for (const model of ['A', 'B', 'C', 'D']) {
      await app.request('/api/vehicles', { cookie: member.cookie, body: { make: 'Ford', model, year: 2019 } });
    }
    const [shop] = await app.db
      .insert(shops)
      .values({ name: 'Downtown Auto', address: '1 Main', city: 'Boston', state: 'MA', zipCode: '02110', schedule })
      .returning({ id: shops.id });
    const today = todayInZone(app.env.CLUB_TIMEZONE);
    const base = { userId: member.id, shopId: shop!.id };
    await app.db.insert(appointments).values([
      { ...base, appointmentDate: shiftDays(today, -1), appointmentTime: '09:00' },
      { ...base, appointmentDate: shiftDays(today, 3), appointmentTime: '10:00' },
      { ...base, appointmentDate: today, appointmentTime: '15:00' },
      { ...base, appointmentDate: today, appointmentTime: '08:00', status: 'cancelled' },
      { ...base, appointmentDate: shiftDays(today, 1), appointmentTime: '11:00' },
      { ...base, appointmentDate: shiftDays(today, 9), appointmentTime: '11:00' },
      { userId: other.id, shopId: shop!.id, appointmentDate: today, appointmentTime: '08:00' },
    ]);

    const res = await app.request<DashboardBody>('/api/dashboard', { cookie: member.cookie });
    expect(res.status).toBe(200);
    expect(res.body.membershipLevel).toBe('basic');
    expect(res.body.vehicles.map((v) => v.model)).toEqual(['D', 'C', 'B']);
    expect(res.body.upcomingAppointments.map((a) => [a.appointmentDate, a.appointmentTime, a.shopName])).toEqual([
      [today, '15:00', 'Downtown Auto'],
      [shiftDays(today, 1), '11:00', 'Downtown Auto'],
      [shiftDays(today, 3), '10:00', 'Downtown Auto'],
    ]);
  });

  it('is empty for a new member and refuses a signed-out caller', async () => {
    const member = await createMember(app);
    const res = await app.request<DashboardBody>('/api/dashboard', { cookie: member.cookie });
    expect(res.body).toEqual({ membershipLevel: 'basic', vehicles: [], upcomingAppointments: [] });
    expect((await app.request('/api/dashboard')).status).toBe(401);
  });
});
