import { beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createMember } from '../../testing/accounts.ts';
import { createTestApp } from '../../testing/test-app.ts';

const app = await createTestApp({ seed: false });
let admin: { cookie: string };
let owner: { cookie: string; id: string; email: string };
interface VehicleBody {
  id: string;
  make: string;
  model: string;
  year: number;
  color: string | null;
  owner: { userId: string; email: string };
}
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };
const thisYear = new Date().getFullYear();

beforeAll(async () => {
  admin = await createAdmin(app);
  owner = await createMember(app, 'owner');
});

const add = (body: Record<string, unknown>) =>
  app.request<VehicleBody & ErrorBody>('/api/admin/garage/vehicles', { cookie: admin.cookie, body });

describe('admin garage', () => {
  it('finds owners by e-mail search, never admins', async () => {
    const res = await app.request<{ userId: string; email: string }[]>(
      `/api/admin/garage/owners?q=${encodeURIComponent(owner.email.slice(0, 10))}`,
      { cookie: admin.cookie },
    );
    expect(res.status).toBe(200);
    expect(res.body.map((o) => o.userId)).toContain(owner.id);
    const admins = await app.request<{ email: string }[]>('/api/admin/garage/owners?q=admin', { cookie: admin.cookie });
    expect(admins.body).toEqual([]);
  });

  it('adds a vehicle for a chosen owner, edits it with the owner fixed, and deletes it', async () => {
    const created = await add({ userId: owner.id, make: 'Toyota', model: 'Corolla', year: thisYear, color: '', licensePlate: 'ABC123' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ make: 'Toyota', color: null, owner: { userId: owner.id } });

    const edited = await app.request<VehicleBody>(`/api/admin/garage/vehicles/${created.body.id}`, {
      method: 'PUT',
      cookie: admin.cookie,
      body: { userId: 'someone-else', make: 'Toyota', model: 'Camry', year: thisYear - 3 },
    });
    expect(edited.body).toMatchObject({ model: 'Camry', owner: { userId: owner.id } });
    expect((await app.request(`/api/admin/garage/vehicles/${created.body.id}`, { method: 'DELETE', cookie: admin.cookie })).status).toBe(204);
  });

  it("refuses missing fields and out-of-range years with the spec's text", async () => {
    const missing = await add({ userId: owner.id, make: '', model: 'X', year: 2020 });
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toBe('Please fill in all required fields');
    const future = await add({ userId: owner.id, make: 'Ford', model: 'T', year: thisYear + 2 });
    expect(future.body.error.fields?.year).toBe(`Year must be between 1900 and ${thisYear + 1}`);
  });

  it('refuses a sixth vehicle for the same owner, even when added concurrently', async () => {
    const racer = await createMember(app, 'racer');
    const results = await Promise.all(
      Array.from({ length: 7 }, (_, i) => add({ userId: racer.id, make: 'Honda', model: `Civic ${i}`, year: 2015 })),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(5);
    const refused = results.filter((r) => r.status === 409);
    expect(refused).toHaveLength(2);
    expect(refused[0]?.body.error.message).toBe('You can have at most 5 vehicles');
  });

  it('counts stats and filters, pages and groups the list', async () => {
    const other = await createMember(app, 'stats');
    await add({ userId: other.id, make: 'Mazda', model: 'MX-5', year: thisYear });
    await add({ userId: other.id, make: 'Mazda', model: 'CX-5', year: 2010 });
    const stats = await app.request<{ totalVehicles: number; vehicleOwners: number; recentModels: number; topMake: string }>(
      '/api/admin/garage/stats',
      { cookie: admin.cookie },
    );
    expect(stats.body).toMatchObject({ totalVehicles: 7, vehicleOwners: 2, recentModels: 1, topMake: 'Honda' });

    const mazdas = await app.request<{ items: VehicleBody[]; total: number }>('/api/admin/garage/vehicles?make=mazda&year=2010', {
      cookie: admin.cookie,
    });
    expect(mazdas.body.total).toBe(1);
    expect(mazdas.body.items[0]?.model).toBe('CX-5');
    const paged = await app.request<{ items: VehicleBody[]; total: number }>('/api/admin/garage/vehicles?pageSize=3&page=3', {
      cookie: admin.cookie,
    });
    expect(paged.body.total).toBe(7);
    expect(paged.body.items).toHaveLength(1);
    const searched = await app.request<{ total: number }>(`/api/admin/garage/vehicles?q=${encodeURIComponent(other.email)}`, {
      cookie: admin.cookie,
    });
    expect(searched.body.total).toBe(2);

    const groups = await app.request<{ owner: { userId: string }; vehicles: VehicleBody[] }[]>('/api/admin/garage/by-garage', {
      cookie: admin.cookie,
    });
    expect(groups.body).toHaveLength(2);
    expect(groups.body.find((g) => g.owner.userId === other.id)?.vehicles).toHaveLength(2);
  });

  it('is forbidden to members and needs a sign-in', async () => {
    expect((await app.request('/api/admin/garage/stats', { cookie: owner.cookie })).status).toBe(403);
    expect((await app.request('/api/admin/garage/vehicles', { cookie: owner.cookie, body: {} })).status).toBe(403);
    expect((await app.request('/api/admin/garage/vehicles')).status).toBe(401);
  });
});
