import { bookNowSearch, maintenanceStateLabels } from '@drivecare/contract/vehicle-care';
import { maintenanceDueMail, type MailBrand } from '../../adapters/mail/templates.ts';
import type { Db } from '../../db/client.ts';
import type { Notifier } from '../notifications/notifier.ts';
import { createBackgroundTask, type RunListener } from '../../lib/background-task.ts';
import { todayInZone } from '../../lib/club-time.ts';
import type { Logger } from '../../logger.ts';
import { claimDueReminders, nextVehicleRange, reminderVehicles, trySweepLock, type DueLineRow } from './maintenance-reminders.repository.ts';

export interface MaintenanceReminderDeps {
  db: Db;
  notifier: Notifier;
  log: Logger;
  brand: MailBrand;
  timeZone: string;
  now?: () => Date;
  /** Vehicles mailed per sweep at most; the next sweep carries on. */
  batchVehicles?: number;
  /** Vehicles per statement of a sweep (ranges of ids walked in order); 10,000 unless a test says otherwise. */
  rangeVehicles?: number;
}

export interface MaintenanceReminders {
  /** Queues the reminders now due (e-mail and push, as the member's preferences allow); returns how many vehicles this call reminded of. */
  sweep(): Promise<number>;
  start(intervalMs?: number): void;
  stop(): Promise<void>;
  observe(listener: RunListener): void;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const day = (iso: string) => `${MONTHS[Number(iso.slice(5, 7)) - 1]} ${Number(iso.slice(8, 10))}, ${iso.slice(0, 4)}`;

/**
 * 'Due soon' and 'Overdue' e-mails, one per vehicle listing what is due. The due items come from set-based
 * statements over ranges of vehicles (maintenance-due.repository.ts); each (vehicle, service, cycle, kind) is claimed
 * once in vehicle_care_reminders, in the transaction that writes the e-mails to the outbox, so several instances
 * never send one twice. Booking the service (an upcoming appointment with it) or doing it stops the reminders.
 */
export function createMaintenanceReminders(deps: MaintenanceReminderDeps): MaintenanceReminders {
  const { db, notifier, brand, timeZone } = deps;
  const maxVehicles = deps.batchVehicles ?? 500;
  // The bench seed's 200,000 vehicles are 20 ranges.
  const rangeVehicles = deps.rangeVehicles ?? 10_000;

  async function sweepOnce(): Promise<number> {
    const today = todayInZone(timeZone, deps.now?.() ?? new Date());
    return db.transaction(async (tx) => {
      if (!(await trySweepLock(tx))) return 0;
      // The vehicles in ranges of ids, in order, until the batch is full: the first `maxVehicles` vehicles with
      // something new to say, as one pass over every vehicle would pick them, without computing every vehicle's
      // schedule when the first ranges fill the batch. Each range is one set-based statement.
      const lines: DueLineRow[] = [];
      let claimed = 0;
      for (let range = await nextVehicleRange(tx, { after: null, size: rangeVehicles }); range && claimed < maxVehicles; ) {
        const got = await claimDueReminders(tx, { today, maxVehicles: maxVehicles - claimed, range });
        lines.push(...got);
        claimed += new Set(got.map((l) => l.vehicle_id)).size;
        range = await nextVehicleRange(tx, { after: range.upTo, size: rangeVehicles });
      }
      if (lines.length === 0) return 0;
      const vehicles = await reminderVehicles(tx, [...new Set(lines.map((l) => l.vehicle_id))]);
      for (const v of vehicles) {
        const mine = lines.filter((l) => l.vehicle_id === v.vehicle_id);
        if (mine.length === 0) continue;
        const search = bookNowSearch({ vehicleId: v.vehicle_id, serviceIds: mine.map((l) => l.service_id), shopId: v.last_shop_id });
        const vehicle = `${v.year} ${v.make} ${v.model}`;
        const mail = maintenanceDueMail(brand, v.email, {
          vehicle,
          lines: mine.map((l) => ({
            serviceName: l.service_name,
            stateLabel: maintenanceStateLabels[l.state],
            due: [l.due_date ? day(l.due_date) : null, l.due_miles !== null ? `${l.due_miles.toLocaleString('en-US')} mi` : null].filter(Boolean).join(' or ') || null,
          })),
          bookUrl: `${brand.appUrl}/appointments/new${search}`,
          vehicleUrl: `${brand.appUrl}/garage/${v.vehicle_id}`,
        });
        const overdue = mine.some((l) => l.state === 'overdue');
        await notifier.notify(tx, {
          userId: v.user_id,
          kind: 'maintenance-due',
          mail,
          push: {
            title: overdue ? 'Maintenance overdue' : 'Maintenance due soon',
            body: `${vehicle}: ${mine.map((l) => l.service_name).join(', ')}`,
            url: `/garage/${v.vehicle_id}`,
          },
        });
      }
      return vehicles.length;
    });
  }

  const task = createBackgroundTask(sweepOnce, { log: deps.log, failure: 'maintenance reminder sweep failed', intervalMs: 15 * 60_000 });
  return { sweep: task.run, start: task.start, stop: task.stop, observe: task.observe };
}
