import { asc, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { appointmentServices } from '../../db/schema/appointments.ts';
import { services } from '../../db/schema/catalogue.ts';

const columns = {
  id: services.id,
  name: services.name,
  description: services.description,
  isActive: services.isActive,
  createdAt: services.createdAt,
  updatedAt: services.updatedAt,
};

export const listAllServices = (db: DbOrTx) => db.select(columns).from(services).orderBy(asc(services.name));

export const listActiveServices = (db: DbOrTx) =>
  db
    .select({ id: services.id, name: services.name, description: services.description })
    .from(services)
    .where(eq(services.isActive, true))
    .orderBy(asc(services.name));

/** The unique name index (lower(trim(name))), whichever driver raised its violation and however Drizzle wrapped it. */
export function isDuplicateServiceName(err: unknown): boolean {
  for (let e: unknown = err; e instanceof Error; e = e.cause) {
    const { code, constraint } = e as Error & { code?: unknown; constraint?: unknown };
    if (code === '23505') return constraint === undefined || constraint === 'services_name_unique_idx';
  }
  return false;
}

export async function findServiceById(db: DbOrTx, id: string) {
  const [row] = await db.select(columns).from(services).where(eq(services.id, id)).for('update');
  return row ?? null;
}

export async function insertService(db: DbOrTx, values: { name: string; description: string | null }) {
  const [row] = await db.insert(services).values(values).returning(columns);
  return row!;
}

export async function updateService(
  db: DbOrTx,
  id: string,
  values: Partial<{ name: string; description: string | null; isActive: boolean }>,
) {
  const [row] = await db
    .update(services)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(services.id, id))
    .returning(columns);
  return row ?? null;
}

export async function countServiceUses(db: DbOrTx, id: string) {
  const [row] = await db.select({ n: count() }).from(appointmentServices).where(eq(appointmentServices.serviceId, id));
  return row?.n ?? 0;
}

export async function deleteService(db: DbOrTx, id: string) {
  const rows = await db.delete(services).where(eq(services.id, id)).returning({ id: services.id });
  return rows.length > 0;
}
