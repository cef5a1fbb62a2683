import {
  adminAppointmentMessages as msg,
  type AdminAppointmentDetails,
  type AdminAppointmentStatus,
} from '@drivecare/contract/admin-appointments';
import { noShowsText } from '@drivecare/contract/appointments';
import { useQuery } from '@tanstack/react-query';
import {
  CalendarClockIcon,
  CarIcon,
  FileTextIcon,
  MapPinIcon,
  PhoneIcon,
  StickyNoteIcon,
  UserIcon,
  WrenchIcon,
} from 'lucide-react';
import { lazy, Suspense, type ReactNode } from 'react';

import { Alert, AlertDescription } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateLong, formatDateNumeric, formatTime12h } from '@/lib/format';

import { adminAppointmentQueries } from '../api/appointment-queries.admin';

import { StatusBadge, statusLabel } from './status-badge.admin';

// Chunks of their own, fetched when details open rather than with the screen (the screen's script budget).
const VisitPanel = lazy(() => import('./visit-panel.admin').then((m) => ({ default: m.VisitPanel })));
const InvoicePaymentPanel = lazy(() => import('./invoice-payment-panel.admin').then((m) => ({ default: m.InvoicePaymentPanel })));

const statusButtons: { status: AdminAppointmentStatus; label: string }[] = [
  { status: 'in-progress', label: 'Start Service' },
  { status: 'completed', label: 'Complete' },
  { status: 'scheduled', label: 'Reschedule' },
  { status: 'missed', label: 'Missed' },
  { status: 'no-show', label: 'No Show' },
  { status: 'cancelled', label: 'Cancel Appointment' },
];

/**
 * The usual next step from the current status is the primary button: a cancelled visit offering 'Complete'
 * first invites a wrong click. A completed visit has no next step.
 */
const nextStatus: Record<AdminAppointmentDetails['status'], AdminAppointmentStatus | null> = {
  scheduled: 'in-progress',
  rescheduled: 'in-progress',
  'in-progress': 'completed',
  completed: null,
  cancelled: 'scheduled',
  missed: 'scheduled',
  'no-show': 'scheduled',
};

const variantFor = (status: AdminAppointmentStatus, current: AdminAppointmentDetails['status']) =>
  status === 'cancelled' ? 'destructive' : status === nextStatus[current] ? 'default' : 'outline';

const kb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('en-US')} KB`;

export function AppointmentDetailsDialog({
  appointmentId,
  onOpenChange,
  onStatus,
  statusPending,
}: {
  appointmentId: string | null;
  onOpenChange: (open: boolean) => void;
  onStatus: (id: string, status: AdminAppointmentStatus) => void;
  statusPending: boolean;
}) {
  return (
    <Dialog open={appointmentId !== null} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>Appointment Details</DialogTitle>
          <DialogDescription>Customer, vehicle, services and documents of this appointment.</DialogDescription>
        </DialogHeader>
        {appointmentId ? <Details id={appointmentId} onStatus={onStatus} statusPending={statusPending} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function Details({
  id,
  onStatus,
  statusPending,
}: {
  id: string;
  onStatus: (id: string, status: AdminAppointmentStatus) => void;
  statusPending: boolean;
}) {
  const { data, isPending, isError } = useQuery(adminAppointmentQueries.details(id));
  if (isPending) {
    return (
      <div className="space-y-3" aria-label="Loading appointment">
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-16 w-full" />
      </div>
    );
  }
  if (isError) {
    return (
      <Alert variant="destructive">
        <AlertDescription>{msg.loadDataFailed}</AlertDescription>
      </Alert>
    );
  }
  return <DetailsBody a={data} onStatus={onStatus} statusPending={statusPending} />;
}

function DetailsBody({
  a,
  onStatus,
  statusPending,
}: {
  a: AdminAppointmentDetails;
  onStatus: (id: string, status: AdminAppointmentStatus) => void;
  statusPending: boolean;
}) {
  const shopLine = `${a.shop.address}, ${a.shop.city}, ${a.shop.state} ${a.shop.zipCode}`;
  return (
    <>
      <div className="flex flex-wrap items-center gap-2">
        <StatusBadge status={a.status} />
        {a.previousStatus ? (
          <span className="text-xs text-muted-foreground">
            previously {statusLabel(a.previousStatus as AdminAppointmentStatus)}
          </span>
        ) : null}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Section icon={UserIcon} title="Customer">
          <p className="font-medium">{a.customer.name}</p>
          <p className="break-all text-muted-foreground">{a.customer.email}</p>
          {a.customer.phoneNumber ? <p className="text-muted-foreground">{a.customer.phoneNumber}</p> : null}
          <p className={a.customer.noShows > 0 ? 'font-medium text-amber-700 dark:text-amber-300' : 'text-muted-foreground'} data-testid="no-shows">
            {noShowsText(a.customer.noShows)}
          </p>
        </Section>
        <Section icon={CalendarClockIcon} title="Date & Time">
          <p className="font-medium">{formatDateLong(a.appointmentDate)}</p>
          <p className="text-muted-foreground">
            {formatDateNumeric(a.appointmentDate)} at {formatTime12h(a.appointmentTime)}
          </p>
        </Section>
        <Section icon={MapPinIcon} title="Shop">
          <p className="font-medium">{a.shop.name}</p>
          <p className="text-muted-foreground">{shopLine}</p>
          <p className="flex items-center gap-1 text-muted-foreground">
            <PhoneIcon className="size-3.5" aria-hidden="true" />
            {a.shop.phoneNumber ?? 'Not provided'}
          </p>
        </Section>
        <Section icon={CarIcon} title="Vehicle">
          {a.vehicle ? (
            <>
              <p className="font-medium">
                {a.vehicle.year} {a.vehicle.make} {a.vehicle.model}
              </p>
              <p className="text-muted-foreground">Color: {a.vehicle.color ?? 'Not specified'}</p>
              <p className="text-muted-foreground">License plate: {a.vehicle.licensePlate ?? 'Not specified'}</p>
            </>
          ) : (
            <p className="text-muted-foreground">Vehicle removed</p>
          )}
        </Section>
      </div>
      <Section icon={WrenchIcon} title="Services">
        {a.services.length > 0 ? (
          <ul className="flex flex-wrap gap-1.5" aria-label="Services">
            {a.services.map((s) => (
              <li key={s.id}>
                <Badge variant="secondary">{s.name}</Badge>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-muted-foreground">No services specified for this appointment.</p>
        )}
      </Section>
      <Section icon={StickyNoteIcon} title="Additional Notes">
        <p className="whitespace-pre-wrap text-muted-foreground">{a.additionalDetails ?? 'No additional notes.'}</p>
      </Section>
      <Section icon={FileTextIcon} title="Documents">
        {a.documents.length > 0 ? (
          <ul className="divide-y divide-border rounded-lg border border-border" aria-label="Documents">
            {a.documents.map((d) => (
              <li key={d.id} className="flex items-center justify-between gap-3 px-3 py-2">
                <a
                  href={d.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="min-w-0 truncate font-medium text-primary underline-offset-4 hover:underline"
                >
                  {d.fileName}
                </a>
                <span className="shrink-0 text-xs text-muted-foreground">
                  {kb(d.sizeBytes)} · {formatDateNumeric(d.uploadDate)}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-muted-foreground">No documents uploaded yet.</p>
        )}
      </Section>
      <Suspense fallback={<Skeleton className="h-32 w-full" />}>
        <VisitPanel appointmentId={a.id} inProgress={a.status === 'in-progress'} />
      </Suspense>
      <Suspense fallback={null}>
        <InvoicePaymentPanel appointmentId={a.id} />
      </Suspense>
      <DialogFooter className="flex-wrap gap-2 sm:justify-start">
        {statusButtons.map((b) => (
          <Button
            key={b.status}
            variant={variantFor(b.status, a.status)}
            size="sm"
            disabled={statusPending || a.status === b.status}
            onClick={() => onStatus(a.id, b.status)}
          >
            {b.label}
          </Button>
        ))}
      </DialogFooter>
    </>
  );
}

function Section({ icon: Icon, title, children }: { icon: typeof UserIcon; title: string; children: ReactNode }) {
  return (
    <section className="space-y-1 text-sm">
      <h3 className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        <Icon className="size-3.5" aria-hidden="true" />
        {title}
      </h3>
      {children}
    </section>
  );
}
