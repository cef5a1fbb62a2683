import {
  closureMessages as msg,
  type AffectedAppointments,
  type ClosureCreated,
  type ClosureValues,
  type CreateClosureInput,
  type ShopClosure,
} from '@drivecare/contract/shop-closures';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { todayInZone } from '../../lib/club-time.ts';
import type { SessionUser } from '../../lib/session-cache.ts';
import { announceAppointmentChange } from '../appointments/appointment-events.ts';
import { queueCancelledMail } from '../appointments/appointment-mails.ts';
import { closureCovers } from '../appointments/availability.ts';
import { insertAuditRow } from '../people/audit.repository.ts';
import * as repo from './shop-closures.repository.ts';
import type { ShopsDeps } from './shops.deps.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
type Row = NonNullable<Awaited<ReturnType<typeof repo.findClosure>>>;

const toClosure = (r: Row): ShopClosure => ({ ...r, createdAt: r.createdAt.toISOString() });

const today = (deps: ShopsDeps) => todayInZone(deps.timeZone, deps.now?.() ?? new Date());

/** The dialog's list: a shop's closures still to come and the club's holidays; without a shop, the holidays. */
export async function getClosures(deps: ShopsDeps, shopId: string | undefined): Promise<ShopClosure[]> {
  const rows = await repo.listCurrentClosures(deps.db, { shopId: shopId ?? null, today: today(deps) });
  return rows.map(toClosure);
}

/** The scheduled appointments whose slot the closure would take. */
async function appointmentsIn(db: DbOrTx, c: ClosureValues) {
  const candidates = await repo.listScheduledBetween(db, { shopId: c.shopId, from: c.startDate, to: c.endDate });
  return candidates.filter((a) => closureCovers(c, a.appointmentDate, a.appointmentTime));
}

/** Locks the shop (or every shop) and answers 404 for a shop that does not exist; returns the target's name. */
async function lockTarget(tx: DbOrTx, shopId: string | null) {
  const locked = await repo.lockShopsForClosure(tx, shopId);
  if (shopId && locked.length === 0) throw new AppError('NOT_FOUND', msg.shopNotFound, { shopId: msg.shopNotFound });
  return shopId ? locked[0]!.name : msg.allShops;
}

const assertNotOver = (deps: ShopsDeps, c: ClosureValues) => {
  if (c.endDate < today(deps)) throw badRequest(msg.endsInPast, { endDate: msg.endsInPast });
};

/** What adding the closure would take, read without writing (the admin decides on this list). */
export async function previewAffected(deps: ShopsDeps, input: ClosureValues): Promise<AffectedAppointments> {
  assertNotOver(deps, input);
  return deps.db.transaction(async (tx) => {
    await lockTarget(tx, input.shopId);
    const found = await appointmentsIn(tx, input);
    return { count: found.length, appointments: found };
  });
}

/**
 * Adds a closure in one transaction behind the shop's lock. When scheduled appointments fall in it, the admin must
 * have answered for exactly that many ('cancel' or 'keep'), otherwise nothing is written (409): nothing changes
 * silently. Cancelling tells each member the reason through the outbox, in the same transaction.
 */
export async function addClosure(deps: ShopsDeps, actor: SessionUser, input: ClosureValues & Pick<CreateClosureInput, 'bookings'>): Promise<ClosureCreated> {
  const { bookings, ...values } = input;
  assertNotOver(deps, values);
  const { id, cancelled, cancelledDates, kept } = await deps.db.transaction(async (tx) => {
    const targetName = await lockTarget(tx, values.shopId);
    const found = await appointmentsIn(tx, values);
    if (found.length > 0 && !bookings) throw conflict(msg.affected(found.length));
    if (found.length > 0 && bookings!.count !== found.length) throw conflict(msg.affectedChanged);
    const closureId = await repo.insertClosure(tx, { ...values, createdBy: actor.id });
    const cancelledIds = bookings?.action === 'cancel' ? await repo.cancelScheduled(tx, found.map((a) => a.id)) : [];
    for (const appointmentId of cancelledIds) await queueCancelledMail(deps, tx, appointmentId, 'staff', values.reason);
    const keptCount = bookings?.action === 'keep' ? found.length : 0;
    await insertAuditRow(tx, {
      actorId: actor.id,
      targetType: 'shop',
      targetId: values.shopId ?? closureId,
      targetName,
      action: 'closure_add',
      before: null,
      after: { closureId, ...values, appointmentsCancelled: cancelledIds.length, appointmentsKept: keptCount },
    });
    const dates = found.filter((a) => cancelledIds.includes(a.id)).map((a) => a.appointmentDate);
    return { id: closureId, cancelled: cancelledIds.length, cancelledDates: dates, kept: keptCount };
  });
  if (cancelled > 0) deps.mailer.nudge();
  // After commit, like every other cancellation (a holiday names no shop: staff calendars refetch whatever shop they show).
  if (cancelled > 0) {
    await announceAppointmentChange(deps.realtime, { shopIds: values.shopId ? [values.shopId] : [], dates: cancelledDates, change: 'cancelled' });
  }
  const row = await repo.findClosure(deps.db, id);
  return { closure: toClosure(row!), cancelled, kept };
}

/** Removes a closure; the appointments it cancelled stay cancelled. */
export async function removeClosure(deps: ShopsDeps, actor: SessionUser, id: string): Promise<void> {
  if (!UUID.test(id)) throw notFound(msg.notFound);
  await deps.db.transaction(async (tx) => {
    const row = await repo.findClosure(tx, id);
    if (!row || !(await repo.deleteClosure(tx, id))) throw notFound(msg.notFound);
    const { createdAt, shopName, ...closure } = row;
    await insertAuditRow(tx, {
      actorId: actor.id,
      targetType: 'shop',
      targetId: row.shopId ?? id,
      targetName: shopName ?? msg.allShops,
      action: 'closure_remove',
      before: { ...closure, addedAt: createdAt.toISOString() },
      after: null,
    });
  });
}
