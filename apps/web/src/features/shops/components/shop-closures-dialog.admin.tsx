import { closureMessages, type AffectedAppointment, type ClosureValues } from '@drivecare/contract/shop-closures';
import type { Shop } from '@drivecare/contract/shops';
import { useState } from 'react';
import { toast } from '@/lib/toast';

import { AddButton } from '@/components/add-button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { errorMessage, isApiError } from '@/lib/api-client';

import { useAddClosure, useAffectedAppointments } from '../api/closure-mutations.admin';

import { ClosureBookingsStep, type BookingsChoice } from './closure-bookings-step.admin';
import { ClosureForm, emptyClosureForm, type ClosureFormValues } from './closure-form.admin';
import { ClosureList } from './closure-list.admin';

type Step =
  | { kind: 'list' }
  | { kind: 'form'; values: ClosureFormValues }
  | { kind: 'bookings'; values: ClosureFormValues; closure: ClosureValues; appointments: AffectedAppointment[]; notice: string | null };

const addedText = (cancelled: number, kept: number) =>
  cancelled > 0 ? closureMessages.cancelled(cancelled) : kept > 0 ? closureMessages.kept(kept) : closureMessages.added;

/**
 * The shop's 'Closures': its closures to come and the club's holidays, and 'Add Closure'. A closure that falls on
 * booked appointments lists them first; the admin cancels (members are told the reason) or keeps them.
 */
function ShopClosures({ shop }: { shop: Shop }) {
  const [step, setStep] = useState<Step>({ kind: 'list' });
  const affected = useAffectedAppointments();
  const add = useAddClosure();
  const pending = affected.isPending || add.isPending;

  const save = async (closure: ClosureValues, values: ClosureFormValues, bookings?: { action: BookingsChoice; count: number }) => {
    try {
      const created = await add.mutateAsync({ ...closure, bookings });
      toast.success(addedText(created.cancelled, created.kept));
      setStep({ kind: 'list' });
    } catch (error) {
      // The bookings changed since the list was shown (or none was expected): show the new list, decide again.
      if (isApiError(error) && error.status === 409) {
        const fresh = await affected.mutateAsync(closure);
        if (fresh.count > 0) {
          setStep({ kind: 'bookings', values, closure, appointments: fresh.appointments, notice: closureMessages.affectedChanged });
          return;
        }
      }
      throw error;
    }
  };

  const check = async (closure: ClosureValues, values: ClosureFormValues) => {
    const found = await affected.mutateAsync(closure);
    if (found.count === 0) return save(closure, values);
    setStep({ kind: 'bookings', values, closure, appointments: found.appointments, notice: null });
  };

  return (
    <div className="grid min-w-0 gap-4">
      <ClosureList shop={shop} />
      {step.kind === 'list' ? (
        <div className="flex justify-end">
          <AddButton onClick={() => setStep({ kind: 'form', values: emptyClosureForm() })}>Add Closure</AddButton>
        </div>
      ) : step.kind === 'form' ? (
        <ClosureForm
          shop={shop}
          defaultValues={step.values}
          pending={pending}
          onSubmit={check}
          onCancel={() => setStep({ kind: 'list' })}
        />
      ) : (
        <ClosureBookingsStep
          key={step.appointments.map((a) => a.id).join()}
          reason={step.closure.reason}
          appointments={step.appointments}
          notice={step.notice}
          pending={pending}
          onBack={() => setStep({ kind: 'form', values: step.values })}
          onConfirm={(action) =>
            void save(step.closure, step.values, { action, count: step.appointments.length }).catch((error: unknown) =>
              toast.error(errorMessage(error, 'Failed to add the closure')),
            )
          }
        />
      )}
    </div>
  );
}

export function ShopClosuresDialog({ shop, onClose }: { shop: Shop | null; onClose: () => void }) {
  return (
    <Dialog open={shop !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{closureMessages.title}</DialogTitle>
          <DialogDescription>
            {shop ? `Days ${shop.name} takes no appointments, and the holidays of all shops.` : ''} Members cannot book a slot
            inside a closure.
          </DialogDescription>
        </DialogHeader>
        {/* Keyed by shop: each opening starts from the list. */}
        {shop ? <ShopClosures key={shop.id} shop={shop} /> : null}
      </DialogContent>
    </Dialog>
  );
}
