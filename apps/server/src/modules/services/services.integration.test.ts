import { beforeAll, describe, expect, it } from 'vitest';
import { appointments, appointmentServices } from '../../db/schema/appointments.ts';
import { shops } from '../../db/schema/catalogue.ts';
import { createAdmin, createMember } from '../../testing/accounts.ts';
import { createTestApp } from '../../testing/test-app.ts';

const app = await createTestApp();
let admin: { cookie: string };
let member: { cookie: string; id: string };
interface ServiceBody {
  id: string;
  name: string;
  description: string | null;
  isActive: boolean;
}
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

beforeAll(async () => {
  admin = await createAdmin(app);
  member = await createMember(app);
});

describe('admin services', () => {
  it('lists services sorted by name', async () => {
    const res = await app.request<ServiceBody[]>('/api/admin/services', { cookie: admin.cookie });
    expect(res.status).toBe(200);
    const names = res.body.map((s) => s.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(names.length).toBeGreaterThan(0);
  });

  it('creates, edits, deactivates and deletes a service', async () => {
    const created = await app.request<ServiceBody>('/api/admin/services', {
      cookie: admin.cookie,
      body: { name: '  Detailing ', description: '' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Detailing', description: null, isActive: true });
    const id = created.body.id;

    const edited = await app.request<ServiceBody>(`/api/admin/services/${id}`, {
      method: 'PUT',
      cookie: admin.cookie,
      body: { name: 'Full Detailing', description: 'Inside and out' },
    });
    expect(edited.body).toMatchObject({ name: 'Full Detailing', description: 'Inside and out' });

    const toggled = await app.request<ServiceBody>(`/api/admin/services/${id}/status`, {
      method: 'PATCH',
      cookie: admin.cookie,
      body: { isActive: false },
    });
    expect(toggled.body.isActive).toBe(false);
    const bookable = await app.request<ServiceBody[]>('/api/services', { cookie: member.cookie });
    expect(bookable.body.map((s) => s.id)).not.toContain(id);

    const deleted = await app.request(`/api/admin/services/${id}`, { method: 'DELETE', cookie: admin.cookie });
    expect(deleted.status).toBe(204);
    const again = await app.request(`/api/admin/services/${id}`, { method: 'DELETE', cookie: admin.cookie });
    expect(again.status).toBe(404);
  });

  it("refuses a service without a name with 'Service name is required'", async () => {
    const res = await app.request<ErrorBody>('/api/admin/services', { cookie: admin.cookie, body: { name: '   ' } });
    expect(res.status).toBe(400);
    expect(res.body.error.fields?.name).toBe('Service name is required');
  });

  it('refuses to delete a service used by appointments and suggests deactivating it', async () => {
    const created = await app.request<ServiceBody>('/api/admin/services', { cookie: admin.cookie, body: { name: 'Used Service' } });
    const [shop] = await app.db.select({ id: shops.id }).from(shops).limit(1);
    const [appt] = await app.db
      .insert(appointments)
      .values({ userId: member.id, shopId: shop!.id, appointmentDate: '2030-01-07', appointmentTime: '10:00' })
      .returning({ id: appointments.id });
    await app.db.insert(appointmentServices).values({ appointmentId: appt!.id, serviceId: created.body.id });

    const res = await app.request<ErrorBody>(`/api/admin/services/${created.body.id}`, { method: 'DELETE', cookie: admin.cookie });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(
      'This service is used by appointments and cannot be deleted. Please deactivate it instead.',
    );
  });

  it('is forbidden to members and needs a sign-in', async () => {
    expect((await app.request('/api/admin/services', { cookie: member.cookie })).status).toBe(403);
    expect((await app.request('/api/admin/services', { body: { name: 'X' }, cookie: member.cookie })).status).toBe(403);
    expect((await app.request('/api/admin/services')).status).toBe(401);
  });
});

describe('bookable services', () => {
  it('gives members the active services by name', async () => {
    const res = await app.request<ServiceBody[]>('/api/services', { cookie: member.cookie });
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(0);
    expect(Object.keys(res.body[0]!).sort()).toEqual(['description', 'id', 'name', 'priceCents']);
  });

  it('needs a sign-in', async () => {
    expect((await app.request('/api/services')).status).toBe(401);
  });
});
