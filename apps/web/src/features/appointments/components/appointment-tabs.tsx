import { appointmentMessages as msg, type AppointmentListItem } from '@drivecare/contract/appointments';
import { AlertCircleIcon, CalendarIcon, CalendarPlusIcon } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';

import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { paths } from '@/config/paths';

import { useAppointments } from '../api/appointment-queries';
import { AppointmentCard } from './appointment-card';
import { CancelAppointmentDialog } from './cancel-appointment-dialog';

type TabId = 'upcoming' | 'in-progress' | 'completed' | 'history';

const tabs: { id: TabId; label: string; empty: string; matches: (a: AppointmentListItem) => boolean }[] = [
  { id: 'upcoming', label: 'Upcoming', empty: 'No upcoming appointments found.', matches: (a) => a.status === 'scheduled' && !a.isPast },
  { id: 'in-progress', label: 'In Progress', empty: 'No appointments in progress.', matches: (a) => a.status === 'in-progress' },
  { id: 'completed', label: 'Completed', empty: 'No completed appointments found.', matches: (a) => a.status === 'completed' },
  {
    id: 'history',
    label: 'All History',
    empty: 'No appointment history found.',
    matches: (a) => ['cancelled', 'missed', 'no-show'].includes(a.status) || (a.status === 'scheduled' && a.isPast),
  },
];

const isTabId = (value: string | null): value is TabId => tabs.some((t) => t.id === value);

function LoadingCards() {
  return (
    <div className="grid gap-4 lg:grid-cols-2 2xl:grid-cols-3" aria-busy="true" aria-label="Loading appointments">
      {Array.from({ length: 3 }, (_, i) => (
        <Card key={i} className="gap-4 py-5">
          <CardContent className="grid gap-3 px-5">
            <div className="flex justify-between">
              <Skeleton className="h-5 w-40" />
              <Skeleton className="h-5 w-20 rounded-full" />
            </div>
            <Skeleton className="h-4 w-32" />
            <Skeleton className="h-4 w-48" />
            <Skeleton className="h-4 w-56" />
            <Skeleton className="h-8 w-28" />
          </CardContent>
        </Card>
      ))}
    </div>
  );
}

/** Upcoming (default), In Progress, Completed and All History; the chosen tab stays in the address. */
export function AppointmentTabs() {
  const appointments = useAppointments();
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const active: TabId = isTabId(tabParam) ? tabParam : 'upcoming';
  const [cancelling, setCancelling] = useState<string | null>(null);

  return (
    <>
      <Tabs
        value={active}
        onValueChange={(value) => setParams(value === 'upcoming' ? {} : { tab: value }, { replace: true })}
      >
        <TabsList aria-label="Appointment status">
          {tabs.map((tab) => (
            <TabsTrigger key={tab.id} value={tab.id}>
              {tab.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.map((tab) => {
          const list = appointments.data?.filter(tab.matches) ?? [];
          return (
            <TabsContent key={tab.id} value={tab.id}>
              {appointments.isPending ? (
                <LoadingCards />
              ) : appointments.isError ? (
                <Card className="border-red-200">
                  <CardContent className="flex flex-col items-center gap-3 py-8 text-center" role="alert">
                    <AlertCircleIcon className="size-8 text-destructive" aria-hidden="true" />
                    <p className="font-medium text-foreground">{msg.loadFailed}</p>
                    <p className="text-sm text-muted-foreground">{appointments.error.message}</p>
                    <Button variant="outline" onClick={() => window.location.reload()}>
                      Try Again
                    </Button>
                  </CardContent>
                </Card>
              ) : list.length === 0 ? (
                <EmptyState
                  icon={tab.id === 'upcoming' ? CalendarPlusIcon : CalendarIcon}
                  description={tab.empty}
                  action={
                    tab.id === 'upcoming' ? (
                      <Button asChild>
                        <Link to={paths.member.appointmentNew}>Book Your First Appointment</Link>
                      </Button>
                    ) : null
                  }
                />
              ) : (
                <div className="grid gap-4 lg:grid-cols-2 2xl:grid-cols-3">
                  {list.map((appointment) => (
                    <AppointmentCard
                      key={appointment.id}
                      appointment={appointment}
                      actions={tab.id === 'upcoming' ? 'all' : 'details'}
                      onCancel={setCancelling}
                    />
                  ))}
                </div>
              )}
            </TabsContent>
          );
        })}
      </Tabs>
      <CancelAppointmentDialog appointmentId={cancelling} onClose={() => setCancelling(null)} />
    </>
  );
}
