import { supportStatusLabels, type SupportStatus } from '@drivecare/contract/support';

import { Badge } from '@/components/ui/badge';

const variants = { open: 'info', answered: 'success', closed: 'secondary' } as const;

export function SupportStatusBadge({ status }: { status: SupportStatus }) {
  return <Badge variant={variants[status]}>{supportStatusLabels[status]}</Badge>;
}
