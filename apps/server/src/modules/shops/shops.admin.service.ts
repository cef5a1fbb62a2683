import { defaultWeeklySchedule, type Shop, type WeeklySchedule } from '@drivecare/contract/shops';
import type { Db, DbOrTx } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import type { SessionUser } from '../../lib/session-cache.ts';
import { insertAuditRow, type AuditAction } from '../people/audit.repository.ts';
import {
  countShopAppointments,
  deleteShop,
  findShopById,
  insertShop,
  listAllShops,
  updateShop,
  type ShopValues,
} from './shops.repository.ts';

type Row = Awaited<ReturnType<typeof listAllShops>>[number];
const toShop = (r: Row): Shop => ({ ...r, createdAt: r.createdAt.toISOString() });
const SHOP_NOT_FOUND = 'Shop not found';

export const getShops = async (db: Db) => (await listAllShops(db)).map(toShop);

/** What the audit log keeps of a shop, before and after a change. */
const snapshot = ({ createdAt: _createdAt, ...rest }: Row) => rest;

const audit = (tx: DbOrTx, actor: SessionUser, action: AuditAction, before: Row | null, after: Row | null) =>
  insertAuditRow(tx, {
    actorId: actor.id,
    targetType: 'shop',
    targetId: (after ?? before)!.id,
    targetName: (after ?? before)!.name,
    action,
    before: before && snapshot(before),
    after: after && snapshot(after),
  });

/** New shops start active with Mon-Fri 09:00-17:00 and the weekend off. */
export const createShop = (db: Db, actor: SessionUser, input: ShopValues) =>
  db.transaction(async (tx) => {
    const row = await insertShop(tx, { ...input, schedule: defaultWeeklySchedule() });
    await audit(tx, actor, 'create', null, row);
    return toShop(row);
  });

function update(db: Db, actor: SessionUser, action: AuditAction, id: string, values: Parameters<typeof updateShop>[2]) {
  return db.transaction(async (tx) => {
    const before = await findShopById(tx, id, { lock: true });
    const row = before && (await updateShop(tx, id, values));
    if (!row) throw notFound(SHOP_NOT_FOUND);
    await audit(tx, actor, action, before, row);
    return toShop(row);
  });
}

export const editShop = (db: Db, actor: SessionUser, id: string, input: ShopValues) => update(db, actor, 'edit', id, input);
export const setShopStatus = (db: Db, actor: SessionUser, id: string, isActive: boolean) =>
  update(db, actor, isActive ? 'activate' : 'deactivate', id, { isActive });
/** Takes effect for availability at once; booked appointments are left where they are. */
export const setShopSchedule = (db: Db, actor: SessionUser, id: string, schedule: WeeklySchedule) =>
  update(db, actor, 'schedule_change', id, { schedule });

export async function removeShop(db: Db, actor: SessionUser, id: string) {
  await db.transaction(async (tx) => {
    if ((await countShopAppointments(tx, id)) > 0) {
      throw conflict('Cannot delete shop with existing appointments. Please deactivate instead.');
    }
    const before = await findShopById(tx, id, { lock: true });
    if (!before || !(await deleteShop(tx, id))) throw notFound(SHOP_NOT_FOUND);
    await audit(tx, actor, 'delete', before, null);
  });
}
