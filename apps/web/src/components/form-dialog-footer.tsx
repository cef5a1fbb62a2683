import type { ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';

/** Cancel and submit under a dialog's form; both are disabled while the form is being saved. */
export function FormDialogFooter({
  pending,
  onCancel,
  submitLabel,
  pendingLabel = 'Saving...',
  variant = 'default',
  className,
}: {
  pending: boolean;
  onCancel: () => void;
  submitLabel: ReactNode;
  pendingLabel?: ReactNode;
  variant?: 'default' | 'destructive';
  className?: string;
}) {
  return (
    <DialogFooter className={className}>
      <Button variant="outline" disabled={pending} onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" variant={variant} disabled={pending}>
        {pending ? pendingLabel : submitLabel}
      </Button>
    </DialogFooter>
  );
}
