import PDFDocument from 'pdfkit';
import type { VehicleHistoryHandover } from '@drivecare/contract/vehicle-history';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** '2026-03-07' → 'Mar 7, 2026': a calendar date, no time zone involved. */
const day = (iso: string | null) => {
  if (!iso) return '—';
  const [y, m, d] = iso.split('-').map(Number);
  return `${MONTHS[(m ?? 1) - 1]} ${d}, ${y}`;
};
const miles = (n: number | null | undefined) => (n === null || n === undefined ? '—' : `${n.toLocaleString('en-US')} mi`);
const money = (cents: number | null) => (cents === null ? null : `$${(cents / 100).toFixed(2)}`);
const every = (months: number | null, mi: number | null) =>
  [months ? `${months} months` : null, mi ? `${mi.toLocaleString('en-US')} mi` : null].filter(Boolean).join(' / ') || '—';

const MARGIN = 50;
const COLUMNS = [140, 120, 95, 95, 62];
const STATE_COLOURS: Record<string, string> = { Overdue: '#b91c1c', 'Due soon': '#b45309', OK: '#15803d' };

/** The vehicle's history as a PDF file: vehicle, maintenance schedule, then every visit and record, newest first. */
export function renderVehicleHistoryPdf(h: VehicleHistoryHandover, productName: string): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'LETTER', margin: MARGIN, info: { Title: `${h.vehicle.year} ${h.vehicle.make} ${h.vehicle.model} service history`, Author: productName } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - MARGIN * 2;
  const heading = (text: string) => {
    doc.moveDown(1).font('Helvetica-Bold').fontSize(14).fillColor('#111827').text(text, MARGIN);
    doc.moveTo(MARGIN, doc.y + 2).lineTo(MARGIN + width, doc.y + 2).strokeColor('#d1d5db').stroke();
    doc.moveDown(0.5).font('Helvetica').fontSize(10);
  };
  const row = (cells: string[], bold = false, lastColour?: string) => {
    if (doc.y > doc.page.height - MARGIN - 30) doc.addPage();
    const top = doc.y;
    let x = MARGIN;
    let bottom = top;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9.5).fillColor('#111827');
    cells.forEach((cell, i) => {
      const w = COLUMNS[i] ?? 80;
      if (lastColour && i === cells.length - 1) doc.font('Helvetica-Bold').fillColor(lastColour);
      doc.text(cell, x, top, { width: w - 6 });
      bottom = Math.max(bottom, doc.y);
      x += w;
    });
    doc.x = MARGIN;
    doc.y = bottom + 4;
  };

  const v = h.vehicle;
  doc.font('Helvetica').fontSize(9).fillColor('#6b7280').text(`${productName} · Service history · ${day(h.today)}`);
  doc.moveDown(0.5).font('Helvetica-Bold').fontSize(20).fillColor('#111827').text(`${v.year} ${v.make} ${v.model}`);
  doc.font('Helvetica').fontSize(10.5).fillColor('#374151');
  const facts: [string, string][] = [
    ['Make', v.make],
    ['Model', v.model],
    ['Year', String(v.year)],
    ['VIN', v.vin ?? '—'],
    ['Plate', v.licensePlate ?? '—'],
    ['Colour', v.color ?? '—'],
    ['Odometer', h.odometer ? `${miles(h.odometer.miles)}${h.odometer.date ? ` (${day(h.odometer.date)})` : ''}` : '—'],
  ];
  for (const [label, value] of facts) doc.text(`${label}: ${value}`);

  heading('Maintenance Schedule');
  if (h.schedule.length === 0) doc.text('No service with an interval.');
  else {
    row(['Service', 'Every', 'Last done', 'Next due', 'State'], true);
    for (const item of h.schedule) {
      const last = item.lastDone ? `${day(item.lastDone.date)}${item.lastDone.miles !== null ? `\n${miles(item.lastDone.miles)}` : ''}` : 'Never';
      const due = [item.dueDate ? day(item.dueDate) : null, item.dueMiles !== null ? miles(item.dueMiles) : null].filter(Boolean).join('\n') || '—';
      row([item.serviceName, every(item.intervalMonths, item.intervalMiles), last, due, item.stateLabel], false, STATE_COLOURS[item.stateLabel]);
    }
  }

  heading('Service History');
  if (h.history.length === 0) doc.text('No service history yet');
  for (const entry of h.history) {
    if (doc.y > doc.page.height - MARGIN - 48) doc.addPage();
    const where = entry.shopName ?? 'Recorded by the owner';
    doc.font('Helvetica-Bold').fontSize(10.5).fillColor('#111827').text(`${day(entry.date)} · ${where}`, MARGIN);
    doc.font('Helvetica').fontSize(9.5).fillColor('#374151');
    const work = [...entry.services, ...(entry.description ? [entry.description] : [])].join(', ');
    if (work) doc.text(work, { width });
    const details = [entry.odometerMiles !== null ? `Odometer ${miles(entry.odometerMiles)}` : null, money(entry.costCents)].filter(Boolean).join(' · ');
    if (details) doc.text(details);
    if (entry.documentNames.length > 0) doc.text(`Documents: ${entry.documentNames.join(', ')}`, { width });
    doc.moveDown(0.6);
  }
  doc.end();
  return done;
}
