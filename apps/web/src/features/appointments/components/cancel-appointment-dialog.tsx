import { appointmentMessages as msg } from '@drivecare/contract/appointments';
import { toast } from 'sonner';

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
import { ApiError } from '@/lib/api-client';

import { useCancelAppointment } from '../api/appointment-mutations';

/** 'Cancel Appointment' confirmation; stays open (buttons disabled) until the server has answered. */
export function CancelAppointmentDialog({
  appointmentId,
  onClose,
  onCancelled,
}: {
  appointmentId: string | null;
  onClose: () => void;
  onCancelled?: () => void;
}) {
  const cancel = useCancelAppointment();

  const confirm = () => {
    if (!appointmentId) return;
    cancel.mutate(appointmentId, {
      onSuccess: () => {
        toast.success(msg.cancelled);
        onClose();
        onCancelled?.();
      },
      onError: (error) => {
        // The server's own reason when it gave one (e.g. no longer scheduled), else the generic text.
        toast.error(error instanceof ApiError && error.status !== 0 ? error.message : msg.cancelError);
      },
    });
  };

  return (
    <AlertDialog
      open={appointmentId !== null}
      onOpenChange={(open) => {
        if (!open && !cancel.isPending) onClose();
      }}
    >
      <AlertDialogContent className="max-w-md">
        <AlertDialogHeader>
          <AlertDialogTitle>{msg.cancelDialogTitle}</AlertDialogTitle>
          <AlertDialogDescription>{msg.cancelDialogText}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={cancel.isPending}>{msg.cancelDialogKeep}</AlertDialogCancel>
          <AlertDialogAction
            variant="destructive"
            disabled={cancel.isPending}
            onClick={(event) => {
              // Closing waits for the server's answer.
              event.preventDefault();
              confirm();
            }}
          >
            {cancel.isPending ? <Spinner /> : null}
            {cancel.isPending ? 'Cancelling...' : msg.cancelDialogConfirm}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
