import type { AppointmentStatus } from '@drivecare/contract/appointments';

import { cn } from '@/lib/cn';

const labels: Record<AppointmentStatus, string> = {
  scheduled: 'Scheduled',
  'in-progress': 'In Progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
  rescheduled: 'Rescheduled',
  missed: 'Missed',
  'no-show': 'No Show',
};

const colours: Record<AppointmentStatus, string> = {
  scheduled: 'bg-blue-100 text-blue-800',
  'in-progress': 'bg-indigo-100 text-indigo-800',
  completed: 'bg-green-100 text-green-800',
  cancelled: 'bg-red-100 text-red-800',
  rescheduled: 'bg-yellow-100 text-yellow-900',
  missed: 'bg-amber-100 text-amber-900',
  'no-show': 'bg-amber-100 text-amber-900',
};

export const statusLabel = (status: AppointmentStatus) => labels[status] ?? status;

/** The spec's colours; 'no-show' is amber in the list and purple on the details screen. */
export function StatusBadge({ status, variant = 'list' }: { status: AppointmentStatus; variant?: 'list' | 'details' }) {
  const colour = status === 'no-show' && variant === 'details' ? 'bg-purple-100 text-purple-800' : colours[status];
  return (
    <span
      data-status={status}
      className={cn('inline-flex w-fit shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap', colour)}
    >
      {statusLabel(status)}
    </span>
  );
}
