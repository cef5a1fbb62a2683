import { randomUUID } from 'node:crypto';
import type { FileStorage } from '../../adapters/storage/storage.ts';
import type { Db } from '../../db/client.ts';
import { createBackgroundTask, type RunListener } from '../../lib/background-task.ts';
import type { Logger } from '../../logger.ts';
import { renderCreditNotePdf, renderInvoicePdf } from './invoice-pdf.ts';
import * as repo from './invoices.repository.ts';
import type { InvoiceDocuments } from './invoices.deps.ts';

export interface InvoiceDocumentsTask extends InvoiceDocuments {
  start(intervalMs?: number): void;
  stop(): Promise<void>;
  observe(listener: RunListener): void;
}

/**
 * The PDFs of issued invoices and credit notes, written after the issuing transaction commits (never inside it:
 * a completion does not wait for pdfkit). The queue is the documents themselves: an invoice or credit note whose
 * receipt_id is null. Each is claimed FOR UPDATE SKIP LOCKED in a transaction that stores the file, adds it to the
 * appointment's 'Receipts & Documents' and sets receipt_id, so several workers never write one twice.
 */
export function createInvoiceDocuments(deps: { db: Db; storage: FileStorage; log: Logger; productName: string; deliversHere: boolean; batch?: number }): InvoiceDocumentsTask {
  const batch = deps.batch ?? 20;

  async function store(appointmentId: string, name: string, bytes: Buffer) {
    const fileName = `${name}.pdf`;
    const fileKey = `appointments/${appointmentId}/${randomUUID()}_${name}.pdf`;
    await deps.storage.put(fileKey, bytes, 'application/pdf');
    return { fileKey, fileName, sizeBytes: bytes.byteLength };
  }

  async function renderInvoices(): Promise<number> {
    return deps.db.transaction(async (tx) => {
      const claimed = await repo.claimUnrenderedInvoices(tx, batch);
      for (const { id } of claimed) {
        const inv = await repo.readInvoice(tx, { id });
        if (!inv?.appointmentId) continue;
        const ctx = await repo.pdfContext(tx, inv.appointmentId);
        if (!ctx) continue;
        const bytes = await renderInvoicePdf(inv, { productName: deps.productName, ...ctx, appointmentDate: ctx.date });
        const file = await store(inv.appointmentId, inv.number, bytes);
        const receiptId = await repo.attachReceipt(tx, { appointmentId: inv.appointmentId, uploadedBy: null, ...file });
        await repo.setInvoiceReceipt(tx, id, receiptId);
      }
      return claimed.length;
    });
  }

  async function renderCreditNotes(): Promise<number> {
    return deps.db.transaction(async (tx) => {
      const claimed = await repo.claimUnrenderedCreditNotes(tx, batch);
      for (const cn of claimed) {
        const inv = await repo.readInvoice(tx, { id: cn.invoiceId });
        if (!inv?.appointmentId) continue;
        const ctx = await repo.pdfContext(tx, inv.appointmentId);
        if (!ctx) continue;
        const bytes = await renderCreditNotePdf({ ...cn, invoiceNumber: inv.number }, { productName: deps.productName, ...ctx, appointmentDate: ctx.date });
        const file = await store(inv.appointmentId, cn.number, bytes);
        const receiptId = await repo.attachReceipt(tx, { appointmentId: inv.appointmentId, uploadedBy: null, ...file });
        await repo.setCreditNoteReceipt(tx, cn.id, receiptId);
      }
      return claimed.length;
    });
  }

  /** Until nothing is waiting (a batch at a time). */
  async function drain(): Promise<number> {
    let written = 0;
    for (;;) {
      const n = (await renderInvoices()) + (await renderCreditNotes());
      written += n;
      if (n === 0) return written;
    }
  }

  const task = createBackgroundTask(drain, { log: deps.log, failure: 'invoice documents failed', intervalMs: 30_000 });
  let nudged: NodeJS.Timeout | undefined;
  return {
    run: task.run,
    start: (intervalMs) => task.start(intervalMs),
    stop: async () => {
      if (nudged) clearTimeout(nudged);
      await task.stop();
    },
    observe: task.observe,
    nudge() {
      if (!deps.deliversHere || nudged) return;
      nudged = setTimeout(() => {
        nudged = undefined;
        void task.run().catch((err: unknown) => deps.log.error({ err }, 'invoice documents failed'));
      }, 20);
      nudged.unref();
    },
  };
}
