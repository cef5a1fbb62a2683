import type { ReactNode } from 'react';

import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Spinner } from '@/components/ui/spinner';

export interface ConfirmDialogProps {
  open: boolean;
  /** Called when the dialog asks to close (Cancel, Escape); never while `pending`. */
  onClose: () => void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel?: ReactNode;
  pendingLabel?: ReactNode;
  pending: boolean;
  onConfirm: () => void;
  cancelLabel?: ReactNode;
  variant?: 'default' | 'destructive';
  /** Shows a spinner beside the pending label. */
  spinner?: boolean;
  className?: string;
  /** Extra content between the description and the buttons, e.g. a warning note. */
  children?: ReactNode;
}

/** A confirmation that stays open (its buttons disabled) until the action it asks about has finished. */
export function ConfirmDialog({
  open,
  onClose,
  title,
  description,
  confirmLabel = 'Delete',
  pendingLabel = 'Deleting...',
  pending,
  onConfirm,
  cancelLabel = 'Cancel',
  variant = 'destructive',
  spinner = false,
  className,
  children,
}: ConfirmDialogProps) {
  return (
    <AlertDialog open={open} onOpenChange={(next) => !next && !pending && onClose()}>
      <AlertDialogContent className={className}>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        {children}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{cancelLabel}</AlertDialogCancel>
          <AlertDialogAction
            variant={variant}
            disabled={pending}
            onClick={(event) => {
              // Closing waits for the action's answer.
              event.preventDefault();
              onConfirm();
            }}
          >
            {spinner && pending ? <Spinner /> : null}
            {pending ? pendingLabel : confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
