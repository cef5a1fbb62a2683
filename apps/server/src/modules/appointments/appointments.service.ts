import {
  appointmentMessages as msg,
  bookingRuleMessages as ruleMsg,
  documentDownloadUrl,
  documentUrl,
  type AppointmentDetails,
  type AppointmentListItem,
  type Availability,
  type AvailabilityQuery,
  type BookingValues,
  type DocumentLink,
  type Receipt,
  type RescheduleValues,
} from '@drivecare/contract/appointments';
import type { Mailer } from '../../adapters/mail/mailer.ts';
import type { MailBrand } from '../../adapters/mail/templates.ts';
import type { Realtime } from '../../adapters/realtime/realtime.ts';
import type { FileStorage, StoredFile } from '../../adapters/storage/storage.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { timeInZone, todayInZone } from '../../lib/club-time.ts';
import type { SessionUser } from '../../lib/session-cache.ts';
import { announceAppointmentChange } from './appointment-events.ts';
import type { Notifier } from '../notifications/notifier.ts';
import { bookedMail, queueCancelledMail, queueRescheduledMail } from './appointment-mails.ts';
import { listShopClosures } from '../shops/shop-closures.repository.ts';
import { bookableSlots, datesOfMonth, isClosedAt, isRealDate, openSlots, withinHours, type ClosureSpan } from './availability.ts';
import * as repo from './appointments.repository.ts';
import { assertOutsideCutoff, assertWithinRules, insideCutoff, lastBookableDate, meetsNotice, readMemberRules, type MemberRules } from './booking-rules.ts';
import * as documentsRepo from './appointment-documents.repository.ts';
import { signDocumentLink } from './document-links.ts';

export interface AppointmentDeps {
  db: Db;
  mailer: Mailer;
  notifier: Notifier;
  brand: MailBrand;
  timeZone: string;
  /** Where committed changes are announced to staff calendars; absent where nothing listens (jobs, scripts). */
  realtime?: Realtime;
  /** For tests: the clock the club's today and now are judged by. */
  now?: () => Date;
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The club's today and time now, by the deps' clock. */
export const clock = (deps: AppointmentDeps) => {
  const now = deps.now?.() ?? new Date();
  return { today: todayInZone(deps.timeZone, now), nowTime: timeInZone(deps.timeZone, now) };
};

/** Who is asking: staff (role admin) are bound by no booking rule. */
type Caller = Pick<SessionUser, 'id' | 'role'>;
/** The rules a caller is bound by: null for staff. */
const rulesOf = (caller: Caller, rules: MemberRules | null) => (caller.role === 'admin' ? null : rules);

/**
 * Bookable days and slots of an active shop for a month or a date. A member is offered only days up to their
 * booking horizon and slots at least their minimum notice away; the rules are read with the shop, once per request.
 */
export async function getAvailability(deps: AppointmentDeps, caller: Caller, q: AvailabilityQuery): Promise<Availability> {
  const userId = caller.id;
  const [shop, memberRules] = await Promise.all([
    repo.findShop(deps.db, q.shopId),
    caller.role === 'admin' ? null : readMemberRules(deps.db, userId),
  ]);
  if (!shop || !shop.isActive) throw notFound(msg.shopUnavailable);
  const now = deps.now?.() ?? new Date();
  const { today, nowTime } = clock(deps);
  const lastDate = memberRules ? lastBookableDate(today, memberRules) : null;
  const dates = (q.month ? datesOfMonth(q.month) : [q.date!].filter(isRealDate)).filter((d) => lastDate === null || d <= lastDate);
  const from = dates[0] ?? q.date ?? `${q.month}-01`;
  const to = dates[dates.length - 1] ?? from;
  const [appointmentPlaces, held, closures] = await Promise.all([
    q.exclude
      ? repo.takenPlaces(deps.db, { shopId: shop.id, from, to, exclude: { id: q.exclude, userId } })
      : repo.takenPlacesBetween(deps.db, { shopId: shop.id, from, to }),
    repo.heldPlaces(deps.db, { shopId: shop.id, from, to, exceptUserId: userId }),
    listShopClosures(deps.db, { shopId: shop.id, from, to }),
  ]);
  const taken = repo.addPlaces(new Map(appointmentPlaces), held);
  const ctx = { schedule: shop.schedule, capacity: shop.slotCapacity, today, nowTime, taken, closures };
  // Only the first days can hold a slot too soon for the notice: later ones skip the time-zone arithmetic.
  const noticeUntil = memberRules ? todayInZone(deps.timeZone, new Date(now.getTime() + memberRules.minNoticeMinutes * 60_000)) : '';
  const allowed = (date: string, time: string) =>
    !memberRules || date > noticeUntil || meetsNotice(memberRules, { date, time }, deps.timeZone, now);
  // A full slot is listed apart, so the picker can show it as 'Full' with 'Join waitlist'.
  const days = dates
    .map((date) => {
      const slots = bookableSlots(date, ctx).filter((time) => allowed(date, time));
      const open = openSlots(date, ctx);
      const full = open.ok ? open.slots.filter((t) => allowed(date, t) && !slots.includes(t)) : [];
      return { date, slots, full };
    })
    .filter((d) => d.slots.length > 0 || d.full.length > 0);
  const horizon =
    memberRules && lastDate
      ? { plan: memberRules.plan, days: memberRules.horizonDays, lastDate, hint: ruleMsg.horizon(memberRules.plan, memberRules.horizonDays) }
      : null;
  return { shopId: shop.id, from, to, today, days, horizon };
}

type ShopSlots = NonNullable<Awaited<ReturnType<typeof repo.lockShop>>>;

/**
 * Refuses a day or slot the shop's week never offers, that a closure takes, or that has passed (400 with the field;
 * 409 once begun).
 */
function assertOpenSlot(deps: AppointmentDeps, shop: ShopSlots, closures: readonly ClosureSpan[], p: { date: string; time: string }) {
  if (!isRealDate(p.date)) throw badRequest(msg.dateRequired, { date: msg.dateRequired });
  const { today, nowTime } = clock(deps);
  const verdict = openSlots(p.date, { schedule: shop.schedule, today, nowTime, closures });
  if (!verdict.ok) {
    const text = verdict.reason === 'weekend' ? msg.weekend : verdict.reason === 'past' ? msg.pastDate : msg.shopClosed;
    throw badRequest(text, { date: text });
  }
  if (!verdict.slots.includes(p.time)) {
    // A slot outside the hours never existed; one inside them that has already begun today is simply gone.
    if (!withinHours(p.date, p.time, shop.schedule) || isClosedAt(closures, p.date, p.time)) {
      throw badRequest(msg.outsideHours, { time: msg.outsideHours });
    }
    throw conflict(msg.slotTaken);
  }
}

/**
 * Inside the caller's transaction, with the shop row already locked: refuses a day or slot that cannot be
 * booked (400 with the field) and a full slot (409).
 */
export async function assertBookable(deps: AppointmentDeps, tx: DbOrTx, shop: ShopSlots, p: { date: string; time: string; exclude?: { id: string; userId: string } }) {
  if (!isRealDate(p.date)) throw badRequest(msg.dateRequired, { date: msg.dateRequired });
  const closures = await listShopClosures(tx, { shopId: shop.id, from: p.date, to: p.date });
  assertOpenSlot(deps, shop, closures, p);
  const { today, nowTime } = clock(deps);
  const taken = repo.addPlaces(
    await repo.takenPlaces(tx, { shopId: shop.id, from: p.date, to: p.date, exclude: p.exclude }),
    await repo.heldPlaces(tx, { shopId: shop.id, from: p.date, to: p.date, exceptUserId: p.exclude?.userId }),
  );
  const slots = bookableSlots(p.date, { schedule: shop.schedule, capacity: shop.slotCapacity, today, nowTime, taken, closures });
  if (!slots.includes(p.time)) throw conflict(msg.slotTaken);
}

/**
 * Books in one transaction behind the shop's row lock, so a slot never takes more than its capacity: two
 * statements inside it (the lock with every check's facts, then the appointment, its services and its confirmation
 * with the slot's count), the confirmation written before the appointment is, from those facts.
 */
export async function bookAppointment(deps: AppointmentDeps, user: SessionUser, input: BookingValues): Promise<AppointmentDetails> {
  const id = crypto.randomUUID();
  await deps.db.transaction((tx) => bookInTransaction(deps, tx, user, input, id));
  return afterBooking(deps, user, input, id);
}

/** After a booking's commit: the mailer is nudged, staff calendars hear of it, and the member gets the details. */
export async function afterBooking(deps: AppointmentDeps, user: SessionUser, input: { shopId: string; date: string }, id: string) {
  deps.mailer.nudge();
  await announceAppointmentChange(deps.realtime, { shopIds: [input.shopId], dates: [input.date], change: 'booked' });
  return getAppointment(deps, user, id);
}

/** The clock and zone the booking rules are judged by. */
const ruleContext = (deps: AppointmentDeps) => ({ now: deps.now?.() ?? new Date(), timeZone: deps.timeZone, today: clock(deps).today });

/** Whether a member's scheduled appointment is inside their change cutoff, and whom to call then. */
function changesByPhoneOf(
  deps: AppointmentDeps,
  rules: MemberRules | null,
  r: { status: string; appointmentDate: string; appointmentTime: string; phone: string | null },
) {
  if (!rules || r.status !== 'scheduled') return null;
  const inside = insideCutoff(rules, { date: r.appointmentDate, time: r.appointmentTime }, deps.timeZone, deps.now?.() ?? new Date());
  return inside ? { hours: rules.changeCutoffHours, phone: r.phone } : null;
}

/**
 * The booking's two statements inside the caller's transaction (bookAppointment's, or a waitlist claim's, which
 * marks its offer taken in the same transaction).
 */
export async function bookInTransaction(deps: AppointmentDeps, tx: DbOrTx, user: Caller, input: BookingValues, id: string) {
  const serviceIds = [...new Set(input.serviceIds)];
  const shop = await repo.lockShopForBooking(tx, { shopId: input.shopId, userId: user.id, vehicleId: input.vehicleId, serviceIds, date: input.date });
  if (!shop || !shop.isActive) throw badRequest(msg.shopUnavailable, { shopId: msg.shopUnavailable });
  if (!shop.vehicle) throw badRequest(msg.vehicleNotFound, { vehicleId: msg.vehicleNotFound });
  if (shop.serviceNames.length !== serviceIds.length) throw badRequest(msg.serviceUnavailable, { serviceIds: msg.serviceUnavailable });
  assertOpenSlot(deps, shop, shop.closures, input);
  assertWithinRules(rulesOf(user, shop.rules), input, ruleContext(deps));
  const confirmation = bookedMail(deps, {
    id,
    status: 'scheduled',
    date: input.date,
    time: input.time,
    icsSequence: 0,
    userId: user.id,
    email: shop.member.email,
    name: shop.member.name,
    shopName: shop.name,
    shopAddress: shop.address,
    shopCity: shop.city,
    shopState: shop.state,
    vehicleYear: shop.vehicle.year,
    vehicleMake: shop.vehicle.make,
    vehicleModel: shop.vehicle.model,
    vehiclePlate: shop.vehicle.licensePlate,
    services: shop.serviceNames,
  });
  const { taken } = await repo.insertBooking(tx, {
    id,
    userId: user.id,
    vehicleId: input.vehicleId,
    shopId: shop.id,
    date: input.date,
    time: input.time,
    additionalDetails: input.additionalDetails,
    serviceIds,
    confirmation: deps.mailer.outboxRow(confirmation),
  });
  if (taken >= shop.slotCapacity) throw conflict(msg.slotTaken);
}

export async function listMyAppointments(deps: AppointmentDeps, caller: Caller): Promise<AppointmentListItem[]> {
  const rows = await repo.listAppointments(deps.db, caller.id);
  const { today } = clock(deps);
  return rows.map((r) => ({
    id: r.id,
    appointmentDate: r.appointmentDate,
    appointmentTime: r.appointmentTime,
    status: r.status,
    additionalDetails: r.additionalDetails,
    shopName: r.shopName,
    vehicle:
      r.vehicleYear !== null && r.vehicleMake !== null && r.vehicleModel !== null
        ? { year: r.vehicleYear, make: r.vehicleMake, model: r.vehicleModel }
        : null,
    serviceNames: r.serviceNames,
    isPast: r.appointmentDate < today,
    changesByPhone: changesByPhoneOf(deps, rulesOf(caller, r.rules), { ...r, phone: r.shopPhone }),
  }));
}

type DocumentRow = Omit<documentsRepo.DocumentJson, 'uploadDate'> & { uploadDate: Date | string };
/** A document as the member's and the staff's details show it, with its links. */
export const toDocument = (d: DocumentRow) => ({
  id: d.id,
  fileName: d.fileName,
  contentType: d.contentType,
  sizeBytes: d.sizeBytes,
  uploadDate: new Date(d.uploadDate).toISOString(),
  url: documentUrl(d.id),
  downloadUrl: documentDownloadUrl(d.id),
});

interface VehicleColumns {
  vehicleId: string | null;
  vehicleYear: number | null;
  vehicleMake: string | null;
  vehicleModel: string | null;
  vehicleColor: string | null;
  vehicleLicensePlate: string | null;
}

/** The appointment's vehicle from its left-joined columns (null when the vehicle is gone), for both audiences. */
export const toVehicle = (row: VehicleColumns) =>
  row.vehicleId !== null && row.vehicleYear !== null && row.vehicleMake !== null && row.vehicleModel !== null
    ? {
        id: row.vehicleId,
        year: row.vehicleYear,
        make: row.vehicleMake,
        model: row.vehicleModel,
        color: row.vehicleColor,
        licensePlate: row.vehicleLicensePlate,
      }
    : null;

export async function getAppointment(deps: AppointmentDeps, caller: Caller, id: string): Promise<AppointmentDetails> {
  if (!UUID.test(id)) throw notFound(msg.notFound);
  const row = await repo.findAppointment(deps.db, { userId: caller.id, id });
  if (!row) throw notFound(msg.notFound);
  return {
    id: row.id,
    appointmentDate: row.appointmentDate,
    appointmentTime: row.appointmentTime,
    status: row.status,
    additionalDetails: row.additionalDetails,
    createdAt: row.createdAt.toISOString(),
    isPast: row.appointmentDate < clock(deps).today,
    shop: row.shop,
    vehicle: toVehicle(row),
    services: row.services,
    documents: row.documents.map(toDocument),
    changesByPhone: changesByPhoneOf(deps, rulesOf(caller, row.rules), { ...row, phone: row.shop.phoneNumber }),
  };
}

/**
 * Moves the member's scheduled appointment to another bookable slot of the same shop; the status stays scheduled.
 * A real move queues the rescheduled e-mail with a newer invite in the same transaction.
 */
export async function rescheduleAppointment(
  deps: AppointmentDeps,
  caller: Caller,
  id: string,
  input: RescheduleValues,
): Promise<AppointmentDetails> {
  const userId = caller.id;
  if (!UUID.test(id)) throw notFound(msg.notReschedulable);
  const moved = await deps.db.transaction(async (tx) => {
    const current = await repo.lockOwnAppointment(tx, { userId, id });
    if (!current || current.status !== 'scheduled') throw notFound(msg.notReschedulable);
    const rules = rulesOf(caller, current.rules);
    const ctx = ruleContext(deps);
    assertOutsideCutoff(rules, { date: current.appointmentDate, time: current.appointmentTime }, ctx);
    const shop = await repo.lockShop(tx, current.shopId);
    if (!shop) throw notFound(msg.notReschedulable);
    const unchanged = current.appointmentDate === input.date && current.appointmentTime === input.time;
    if (!unchanged) {
      assertWithinRules(rules, input, ctx);
      await assertBookable(deps, tx, shop, { ...input, exclude: { id, userId } });
    }
    await repo.updateSchedule(tx, { id, ...input });
    if (!unchanged) {
      await queueRescheduledMail(deps, tx, id, { date: current.appointmentDate, time: current.appointmentTime }, 'member');
    }
    return unchanged ? null : { shopId: current.shopId, dates: [current.appointmentDate, input.date] };
  });
  if (moved) await announceAppointmentChange(deps.realtime, { shopIds: [moved.shopId], dates: moved.dates, change: 'moved' });
  return getAppointment(deps, caller, id);
}

/** Cancels the member's scheduled appointment and queues the status e-mail in the same transaction. */
export async function cancelAppointment(deps: AppointmentDeps, user: SessionUser, id: string): Promise<AppointmentDetails> {
  if (!UUID.test(id)) throw notFound(msg.notFound);
  const cancelled = await deps.db.transaction(async (tx) => {
    const current = await repo.lockOwnAppointment(tx, { userId: user.id, id });
    if (!current) throw notFound(msg.notFound);
    if (current.status !== 'scheduled') throw new AppError('CONFLICT', msg.notCancellable);
    assertOutsideCutoff(rulesOf(user, current.rules), { date: current.appointmentDate, time: current.appointmentTime }, ruleContext(deps));
    await repo.markCancelled(tx, id);
    await queueCancelledMail(deps, tx, id, 'member');
    return current;
  });
  await announceAppointmentChange(deps.realtime, { shopIds: [cancelled.shopId], dates: [cancelled.appointmentDate], change: 'cancelled' });
  return getAppointment(deps, user, id);
}

export async function listMyReceipts(db: Db, userId: string): Promise<Receipt[]> {
  const rows = await documentsRepo.listReceipts(db, userId);
  return rows.map((r) => ({ ...toDocument(r), appointmentId: r.appointmentId, appointmentDate: r.appointmentDate, shopName: r.shopName }));
}

const documentNotFound = () => notFound('Document not found');

/** The document when `user` may see it (its appointment's owner or an admin); anyone else is told it does not exist. */
async function findVisibleDocument(db: Db, user: SessionUser | null, id: string) {
  if (!UUID.test(id)) throw documentNotFound();
  const doc = await documentsRepo.findDocument(db, id);
  if (!doc || (user && doc.ownerId !== user.id && user.role !== 'admin')) throw documentNotFound();
  return doc;
}

/** A short-lived signed link for a document the user may see. */
export async function createDocumentLink(db: Db, secret: string, user: SessionUser, id: string): Promise<DocumentLink> {
  await findVisibleDocument(db, user, id);
  return signDocumentLink(secret, id);
}

/**
 * A document's bytes. `user` null means the caller holds a valid signed link (checked by the route), which
 * stands in for the owner's session until it expires.
 */
export async function readDocument(
  db: Db,
  storage: FileStorage,
  user: SessionUser | null,
  id: string,
): Promise<StoredFile & { fileName: string }> {
  const doc = await findVisibleDocument(db, user, id);
  const file = await storage.get(doc.fileKey);
  if (!file) throw documentNotFound();
  return { bytes: file.bytes, contentType: doc.contentType, fileName: doc.fileName };
}
