import {
  adminAppointmentMessages as msg,
  adminAppointmentTabs,
  type AdminAppointmentListItem,
  type AdminAppointmentStatus,
  type AdminAppointmentTab,
} from '@drivecare/contract/admin-appointments';
import { useQuery } from '@tanstack/react-query';
import { CalendarXIcon, ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { toast } from '@/lib/toast';

import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { ExportCsvButton } from '@/components/export-csv-button';
import { LoadErrorState } from '@/components/load-error-state';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { errorMessage } from '@/lib/api-client';
import { useDebouncedValue } from '@/lib/use-debounced-value';

import { useDeleteAppointment, useSetAppointmentStatus } from '../api/appointment-mutations.admin';
import { adminAppointmentQueries } from '../api/appointment-queries.admin';

import type { AppointmentAction } from './appointment-actions-menu.admin';
import { AppointmentCard } from './appointment-card.admin';
import { AppointmentDetailsDialog } from './appointment-details-dialog.admin';
import { AppointmentFilters, emptyFilters, type FilterValues } from './appointment-filters.admin';
import { CompleteAppointmentDialog } from './complete-appointment-dialog.admin';
import { EditAppointmentDialog } from './edit-appointment-dialog.admin';
import { UploadFilesDialog } from './upload-files-dialog.admin';

const tabLabels: Record<AdminAppointmentTab, string> = {
  upcoming: 'Upcoming',
  completed: 'Completed',
  cancelled: 'Cancelled',
  'no-show': 'No-show',
  all: 'All',
};

/** The list's filters without its page: the export has them all. */
function exportParams({ page: _page, ...filters }: Record<string, string | number | undefined>) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value !== undefined) params.set(key, String(value));
  return params.toString();
}

type Dialog = {
  kind: 'details' | 'edit' | 'upload' | 'cancel' | 'delete' | 'complete';
  appointment: AdminAppointmentListItem;
} | null;

export function AppointmentsScreen({ headerActions }: { headerActions?: ReactNode }) {
  const [tab, setTab] = useState<AdminAppointmentTab>('upcoming');
  const [filters, setFilters] = useState<FilterValues>(emptyFilters);
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<Dialog>(null);
  const search = useDebouncedValue(filters.search.trim(), 300);

  const query = {
    tab,
    page,
    from: filters.from || undefined,
    to: filters.to || undefined,
    status: tab === 'all' && filters.status !== 'all' ? filters.status : undefined,
    q: search || undefined,
  };
  const { data, isPending, isError, isFetching, refetch } = useQuery(adminAppointmentQueries.list(query));
  const setStatus = useSetAppointmentStatus();
  const remove = useDeleteAppointment();

  const changeStatus = (id: string, status: AdminAppointmentStatus, onDone?: () => void) =>
    setStatus.mutate(
      { id, status },
      {
        onSuccess: () => {
          toast.success(msg.statusUpdated);
          onDone?.();
        },
        onError: (error) => toast.error(msg.statusFailed, { description: errorMessage(error) }),
      },
    );

  const onAction = (appointment: AdminAppointmentListItem) => (action: AppointmentAction) => {
    // Completing asks for the optional 'Odometer at service' first.
    if (action.kind === 'status' && action.status === 'completed') setDialog({ kind: 'complete', appointment });
    else if (action.kind === 'status') changeStatus(appointment.id, action.status);
    else setDialog({ kind: action.kind, appointment });
  };

  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const closeDialog = () => setDialog(null);

  return (
    <div className="space-y-6">
      <PageHeader
        title="Appointments"
        description="Review, edit and update customer appointments and their documents."
        actions={
          <>
            {headerActions}
            <ExportCsvButton path={`/api/admin/appointments/export?${exportParams(query)}`} />
          </>
        }
      />

      <Tabs
        value={tab}
        onValueChange={(value) => {
          setTab(value as AdminAppointmentTab);
          setPage(1);
        }}
      >
        <div className="-mx-1 overflow-x-auto px-1 pb-1">
          <TabsList aria-label="Appointment groups">
            {adminAppointmentTabs.map((t) => (
              <TabsTrigger key={t} value={t}>
                {tabLabels[t]}
              </TabsTrigger>
            ))}
          </TabsList>
        </div>

        <TabsContent value={tab} className="space-y-4">
          <AppointmentFilters
            values={filters}
            showStatus={tab === 'all'}
            onChange={(values) => {
              setFilters(values);
              setPage(1);
            }}
          />

          <section aria-label={`${tabLabels[tab]} appointments`} aria-busy={isFetching} className="space-y-3">
            {isPending ? (
              <div className="space-y-3" aria-label="Loading appointments">
                {[0, 1, 2, 3].map((i) => (
                  <Skeleton key={i} className="h-36 w-full rounded-xl" />
                ))}
              </div>
            ) : isError ? (
              <LoadErrorState
                icon={CalendarXIcon}
                title={msg.loadFailed}
                onRetry={() => void refetch()}
              />
            ) : data.items.length === 0 ? (
              <EmptyState icon={CalendarXIcon} title={msg.empty} description="Try another tab or clear the filters." />
            ) : (
              <>
                <p className="text-sm text-muted-foreground" aria-live="polite">
                  {data.total === 1 ? '1 appointment' : `${data.total.toLocaleString('en-US')} appointments`}
                </p>
                {data.items.map((a) => (
                  <AppointmentCard key={a.id} appointment={a} onAction={onAction(a)} />
                ))}
                {pageCount > 1 ? (
                  <nav className="flex items-center justify-between gap-3 pt-2" aria-label="Pages">
                    <Button variant="outline" disabled={page <= 1 || isFetching} onClick={() => setPage((p) => p - 1)}>
                      <ChevronLeftIcon aria-hidden="true" />
                      Previous
                    </Button>
                    <span className="text-sm text-muted-foreground">
                      Page {page} of {pageCount}
                    </span>
                    <Button
                      variant="outline"
                      disabled={page >= pageCount || isFetching}
                      onClick={() => setPage((p) => p + 1)}
                    >
                      Next
                      <ChevronRightIcon aria-hidden="true" />
                    </Button>
                  </nav>
                ) : null}
              </>
            )}
          </section>
        </TabsContent>
      </Tabs>

      <AppointmentDetailsDialog
        appointmentId={dialog?.kind === 'details' ? dialog.appointment.id : null}
        onOpenChange={(open) => !open && closeDialog()}
        onStatus={(id, status) => {
          // Cancelling notifies the customer: it asks first, as from the menu.
          const item = status === 'cancelled' || status === 'completed' ? data?.items.find((i) => i.id === id) : undefined;
          if (item) setDialog({ kind: status === 'cancelled' ? 'cancel' : 'complete', appointment: item });
          else changeStatus(id, status);
        }}
        statusPending={setStatus.isPending}
      />
      <EditAppointmentDialog
        appointmentId={dialog?.kind === 'edit' ? dialog.appointment.id : null}
        onOpenChange={(open) => !open && closeDialog()}
      />
      <CompleteAppointmentDialog
        appointment={dialog?.kind === 'complete' ? dialog.appointment : null}
        pending={setStatus.isPending}
        onClose={closeDialog}
        onComplete={(odometerMiles, onError) =>
          setStatus.mutate(
            { id: dialog!.appointment.id, status: 'completed', odometerMiles },
            {
              onSuccess: () => {
                toast.success(msg.statusUpdated);
                closeDialog();
              },
              onError,
            },
          )
        }
      />
      <UploadFilesDialog
        appointment={dialog?.kind === 'upload' ? dialog.appointment : null}
        onOpenChange={(open) => !open && closeDialog()}
      />
      <ConfirmDialog
        open={dialog?.kind === 'cancel'}
        onClose={closeDialog}
        cancelLabel="Keep it"
        title="Cancel Appointment"
        description={msg.cancelConfirm}
        confirmLabel="Cancel Appointment"
        pendingLabel="Cancelling..."
        pending={setStatus.isPending}
        onConfirm={() => dialog && changeStatus(dialog.appointment.id, 'cancelled', closeDialog)}
      />
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        onClose={closeDialog}
        cancelLabel="Keep it"
        title="Delete Appointment"
        description={msg.deleteConfirm}
        confirmLabel="Delete Appointment"
        pendingLabel="Deleting..."
        pending={remove.isPending}
        onConfirm={() =>
          dialog &&
          remove.mutate(dialog.appointment.id, {
            onSuccess: () => {
              toast.success(msg.deleted);
              closeDialog();
            },
            onError: (error) =>
              toast.error(msg.deleteFailed, {
                description: errorMessage(error),
              }),
          })
        }
      />
    </div>
  );
}
