import { statusLabels, type AdminAppointmentListItem } from '@drivecare/contract/admin-appointments';

import { Badge } from '@/components/ui/badge';

type Status = AdminAppointmentListItem['status'];

const variants: Record<Status, 'info' | 'warning' | 'success' | 'destructive' | 'secondary'> = {
  scheduled: 'info',
  'in-progress': 'warning',
  completed: 'success',
  cancelled: 'destructive',
  missed: 'secondary',
  'no-show': 'secondary',
  rescheduled: 'info',
};

export const statusLabel = (status: Status) => (status === 'rescheduled' ? 'Rescheduled' : statusLabels[status]);

export function StatusBadge({ status }: { status: Status }) {
  return <Badge variant={variants[status]}>{statusLabel(status)}</Badge>;
}
