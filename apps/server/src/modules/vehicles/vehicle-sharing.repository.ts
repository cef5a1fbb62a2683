import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { vehicleShareLinks } from '../../db/schema/vehicle-care-sharing.ts';
import { vehicles } from '../../db/schema/vehicles.ts';

const linkColumns = { id: vehicleShareLinks.id, createdAt: vehicleShareLinks.createdAt, expiresAt: vehicleShareLinks.expiresAt };

/** The member's own vehicle, locked so two 'Share History' clicks make one link after the other. */
export async function lockOwnVehicle(tx: DbOrTx, p: { userId: string; vehicleId: string }): Promise<boolean> {
  const rows = await tx
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(and(eq(vehicles.id, p.vehicleId), eq(vehicles.userId, p.userId)))
    .for('update');
  return rows.length > 0;
}

export async function ownsVehicle(db: DbOrTx, p: { userId: string; vehicleId: string }): Promise<boolean> {
  const rows = await db
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(and(eq(vehicles.id, p.vehicleId), eq(vehicles.userId, p.userId)));
  return rows.length > 0;
}

/** The link in force for the member's own vehicle (not revoked, not expired). */
export async function findOpenLink(db: DbOrTx, p: { userId: string; vehicleId: string; now: Date }) {
  const [row] = await db
    .select(linkColumns)
    .from(vehicleShareLinks)
    .innerJoin(vehicles, eq(vehicles.id, vehicleShareLinks.vehicleId))
    .where(
      and(
        eq(vehicleShareLinks.vehicleId, p.vehicleId),
        eq(vehicles.userId, p.userId),
        isNull(vehicleShareLinks.revokedAt),
        gt(vehicleShareLinks.expiresAt, p.now),
      ),
    );
  return row ?? null;
}

/** Ends every link of the vehicle still open (in force or merely expired); the caller has checked ownership. */
export async function revokeOpenLinks(tx: DbOrTx, p: { vehicleId: string; now: Date }): Promise<number> {
  const rows = await tx
    .update(vehicleShareLinks)
    .set({ revokedAt: p.now })
    .where(and(eq(vehicleShareLinks.vehicleId, p.vehicleId), isNull(vehicleShareLinks.revokedAt)))
    .returning({ id: vehicleShareLinks.id });
  return rows.length;
}

export async function insertLink(tx: DbOrTx, p: { vehicleId: string; createdAt: Date; expiresAt: Date }) {
  const [row] = await tx.insert(vehicleShareLinks).values(p).returning(linkColumns);
  return row!;
}

/** A link by id, whoever owns it: the public page's look-up. */
export async function findLink(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ vehicleId: vehicleShareLinks.vehicleId, expiresAt: vehicleShareLinks.expiresAt, revokedAt: vehicleShareLinks.revokedAt })
    .from(vehicleShareLinks)
    .where(eq(vehicleShareLinks.id, id));
  return row ?? null;
}

export async function ownerOfVehicle(db: DbOrTx, vehicleId: string): Promise<string | null> {
  const [row] = await db.select({ userId: vehicles.userId }).from(vehicles).where(eq(vehicles.id, vehicleId));
  return row?.userId ?? null;
}
