import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { appointments, receipts } from '../../db/schema/appointments.ts';
import { user } from '../../db/schema/auth.ts';
import { shops } from '../../db/schema/catalogue.ts';

// The documents (receipts, invoices) attached to appointments: the member's and the staff's reads and the upload.

/** A document's columns, as the member's and the back office's views list them. */
export const documentColumns = {
  id: receipts.id,
  fileName: receipts.fileName,
  contentType: receipts.contentType,
  sizeBytes: receipts.sizeBytes,
  uploadDate: receipts.uploadDate,
};

/** A document as the member's details query carries it in a JSON column (the upload time as an ISO string). */
export interface DocumentJson {
  id: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  uploadDate: string;
}

/** Documents of every appointment the member owns, newest upload first. */
export function listReceipts(db: DbOrTx, userId: string) {
  return db
    .select({
      ...documentColumns,
      appointmentId: appointments.id,
      appointmentDate: appointments.appointmentDate,
      shopName: shops.name,
    })
    .from(receipts)
    .innerJoin(appointments, eq(appointments.id, receipts.appointmentId))
    .innerJoin(shops, eq(shops.id, appointments.shopId))
    .where(eq(appointments.userId, userId))
    .orderBy(desc(receipts.uploadDate), desc(receipts.id));
}

/** A document with the owner of its appointment, for the download check. */
export async function findDocument(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      fileKey: receipts.fileKey,
      fileName: receipts.fileName,
      contentType: receipts.contentType,
      ownerId: appointments.userId,
    })
    .from(receipts)
    .innerJoin(appointments, eq(appointments.id, receipts.appointmentId))
    .where(eq(receipts.id, id));
  return row ?? null;
}

/** An appointment's documents with who uploaded each, newest first (the staff's view). */
export function listDocuments(db: DbOrTx, appointmentId: string) {
  return db
    .select({ ...documentColumns, uploadedBy: user.email })
    .from(receipts)
    .leftJoin(user, eq(user.id, receipts.uploadedBy))
    .where(eq(receipts.appointmentId, appointmentId))
    .orderBy(desc(receipts.uploadDate));
}

export async function insertDocument(
  db: DbOrTx,
  p: { appointmentId: string; uploadedBy: string; fileKey: string; fileName: string; contentType: string; sizeBytes: number },
) {
  const [row] = await db.insert(receipts).values(p).returning({ id: receipts.id });
  return row!.id;
}
