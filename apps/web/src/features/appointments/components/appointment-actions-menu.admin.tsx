import { type AdminAppointmentListItem, type AdminAppointmentStatus } from '@drivecare/contract/admin-appointments';
import { EditIcon, EyeIcon, MoreVerticalIcon, Trash2Icon, UploadIcon, XCircleIcon } from 'lucide-react';

import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';

export type AppointmentAction =
  { kind: 'details' | 'edit' | 'upload' | 'cancel' | 'delete' } | { kind: 'status'; status: AdminAppointmentStatus };

const markAs: { status: AdminAppointmentStatus; label: string }[] = [
  { status: 'scheduled', label: 'Mark as Scheduled' },
  { status: 'in-progress', label: 'Mark as In Progress' },
  { status: 'completed', label: 'Mark as Completed' },
  { status: 'missed', label: 'Mark as Missed' },
  { status: 'no-show', label: 'Mark as No Show' },
];

export function AppointmentActionsMenu({
  appointment,
  label,
  onAction,
}: {
  appointment: AdminAppointmentListItem;
  label: string;
  onAction: (action: AppointmentAction) => void;
}) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`Actions for ${label}`}>
          <MoreVerticalIcon aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        <DropdownMenuItem onSelect={() => onAction({ kind: 'details' })}>
          <EyeIcon aria-hidden="true" />
          View Details
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onAction({ kind: 'edit' })}>
          <EditIcon aria-hidden="true" />
          Edit Appointment
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onAction({ kind: 'upload' })}>
          <UploadIcon aria-hidden="true" />
          Upload Files
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuLabel>Change status</DropdownMenuLabel>
        {markAs.map((m) => (
          <DropdownMenuItem
            key={m.status}
            disabled={appointment.status === m.status}
            onSelect={() => onAction({ kind: 'status', status: m.status })}
          >
            {m.label}
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem disabled={appointment.status === 'cancelled'} onSelect={() => onAction({ kind: 'cancel' })}>
          <XCircleIcon aria-hidden="true" />
          Cancel Appointment
        </DropdownMenuItem>
        <DropdownMenuItem variant="destructive" onSelect={() => onAction({ kind: 'delete' })}>
          <Trash2Icon aria-hidden="true" />
          Delete Appointment
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
