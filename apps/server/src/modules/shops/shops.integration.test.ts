import { describe, expect, it, beforeAll } from 'vitest';
import { appointments } from '../../db/schema/appointments.ts';
import { createAdmin, createMember } from '../../testing/accounts.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { weekdayInZone } from './shops.service.ts';

const app = await createTestApp();
let admin: { cookie: string };
let member: { cookie: string; id: string };
type Day = { open: string; close: string; enabled: boolean };
interface ShopBody {
  id: string;
  name: string;
  state: string;
  phoneNumber: string | null;
  isActive: boolean;
  slotCapacity: number;
  schedule: Record<string, Day>;
  openToday?: boolean;
}
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

const input = { name: 'Test Shop', address: '1 Test Way', city: 'Testville', state: 'il', zipCode: '60601', phoneNumber: '', slotCapacity: 3 };
const allDays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

beforeAll(async () => {
  admin = await createAdmin(app);
  member = await createMember(app);
});

async function createShop(overrides: Partial<typeof input> = {}) {
  const res = await app.request<ShopBody>('/api/admin/shops', { cookie: admin.cookie, body: { ...input, ...overrides } });
  expect(res.status).toBe(201);
  return res.body;
}

describe('admin shops', () => {
  it('creates an active shop with the default schedule and an upper-cased state', async () => {
    const shop = await createShop();
    expect(shop).toMatchObject({ name: 'Test Shop', state: 'IL', phoneNumber: null, isActive: true, slotCapacity: 3 });
    expect(shop.schedule.monday).toEqual({ open: '09:00', close: '17:00', enabled: true });
    expect(shop.schedule.saturday?.enabled).toBe(false);
    expect(shop.schedule.sunday?.enabled).toBe(false);
  });

  it("refuses the spec's invalid shop fields with its messages", async () => {
    const res = await app.request<ErrorBody>('/api/admin/shops', {
      cookie: admin.cookie,
      body: { name: '', address: '', city: '', state: 'ILL', zipCode: '123', slotCapacity: 0 },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toMatchObject({
      name: 'Shop name is required',
      address: 'Address is required',
      city: 'City is required',
      state: 'State must be 2 characters',
      zipCode: 'ZIP code must be at least 5 characters',
      slotCapacity: 'Slot capacity must be between 1 and 100',
    });
  });

  it('edits and toggles a shop; an inactive shop is not offered to members', async () => {
    const shop = await createShop({ name: 'Editable Shop' });
    const edited = await app.request<ShopBody>(`/api/admin/shops/${shop.id}`, {
      method: 'PUT',
      cookie: admin.cookie,
      body: { ...input, name: 'Edited Shop', phoneNumber: '(555) 010-0000' },
    });
    expect(edited.body).toMatchObject({ name: 'Edited Shop', phoneNumber: '(555) 010-0000' });
    await app.request(`/api/admin/shops/${shop.id}/status`, { method: 'PATCH', cookie: admin.cookie, body: { isActive: false } });
    const offered = await app.request<ShopBody[]>('/api/shops', { cookie: member.cookie });
    expect(offered.body.map((s) => s.id)).not.toContain(shop.id);
  });

  it('saves a schedule and members see it at once with openToday from the club time zone', async () => {
    const shop = await createShop({ name: 'Scheduled Shop' });
    const today = weekdayInZone(app.env.CLUB_TIMEZONE);
    const schedule = Object.fromEntries(allDays.map((d) => [d, { open: '10:00', close: '14:00', enabled: d === today }]));
    const saved = await app.request<ShopBody>(`/api/admin/shops/${shop.id}/schedule`, {
      method: 'PUT',
      cookie: admin.cookie,
      body: schedule,
    });
    expect(saved.status).toBe(200);
    let offered = (await app.request<ShopBody[]>('/api/shops', { cookie: member.cookie })).body.find((s) => s.id === shop.id);
    expect(offered?.schedule[today]).toEqual({ open: '10:00', close: '14:00', enabled: true });
    expect(offered?.openToday).toBe(true);

    const closed = { ...schedule, [today]: { open: '10:00', close: '14:00', enabled: false } };
    await app.request(`/api/admin/shops/${shop.id}/schedule`, { method: 'PUT', cookie: admin.cookie, body: closed });
    offered = (await app.request<ShopBody[]>('/api/shops', { cookie: member.cookie })).body.find((s) => s.id === shop.id);
    expect(offered?.openToday).toBe(false);
  });

  it('refuses a closing time that is not after the opening time', async () => {
    const shop = await createShop({ name: 'Bad Hours Shop' });
    const schedule = Object.fromEntries(allDays.map((d) => [d, { open: '09:00', close: '17:00', enabled: true }]));
    const res = await app.request<ErrorBody>(`/api/admin/shops/${shop.id}/schedule`, {
      method: 'PUT',
      cookie: admin.cookie,
      body: { ...schedule, tuesday: { open: '12:00', close: '11:00', enabled: true } },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields?.['tuesday.close']).toBe('Closing time must be after opening time');
  });

  it('refuses to delete a shop with appointments and deletes one without', async () => {
    const used = await createShop({ name: 'Busy Shop' });
    await app.db
      .insert(appointments)
      .values({ userId: member.id, shopId: used.id, appointmentDate: '2030-01-07', appointmentTime: '10:00' });
    const refused = await app.request<ErrorBody>(`/api/admin/shops/${used.id}`, { method: 'DELETE', cookie: admin.cookie });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe('Cannot delete shop with existing appointments. Please deactivate instead.');

    const unused = await createShop({ name: 'Quiet Shop' });
    expect((await app.request(`/api/admin/shops/${unused.id}`, { method: 'DELETE', cookie: admin.cookie })).status).toBe(204);
  });

  it('is forbidden to members and needs a sign-in', async () => {
    expect((await app.request('/api/admin/shops', { cookie: member.cookie })).status).toBe(403);
    expect((await app.request('/api/admin/shops')).status).toBe(401);
    expect((await app.request('/api/shops')).status).toBe(401);
  });
});
