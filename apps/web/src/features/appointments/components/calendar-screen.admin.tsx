import { adminAppointmentMessages as msg, type AdminAppointmentStatus } from '@drivecare/contract/admin-appointments';
import { calendarMessages as cal, type CalendarBooking } from '@drivecare/contract/admin-calendar';
import { useQuery } from '@tanstack/react-query';
import { CalendarXIcon, StoreIcon } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/lib/toast';

import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { LoadErrorState } from '@/components/load-error-state';
import { PageHeader } from '@/components/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { adminShopQueries } from '@/features/shops/api/shop-queries.admin';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatDateLong, formatTime12h } from '@/lib/format';

import { useMoveAppointment, useSetAppointmentStatus } from '../api/appointment-mutations.admin';
import { calendarQueries } from '../api/calendar-queries.admin';
import { useCalendarState } from '../hooks/use-calendar-state.admin';
import { useLiveAppointments } from '../hooks/use-live-appointments.admin';

import { AppointmentDetailsDialog } from './appointment-details-dialog.admin';
import { CalendarDayColumn, type SlotActions } from './calendar-day.admin';
import { CalendarToolbar } from './calendar-toolbar.admin';
import { MoveAppointmentDialog, type MoveTarget } from './move-appointment-dialog.admin';

/** Drag and drop where a mouse or pen can do it; touch screens keep the 'Move to…' dialog. */
const finePointer = () => typeof window.matchMedia === 'function' && window.matchMedia('(pointer: fine)').matches;

export function CalendarScreen() {
  useLiveAppointments();
  const state = useCalendarState();
  const shops = useQuery(adminShopQueries.list());
  const shopList = shops.data ?? [];
  const shop = shopList.find((s) => s.id === state.rememberedShop) ?? shopList.find((s) => s.isActive) ?? shopList[0];

  return (
    <div className="space-y-6">
      <PageHeader title={cal.title} description={cal.subtitle} />
      {shops.isPending ? (
        <Skeleton className="h-10 w-full max-w-xl" aria-label="Loading shops" />
      ) : shops.isError ? (
        <LoadErrorState icon={StoreIcon} title="Failed to load shops" retrying={shops.isFetching} onRetry={() => void shops.refetch()} />
      ) : !shop ? (
        <EmptyState icon={StoreIcon} description={cal.noShops} />
      ) : (
        <ShopCalendar key={shop.id} shops={shopList} shopId={shop.id} state={state} />
      )}
    </div>
  );
}

type Dialog =
  | { kind: 'details'; booking: CalendarBooking }
  | { kind: 'cancel'; id: string }
  | { kind: 'drop'; id: string; name: string; date: string; time: string }
  | null;

function ShopCalendar({
  shops,
  shopId,
  state,
}: {
  shops: { id: string; name: string; isActive: boolean }[];
  shopId: string;
  state: ReturnType<typeof useCalendarState>;
}) {
  const query = { shopId, date: state.date, view: state.view };
  const calendar = useQuery(calendarQueries.view(query));
  const [dialog, setDialog] = useState<Dialog>(null);
  const [moveTarget, setMoveTarget] = useState<MoveTarget | null>(null);
  const [dragging, setDragging] = useState(false);
  const setStatus = useSetAppointmentStatus();
  const move = useMoveAppointment();
  const close = () => setDialog(null);

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

  const bookingById = (id: string) => calendar.data?.days.flatMap((d) => d.slots.flatMap((s) => s.bookings)).find((b) => b.id === id);
  const actions: SlotActions = {
    draggable: finePointer(),
    dragging,
    onDragChange: setDragging,
    onOpen: (booking) => setDialog({ kind: 'details', booking }),
    onMove: (booking, date) => setMoveTarget({ booking, date }),
    onDrop: (id, date, time) => {
      setDragging(false);
      const booking = bookingById(id);
      if (booking) setDialog({ kind: 'drop', id, name: booking.customerName, date, time });
    },
  };

  const week = state.view === 'week';
  return (
    <>
      <CalendarToolbar
        shops={shops}
        shopId={shopId}
        onShop={state.chooseShop}
        view={state.view}
        onView={state.setView}
        date={state.date}
        onToday={() => state.setDate(calendar.data?.today ?? state.date)}
        onStep={state.step}
      />
      <section aria-label={`${cal.title} of ${shops.find((s) => s.id === shopId)?.name ?? ''}`} aria-busy={calendar.isFetching}>
        {calendar.isPending ? (
          <div className={cn('grid gap-3', week && 'lg:grid-cols-5')} aria-label="Loading calendar">
            {Array.from({ length: week ? 5 : 1 }, (_, i) => (
              <Skeleton key={i} className="h-96 w-full rounded-xl" />
            ))}
          </div>
        ) : calendar.isError ? (
          <LoadErrorState icon={CalendarXIcon} title={cal.loadFailed} retrying={calendar.isFetching} onRetry={() => void calendar.refetch()} />
        ) : (
          <div className={cn('grid gap-6', week && 'lg:grid-cols-5 lg:gap-3', '[&>*]:min-w-0')} data-testid={`calendar-${calendar.data.view}`}>
            {calendar.data.days.map((day) => (
              <CalendarDayColumn key={day.date} day={day} isToday={day.date === calendar.data.today} compact={week} actions={actions} />
            ))}
          </div>
        )}
      </section>

      <AppointmentDetailsDialog
        appointmentId={dialog?.kind === 'details' ? dialog.booking.id : null}
        onOpenChange={(open) => !open && close()}
        onStatus={(id, status) => (status === 'cancelled' ? setDialog({ kind: 'cancel', id }) : changeStatus(id, status))}
        statusPending={setStatus.isPending}
      />
      <MoveAppointmentDialog target={moveTarget} shopId={shopId} onOpenChange={(open) => !open && setMoveTarget(null)} />
      <ConfirmDialog
        open={dialog?.kind === 'cancel'}
        onClose={close}
        cancelLabel="Keep it"
        title="Cancel Appointment"
        description={msg.cancelConfirm}
        confirmLabel="Cancel Appointment"
        pendingLabel="Cancelling..."
        variant="destructive"
        pending={setStatus.isPending}
        onConfirm={() => dialog?.kind === 'cancel' && changeStatus(dialog.id, 'cancelled', close)}
      />
      <ConfirmDialog
        open={dialog?.kind === 'drop'}
        onClose={close}
        cancelLabel="Cancel"
        title={cal.moveTitle}
        description={
          dialog?.kind === 'drop'
            ? `Move ${dialog.name} to ${formatDateLong(dialog.date)} at ${formatTime12h(dialog.time)}? The customer gets an e-mail with the updated calendar invite.`
            : ''
        }
        confirmLabel={cal.moveSubmit}
        pendingLabel={cal.moving}
        pending={move.isPending}
        onConfirm={() =>
          dialog?.kind === 'drop' &&
          move.mutate(
            { id: dialog.id, date: dialog.date, time: dialog.time },
            {
              onSuccess: () => {
                toast.success(cal.moved);
                close();
              },
              onError: (error) => {
                toast.error(cal.moveFailed, { description: errorMessage(error) });
                close();
              },
            },
          )
        }
      />
    </>
  );
}
