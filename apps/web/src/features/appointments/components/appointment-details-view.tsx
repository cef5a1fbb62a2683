import { appointmentMessages as msg, type AppointmentDetails } from '@drivecare/contract/appointments';
import { CalendarClockIcon, CarIcon, ClockIcon, FileTextIcon, MapPinIcon, PhoneIcon, StoreIcon, WrenchIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { formatDateLong, formatDateNumeric, formatTime12h } from '@/lib/format';

import { vehicleText } from './appointment-card';
import { AppointmentInvoice } from './appointment-invoice';
import { CancelAppointmentDialog } from './cancel-appointment-dialog';
import { ChangesByPhoneNotice } from './changes-by-phone';
import { openDocument } from './open-document';
import { StatusBadge } from './status-badge';
import { VisitSection } from './visit-section';

function InfoCard({ icon: Icon, title, children, className }: { icon: typeof CarIcon; title: string; children: ReactNode; className?: string }) {
  return (
    <Card className={className ? `gap-4 ${className}` : 'gap-4'}>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <Icon className="size-5 text-primary" aria-hidden="true" />
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent className="text-sm text-slate-700">{children}</CardContent>
    </Card>
  );
}

/** Everything about one appointment; Reschedule and Cancel only while it is scheduled. */
export function AppointmentDetailsView({ appointment }: { appointment: AppointmentDetails }) {
  const [cancelling, setCancelling] = useState<string | null>(null);
  const { shop, vehicle } = appointment;
  const changeable = appointment.status === 'scheduled';

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-1">
          <h1 className="text-2xl font-bold tracking-tight text-foreground sm:text-3xl">Appointment Details</h1>
          <p className="text-muted-foreground">
            {shop.name} · {formatDateNumeric(appointment.appointmentDate)}
          </p>
        </div>
        {changeable && appointment.changesByPhone ? (
          <ChangesByPhoneNotice changes={appointment.changesByPhone} className="sm:max-w-sm" />
        ) : changeable ? (
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="outline">
              {/* The details screen links to the legacy address, which the router sends to /appointments/:id/edit. */}
              <Link to={paths.member.appointmentEditLegacy(appointment.id)}>
                <CalendarClockIcon aria-hidden="true" />
                Reschedule
              </Link>
            </Button>
            <Button variant="destructive" onClick={() => setCancelling(appointment.id)}>
              Cancel Appointment
            </Button>
          </div>
        ) : null}
      </div>

      <Card className="gap-4">
        <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="space-y-2">
            <p className="text-sm font-medium text-muted-foreground">Status</p>
            <StatusBadge status={appointment.status} variant="details" />
          </div>
          <div className="grid gap-2 text-sm text-slate-700 sm:text-right">
            <p className="flex items-center gap-2 sm:justify-end">
              <CalendarClockIcon className="size-4 text-slate-500" aria-hidden="true" />
              <span className="font-medium text-foreground">{formatDateLong(appointment.appointmentDate)}</span>
            </p>
            <p className="flex items-center gap-2 sm:justify-end">
              <ClockIcon className="size-4 text-slate-500" aria-hidden="true" />
              {formatTime12h(appointment.appointmentTime)}
            </p>
          </div>
        </CardContent>
      </Card>

      <VisitSection appointmentId={appointment.id} live={appointment.status === 'scheduled' || appointment.status === 'in-progress'} />

      <div className="grid gap-6 lg:grid-cols-2">
        <InfoCard icon={StoreIcon} title="Service Shop">
          <p className="text-base font-semibold text-foreground">{shop.name}</p>
          <p className="mt-2 flex items-start gap-2">
            <MapPinIcon className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
            <span>
              {shop.address}
              <br />
              {shop.city}, {shop.state} {shop.zipCode}
            </span>
          </p>
          {shop.phoneNumber ? (
            <p className="mt-2 flex items-center gap-2">
              <PhoneIcon className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
              <a href={`tel:${shop.phoneNumber}`} className="text-primary underline-offset-4 hover:underline">
                {shop.phoneNumber}
              </a>
            </p>
          ) : null}
        </InfoCard>

        <InfoCard icon={CarIcon} title="Vehicle">
          <p className="text-base font-semibold text-foreground">{vehicleText(vehicle)}</p>
          {vehicle?.color ? <p className="mt-2">Color: {vehicle.color}</p> : null}
          {vehicle?.licensePlate ? <p className="mt-1">License Plate: {vehicle.licensePlate}</p> : null}
        </InfoCard>

        <InfoCard icon={WrenchIcon} title="Services">
          {appointment.services.length === 0 ? (
            <p className="text-muted-foreground">{msg.noServices}</p>
          ) : (
            <ul className="divide-y divide-border">
              {appointment.services.map((service) => (
                <li key={service.id} className="py-2 first:pt-0 last:pb-0">
                  <p className="font-medium text-foreground">{service.name}</p>
                  {service.description ? <p className="text-muted-foreground">{service.description}</p> : null}
                </li>
              ))}
            </ul>
          )}
        </InfoCard>

        <InfoCard icon={FileTextIcon} title="Receipts & Documents">
          <AppointmentInvoice appointmentId={appointment.id} />
          {appointment.documents.length === 0 ? (
            <p className="text-muted-foreground">No documents have been attached to this appointment yet.</p>
          ) : (
            <ul className="divide-y divide-border">
              {appointment.documents.map((doc) => (
                <li key={doc.id} className="flex items-center justify-between gap-3 py-2 first:pt-0 last:pb-0">
                  <div className="min-w-0">
                    <p className="truncate font-medium text-foreground">{doc.fileName}</p>
                    <p className="text-muted-foreground">Uploaded {formatDateNumeric(doc.uploadDate)}</p>
                  </div>
                  <Button variant="outline" size="sm" onClick={() => void openDocument(doc.id)} aria-label={`View ${doc.fileName}`}>
                    View
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </InfoCard>

        {appointment.additionalDetails ? (
          <InfoCard icon={FileTextIcon} title="Additional Details" className="lg:col-span-2">
            <p className="whitespace-pre-line">{appointment.additionalDetails}</p>
          </InfoCard>
        ) : null}
      </div>

      <CancelAppointmentDialog appointmentId={cancelling} onClose={() => setCancelling(null)} />
    </div>
  );
}
