import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { garages } from '../../db/schema/profiles.ts';
import { vehicles } from '../../db/schema/vehicles.ts';
import { createMember } from '../../testing/accounts.ts';
import { createTestApp } from '../../testing/test-app.ts';

const app = await createTestApp();

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };
interface VehicleBody {
  id: string;
  make: string;
  model: string;
  year: number;
  color: string | null;
  licensePlate: string | null;
  odometerMiles: number | null;
  vin: string | null;
}
const nextYear = new Date().getFullYear() + 1;
const civic = { make: 'Honda', model: 'Civic', year: 2020 };

const add = (cookie: string, body: unknown) => app.request<VehicleBody & ErrorBody>('/api/vehicles', { cookie, body });

describe('the garage API', () => {
  it('adds a vehicle to the member\'s default garage, storing empty colour and plate as null', async () => {
    const member = await createMember(app);
    const res = await add(member.cookie, { ...civic, color: '', licensePlate: '  ' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ make: 'Honda', model: 'Civic', year: 2020, color: null, licensePlate: null, odometerMiles: null, vin: null });
    const [row] = await app.db.select({ garageId: vehicles.garageId }).from(vehicles).where(eq(vehicles.id, res.body.id));
    const [garage] = await app.db.select().from(garages).where(eq(garages.id, row!.garageId));
    expect(garage).toMatchObject({ userId: member.id, name: 'My Garage' });
  });

  it('lists the member\'s vehicles newest first', async () => {
    const member = await createMember(app);
    await add(member.cookie, { ...civic, model: 'First' });
    await add(member.cookie, { ...civic, model: 'Second' });
    const res = await app.request<VehicleBody[]>('/api/vehicles', { cookie: member.cookie });
    expect(res.status).toBe(200);
    expect(res.body.map((v) => v.model)).toEqual(['Second', 'First']);
  });

  it('edits a vehicle in place and accepts a valid VIN and odometer', async () => {
    const member = await createMember(app);
    const created = await add(member.cookie, civic);
    const res = await app.request<VehicleBody>(`/api/vehicles/${created.body.id}`, {
      method: 'PATCH',
      cookie: member.cookie,
      body: { color: 'Blue', licensePlate: 'ABC123', odometerMiles: 42000, vin: '1m8gdm9axkp042788' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: created.body.id, make: 'Honda', color: 'Blue', licensePlate: 'ABC123', odometerMiles: 42000, vin: '1M8GDM9AXKP042788' });
  });

  it('deletes a vehicle', async () => {
    const member = await createMember(app);
    const created = await add(member.cookie, civic);
    const res = await app.request(`/api/vehicles/${created.body.id}`, { method: 'DELETE', cookie: member.cookie });
    expect(res.status).toBe(204);
    const list = await app.request<VehicleBody[]>('/api/vehicles', { cookie: member.cookie });
    expect(list.body).toEqual([]);
  });

  it('answers the spec\'s messages under the fields for missing make, model and out-of-range years', async () => {
    const member = await createMember(app);
    const blank = await add(member.cookie, { make: ' ', model: '', year: 1899 });
    expect(blank.status).toBe(400);
    expect(blank.body.error.fields).toEqual({ make: 'Make is required', model: 'Model is required', year: 'Year must be 1900 or later' });
    const future = await add(member.cookie, { ...civic, year: nextYear + 1 });
    expect(future.body.error.fields).toEqual({ year: `Year must be ${nextYear} or earlier` });
    expect((await add(member.cookie, { ...civic, year: nextYear })).status).toBe(201);
  });

  it('refuses a VIN that is too short, contains I/O/Q or fails its check digit', async () => {
    const member = await createMember(app);
    const vinError = async (vin: string) => (await add(member.cookie, { ...civic, vin })).body.error.fields?.vin;
    expect(await vinError('1M8GDM9AXKP04278')).toBe('VIN must be 17 characters');
    expect(await vinError('1M8GDM9AXKP04278O')).toBe('VIN cannot contain the letters I, O or Q');
    expect(await vinError('1M8GDM9A1KP042788')).toBe('VIN check digit does not match');
    expect((await add(member.cookie, { ...civic, odometerMiles: -1 })).body.error.fields?.odometerMiles).toBe('Odometer cannot be negative');
  });

  it('refuses a sixth vehicle with 409', async () => {
    const member = await createMember(app);
    for (let i = 0; i < 5; i++) expect((await add(member.cookie, civic)).status).toBe(201);
    const sixth = await add(member.cookie, civic);
    expect(sixth.status).toBe(409);
    expect(sixth.body.error.message).toBe('You can have at most 5 vehicles');
  });

  it('refuses the sixth vehicle even when many adds race', async () => {
    const member = await createMember(app);
    await add(member.cookie, civic);
    const results = await Promise.all(Array.from({ length: 8 }, () => add(member.cookie, civic)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(4);
    expect(results.filter((r) => r.status === 409)).toHaveLength(4);
    const list = await app.request<VehicleBody[]>('/api/vehicles', { cookie: member.cookie });
    expect(list.body).toHaveLength(5);
  });

  it('never shows, changes or deletes another member\'s vehicle (404)', async () => {
    const alice = await createMember(app, 'alice');
    const bob = await createMember(app, 'bob');
    const car = await add(alice.cookie, civic);
    expect((await app.request<VehicleBody[]>('/api/vehicles', { cookie: bob.cookie })).body).toEqual([]);
    const patch = await app.request<ErrorBody>(`/api/vehicles/${car.body.id}`, { method: 'PATCH', cookie: bob.cookie, body: { make: 'Stolen' } });
    expect(patch.status).toBe(404);
    expect((await app.request(`/api/vehicles/${car.body.id}`, { method: 'DELETE', cookie: bob.cookie })).status).toBe(404);
    expect((await app.request('/api/vehicles/not-a-uuid', { method: 'DELETE', cookie: bob.cookie })).status).toBe(404);
    const mine = await app.request<VehicleBody[]>('/api/vehicles', { cookie: alice.cookie });
    expect(mine.body).toMatchObject([{ id: car.body.id, make: 'Honda' }]);
  });

  it('refuses a signed-out caller with 401', async () => {
    expect((await app.request('/api/vehicles')).status).toBe(401);
    expect((await app.request('/api/vehicles', { body: civic })).status).toBe(401);
  });
});
