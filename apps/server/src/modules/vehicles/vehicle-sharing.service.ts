import { SHARE_LINK_DAYS, sharedHistoryPath, vehicleHistoryMessages, type SharedVehicleHistory, type VehicleShareLink, type VehicleShareState } from '@drivecare/contract/vehicle-history';
import type { Db } from '../../db/client.ts';
import { gone, notFound } from '../../lib/app-error.ts';
import { loadHandover } from './vehicle-history-handover.ts';
import { renderVehicleHistoryPdf } from './vehicle-history-pdf.ts';
import * as repo from './vehicle-sharing.repository.ts';
import { linkIdOfToken, shareToken } from './share-tokens.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY_MS = 24 * 60 * 60 * 1000;
const vehicleNotFound = () => notFound('Vehicle not found');

export interface SharingContext {
  db: Db;
  linkSecret: string;
  timeZone: string;
}

const toLink = (secret: string, row: { id: string; createdAt: Date; expiresAt: Date }): VehicleShareLink => {
  const token = shareToken(secret, row.id);
  return { token, path: sharedHistoryPath(token), createdAt: row.createdAt.toISOString(), expiresAt: row.expiresAt.toISOString() };
};

export async function getShareState(ctx: SharingContext, userId: string, vehicleId: string, now = new Date()): Promise<VehicleShareState> {
  if (!UUID.test(vehicleId) || !(await repo.ownsVehicle(ctx.db, { userId, vehicleId }))) throw vehicleNotFound();
  const row = await repo.findOpenLink(ctx.db, { userId, vehicleId, now });
  return { link: row ? toLink(ctx.linkSecret, row) : null };
}

/** 'Share History': a new link for 30 days, replacing the one in force (whose address then stops working). */
export async function shareHistory(ctx: SharingContext, userId: string, vehicleId: string, now = new Date()): Promise<VehicleShareLink> {
  if (!UUID.test(vehicleId)) throw vehicleNotFound();
  const row = await ctx.db.transaction(async (tx) => {
    if (!(await repo.lockOwnVehicle(tx, { userId, vehicleId }))) throw vehicleNotFound();
    await repo.revokeOpenLinks(tx, { vehicleId, now });
    return repo.insertLink(tx, { vehicleId, createdAt: now, expiresAt: new Date(now.getTime() + SHARE_LINK_DAYS * DAY_MS) });
  });
  return toLink(ctx.linkSecret, row);
}

/** 'Stop Sharing': the link stops working at once. Stopping when nothing is shared changes nothing. */
export async function stopSharing(ctx: SharingContext, userId: string, vehicleId: string, now = new Date()): Promise<void> {
  if (!UUID.test(vehicleId)) throw vehicleNotFound();
  await ctx.db.transaction(async (tx) => {
    if (!(await repo.lockOwnVehicle(tx, { userId, vehicleId }))) throw vehicleNotFound();
    await repo.revokeOpenLinks(tx, { vehicleId, now });
  });
}

/** The public page's data: 404 for a token that never was, 410 for one revoked or expired. */
export async function openSharedHistory(ctx: SharingContext, token: string, now = new Date()): Promise<SharedVehicleHistory> {
  const linkId = linkIdOfToken(ctx.linkSecret, token);
  const link = linkId ? await repo.findLink(ctx.db, linkId) : null;
  if (!link) throw notFound(vehicleHistoryMessages.linkUnknown);
  if (link.revokedAt) throw gone(vehicleHistoryMessages.linkRevoked);
  if (link.expiresAt <= now) throw gone(vehicleHistoryMessages.linkExpired);
  const handover = await loadHandover(ctx.db, { vehicleId: link.vehicleId, timeZone: ctx.timeZone });
  if (!handover) throw notFound(vehicleHistoryMessages.linkUnknown);
  return { ...handover, expiresAt: link.expiresAt.toISOString() };
}

/** 'Download History (PDF)' of the member's own vehicle: the file and a name for it. */
export async function historyPdf(ctx: SharingContext & { productName: string }, userId: string, vehicleId: string) {
  if (!UUID.test(vehicleId) || !(await repo.ownsVehicle(ctx.db, { userId, vehicleId }))) throw vehicleNotFound();
  const handover = await loadHandover(ctx.db, { vehicleId, timeZone: ctx.timeZone });
  if (!handover) throw vehicleNotFound();
  const { year, make, model } = handover.vehicle;
  const fileName = `${year}-${make}-${model}-service-history.pdf`.replace(/[^A-Za-z0-9.-]+/g, '-');
  return { fileName, content: await renderVehicleHistoryPdf(handover, ctx.productName) };
}
