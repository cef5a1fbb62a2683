import fs from 'node:fs';
import path from 'node:path';
import { serviceMessages } from '@drivecare/contract/services';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { services } from '../../db/schema/catalogue.ts';
import { migrationsFolder } from '../../db/migrate.ts';
import { createAdmin } from '../../testing/accounts.ts';
import { createTestApp } from '../../testing/test-app.ts';

const app = await createTestApp();
let admin: { cookie: string };
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

beforeAll(async () => {
  admin = await createAdmin(app);
});

const create = (name: string) =>
  app.request<ErrorBody & { id: string }>('/api/admin/services', { cookie: admin.cookie, body: { name, description: '' } });
const named = (name: string) => app.db.select({ id: services.id }).from(services).where(sql`lower(trim(${services.name})) = lower(trim(${name}))`);

describe('service names are unique, ignoring case and surrounding spaces', () => {
  it('refuses a second service of the same name with 409 and the message under the name field', async () => {
    expect((await create('Zeta Wheel Alignment')).status).toBe(201);
    const again = await create('  zeta wheel ALIGNMENT ');
    expect(again.status).toBe(409);
    expect(again.body.error).toEqual({
      code: 'CONFLICT',
      message: serviceMessages.duplicateName,
      fields: { name: serviceMessages.duplicateName },
    });
    expect(await named('Zeta Wheel Alignment')).toHaveLength(1);
  });

  it("refuses renaming a service onto another one's name, and leaves it as it was", async () => {
    expect((await create('Zeta Brake Check')).status).toBe(201);
    const other = await create('Tire Rotation Plus');
    const renamed = await app.request<ErrorBody>(`/api/admin/services/${other.body.id}`, {
      method: 'PUT',
      cookie: admin.cookie,
      body: { name: 'ZETA BRAKE CHECK', description: '' },
    });
    expect(renamed.status).toBe(409);
    expect(renamed.body.error.fields).toEqual({ name: serviceMessages.duplicateName });
    const [row] = await app.db.select({ name: services.name }).from(services).where(eq(services.id, other.body.id));
    expect(row?.name).toBe('Tire Rotation Plus');
    // Keeping its own name (another case) is not a clash with itself.
    const same = await app.request(`/api/admin/services/${other.body.id}`, {
      method: 'PUT',
      cookie: admin.cookie,
      body: { name: 'Tire rotation plus', description: '' },
    });
    expect(same.status).toBe(200);
  });

  it('ends a race of two creates with one 201 and one 409', async () => {
    const statuses = (await Promise.all([create('Zeta Headlight Restoration'), create('zeta headlight restoration')])).map((r) => r.status);
    expect(statuses.sort()).toEqual([201, 409]);
    expect(await named('Zeta Headlight Restoration')).toHaveLength(1);
  });
});

describe('the migration that makes names unique', () => {
  it('renames later duplicates on an existing database instead of failing', async () => {
    const sqlFile = fs.readdirSync(migrationsFolder).find((f) => /^\d+_unique_service_names\.sql$/.test(f));
    expect(sqlFile).toBeDefined();
    const statements = fs.readFileSync(path.join(migrationsFolder, sqlFile!), 'utf8').split('--> statement-breakpoint');
    // The database as it was before: no index, and duplicates (one of them clashing with a "(2)" already there).
    await app.db.execute(sql`drop index services_name_unique_idx`);
    await app.db.insert(services).values([
      { name: 'Wash', createdAt: new Date('2024-01-01') },
      { name: ' wash ', createdAt: new Date('2024-01-02') },
      { name: 'WASH', createdAt: new Date('2024-01-03') },
      { name: 'Wash (2)', createdAt: new Date('2024-01-04') },
    ]);
    for (const statement of statements) await app.db.execute(sql.raw(statement));
    const names = (await app.db.select({ name: services.name }).from(services).where(sql`${services.name} ilike '%wash%'`).orderBy(services.createdAt)).map((r) => r.name);
    expect(names).toEqual(['Wash', 'wash (3)', 'WASH (4)', 'Wash (2)']);
    expect((await create('wash')).status).toBe(409);
  });
});
