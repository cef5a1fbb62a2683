// npm run bench:pdf — how long the history PDF of a vehicle with 50 visits takes to draw (issue 24: under 500 ms).
// The drawing is the whole cost (its data is the vehicle page's read model, benchmarked as an HTTP read).
import type { VehicleHistoryHandover } from '@drivecare/contract/vehicle-history';
import { renderVehicleHistoryPdf } from '../../apps/server/src/modules/vehicles/vehicle-history-pdf.ts';

const SERVICES = ['Oil Change', 'Tyre Rotation', 'Brake Inspection', 'Battery Check', 'Wheel Alignment'];
const handover: VehicleHistoryHandover = {
  vehicle: { year: 2019, make: 'Honda', model: 'Civic', color: 'Blue', licensePlate: 'ABC123', vin: '1M8GDM9AXKP042788' },
  odometer: { miles: 84_000, date: '2026-11-01' },
  schedule: SERVICES.map((serviceName, i) => ({
    serviceName,
    intervalMonths: 6 * (1 + (i % 2)),
    intervalMiles: 5000 * (1 + i),
    lastDone: { date: '2026-05-01', miles: 80_000 },
    dueDate: '2026-11-01',
    dueMiles: 85_000,
    stateLabel: ['OK', 'Due soon', 'Overdue'][i % 3]!,
  })),
  history: Array.from({ length: 50 }, (_, i) => ({
    kind: 'visit' as const,
    date: `20${String(22 + Math.floor(i / 12)).padStart(2, '0')}-${String(1 + (i % 12)).padStart(2, '0')}-15`,
    shopName: 'DriveCare Downtown',
    services: SERVICES.slice(0, 1 + (i % 4)),
    description: null,
    odometerMiles: 30_000 + i * 1000,
    costCents: null,
    documentNames: [`invoice-${i}.pdf`, `inspection-report-${i}.pdf`],
  })),
  today: '2026-11-25',
};

const times: number[] = [];
let bytes = 0;
for (let i = 0; i < 12; i++) {
  const t = performance.now();
  bytes = (await renderVehicleHistoryPdf(handover, 'DriveCare Club')).length;
  times.push(performance.now() - t);
}
const warm = times.slice(2).sort((a, b) => a - b);
process.stdout.write(
  `history PDF, 50 visits (${(bytes / 1024).toFixed(0)} KB): first ${times[0]!.toFixed(0)} ms, median ${warm[Math.floor(warm.length / 2)]!.toFixed(0)} ms, worst warm ${warm[warm.length - 1]!.toFixed(0)} ms\n`,
);
