import PDFDocument from 'pdfkit';
import { basisPointsToPercent } from '@drivecare/contract/settings';
import type { Invoice } from '@drivecare/contract/invoices';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const day = (iso: string) => {
  const [y, m, d] = iso.slice(0, 10).split('-').map(Number);
  return `${MONTHS[(m ?? 1) - 1]} ${d}, ${y}`;
};
/** Integer cents as USD, without a float: 123456 → '$1,234.56'. */
export const usd = (cents: number) => {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}$${Math.floor(abs / 100).toLocaleString('en-US')}.${String(abs % 100).padStart(2, '0')}`;
};

const MARGIN = 50;
const COLUMNS = [262, 50, 100, 100];

export interface InvoicePdfContext {
  productName: string;
  member: string;
  email: string;
  shop: string;
  vehicle: string | null;
  appointmentDate: string;
}

/** What the PDF prints of an invoice: its figures as issued. */
export type InvoicePdfData = Pick<Invoice, 'number' | 'lines' | 'subtotalCents' | 'discountPercent' | 'discountCents' | 'taxRateBasisPoints' | 'taxCents' | 'totalCents'> & {
  issuedAt: Date;
};

function open(title: string, author: string) {
  const doc = new PDFDocument({ size: 'LETTER', margin: MARGIN, info: { Title: title, Author: author } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}

function header(doc: PDFKit.PDFDocument, title: string, number: string, issuedAt: Date, c: InvoicePdfContext) {
  doc.font('Helvetica').fontSize(9).fillColor('#6b7280').text(`${c.productName} · ${c.shop}`);
  doc.moveDown(0.5).font('Helvetica-Bold').fontSize(20).fillColor('#111827').text(`${title} ${number}`);
  doc.font('Helvetica').fontSize(10.5).fillColor('#374151');
  doc.text(`Issued: ${day(issuedAt.toISOString())}`);
  doc.text(`Billed to: ${c.member} (${c.email})`);
  doc.text(`Visit: ${day(c.appointmentDate)}${c.vehicle ? ` · ${c.vehicle}` : ''}`);
  doc.moveDown(1);
}

function row(doc: PDFKit.PDFDocument, cells: string[], bold = false) {
  if (doc.y > doc.page.height - MARGIN - 30) doc.addPage();
  const top = doc.y;
  let x = MARGIN;
  let bottom = top;
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10).fillColor('#111827');
  cells.forEach((cell, i) => {
    const w = COLUMNS[i] ?? 80;
    doc.text(cell, x, top, { width: w - 6, align: i === 0 ? 'left' : 'right' });
    bottom = Math.max(bottom, doc.y);
    x += w;
  });
  doc.x = MARGIN;
  doc.y = bottom + 4;
}

const total = (doc: PDFKit.PDFDocument, label: string, value: string, bold = false) => row(doc, [label, '', '', value], bold);

/** The invoice as a PDF: who, what visit, each line, subtotal, the Premium discount line, tax and total. */
export function renderInvoicePdf(inv: InvoicePdfData, c: InvoicePdfContext): Promise<Buffer> {
  const { doc, done } = open(`Invoice ${inv.number}`, c.productName);
  header(doc, 'Invoice', inv.number, inv.issuedAt, c);
  row(doc, ['Description', 'Qty', 'Unit price', 'Amount'], true);
  if (inv.lines.length === 0) row(doc, ['No billable items', '', '', usd(0)]);
  for (const l of inv.lines) row(doc, [l.description, String(l.quantity), usd(l.unitPriceCents), usd(l.amountCents)]);
  doc.moveDown(0.5);
  total(doc, 'Subtotal', usd(inv.subtotalCents));
  if (inv.discountCents > 0) total(doc, `Premium member discount (${inv.discountPercent}%)`, `-${usd(inv.discountCents)}`);
  total(doc, `Tax (${basisPointsToPercent(inv.taxRateBasisPoints)}%)`, usd(inv.taxCents));
  total(doc, 'Total', usd(inv.totalCents), true);
  doc.end();
  return done;
}

/** A credit note as a PDF: the invoice it corrects, the amount credited and why. */
export function renderCreditNotePdf(cn: { number: string; invoiceNumber: string; amountCents: number; reason: string; issuedAt: Date }, c: InvoicePdfContext): Promise<Buffer> {
  const { doc, done } = open(`Credit note ${cn.number}`, c.productName);
  header(doc, 'Credit note', cn.number, cn.issuedAt, c);
  doc.font('Helvetica').fontSize(10.5).fillColor('#111827');
  doc.text(`Corrects invoice: ${cn.invoiceNumber}`);
  doc.text(`Reason: ${cn.reason}`);
  doc.moveDown(0.5);
  total(doc, 'Amount credited', usd(cn.amountCents), true);
  doc.end();
  return done;
}
