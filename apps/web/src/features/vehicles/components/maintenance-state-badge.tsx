import { maintenanceStateLabels, type MaintenanceState } from '@drivecare/contract/vehicle-care';
import { AlertTriangleIcon, CheckCircle2Icon, ClockIcon, MinusCircleIcon } from 'lucide-react';

import { Badge } from '@/components/ui/badge';

const looks = {
  ok: { variant: 'success', icon: CheckCircle2Icon },
  'due-soon': { variant: 'warning', icon: ClockIcon },
  overdue: { variant: 'destructive', icon: AlertTriangleIcon },
  off: { variant: 'secondary', icon: MinusCircleIcon },
} as const;

/** 'OK', 'Due soon', 'Overdue' or 'Off', with an icon so the state does not rest on colour alone. */
export function MaintenanceStateBadge({ state }: { state: MaintenanceState }) {
  const { variant, icon: Icon } = looks[state];
  return (
    <Badge variant={variant}>
      <Icon aria-hidden="true" />
      {maintenanceStateLabels[state]}
    </Badge>
  );
}
