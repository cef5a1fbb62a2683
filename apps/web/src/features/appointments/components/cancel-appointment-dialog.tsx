import { appointmentMessages as msg } from '@drivecare/contract/appointments';
import { toast } from '@/lib/toast';

import { ConfirmDialog } from '@/components/confirm-dialog';
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
    <ConfirmDialog
      open={appointmentId !== null}
      onClose={onClose}
      className="max-w-md"
      title={msg.cancelDialogTitle}
      description={msg.cancelDialogText}
      cancelLabel={msg.cancelDialogKeep}
      confirmLabel={msg.cancelDialogConfirm}
      pendingLabel="Cancelling..."
      spinner
      pending={cancel.isPending}
      onConfirm={confirm}
    />
  );
}
