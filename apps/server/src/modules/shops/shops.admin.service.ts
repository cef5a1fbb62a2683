import { defaultWeeklySchedule, type Shop, type WeeklySchedule } from '@drivecare/contract/shops';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import {
  countShopAppointments,
  deleteShop,
  insertShop,
  listAllShops,
  updateShop,
  type ShopValues,
} from './shops.repository.ts';

type Row = Awaited<ReturnType<typeof listAllShops>>[number];
const toShop = (r: Row): Shop => ({ ...r, createdAt: r.createdAt.toISOString() });
const SHOP_NOT_FOUND = 'Shop not found';

export const getShops = async (db: Db) => (await listAllShops(db)).map(toShop);

/** New shops start active with Mon-Fri 09:00-17:00 and the weekend off. */
export const createShop = async (db: Db, input: ShopValues) =>
  toShop(await insertShop(db, { ...input, schedule: defaultWeeklySchedule() }));

async function update(db: Db, id: string, values: Parameters<typeof updateShop>[2]) {
  const row = await updateShop(db, id, values);
  if (!row) throw notFound(SHOP_NOT_FOUND);
  return toShop(row);
}

export const editShop = (db: Db, id: string, input: ShopValues) => update(db, id, input);
export const setShopStatus = (db: Db, id: string, isActive: boolean) => update(db, id, { isActive });
/** Takes effect for availability at once; booked appointments are left where they are. */
export const setShopSchedule = (db: Db, id: string, schedule: WeeklySchedule) => update(db, id, { schedule });

export async function removeShop(db: Db, id: string) {
  await db.transaction(async (tx) => {
    if ((await countShopAppointments(tx, id)) > 0) {
      throw conflict('Cannot delete shop with existing appointments. Please deactivate instead.');
    }
    if (!(await deleteShop(tx, id))) throw notFound(SHOP_NOT_FOUND);
  });
}
