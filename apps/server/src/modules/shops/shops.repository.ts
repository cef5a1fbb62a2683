import { asc, count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { appointments } from '../../db/schema/appointments.ts';
import { shops, type WeeklySchedule } from '../../db/schema/catalogue.ts';

/** A shop as members see it wherever it is named: where it is and how to call it. */
export const shopContactColumns = {
  id: shops.id,
  name: shops.name,
  address: shops.address,
  city: shops.city,
  state: shops.state,
  zipCode: shops.zipCode,
  phoneNumber: shops.phoneNumber,
};

const columns = {
  ...shopContactColumns,
  isActive: shops.isActive,
  slotCapacity: shops.slotCapacity,
  schedule: shops.schedule,
  createdAt: shops.createdAt,
};

export interface ShopValues {
  name: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  phoneNumber: string | null;
  slotCapacity: number;
}

export const listAllShops = (db: DbOrTx) => db.select(columns).from(shops).orderBy(desc(shops.createdAt));

export const listActiveShops = (db: DbOrTx) =>
  db
    .select({ ...shopContactColumns, schedule: shops.schedule })
    .from(shops)
    .where(eq(shops.isActive, true))
    .orderBy(asc(shops.name));

export async function findShopById(db: DbOrTx, id: string, options: { lock?: boolean } = {}) {
  const query = db.select(columns).from(shops).where(eq(shops.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function insertShop(db: DbOrTx, values: ShopValues & { schedule: WeeklySchedule }) {
  const [row] = await db.insert(shops).values(values).returning(columns);
  return row!;
}

export async function updateShop(
  db: DbOrTx,
  id: string,
  values: Partial<ShopValues & { isActive: boolean; schedule: WeeklySchedule }>,
) {
  const [row] = await db
    .update(shops)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(shops.id, id))
    .returning(columns);
  return row ?? null;
}

export async function countShopAppointments(db: DbOrTx, id: string) {
  const [row] = await db.select({ n: count() }).from(appointments).where(eq(appointments.shopId, id));
  return row?.n ?? 0;
}

export async function deleteShop(db: DbOrTx, id: string) {
  const rows = await db.delete(shops).where(eq(shops.id, id)).returning({ id: shops.id });
  return rows.length > 0;
}
