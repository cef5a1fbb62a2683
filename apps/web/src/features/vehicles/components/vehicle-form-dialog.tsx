import { nextYear } from '@drivecare/contract/vehicles';
import type { FormEventHandler, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';

interface VehicleFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  /** While a save is under way the dialog stays open. */
  pending: boolean;
  className?: string;
  /** The form; mounted with the dialog's content, so every opening starts from the vehicle's values. */
  children: ReactNode;
}

/**
 * The one add/edit vehicle dialog of the member garage and the admin garage: each screen passes its own
 * texts and its form (its fields and its mutation), built from VehicleForm below.
 */
export function VehicleFormDialog({ open, onOpenChange, title, description, pending, className, children }: VehicleFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent className={className}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}

interface VehicleFormProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  pending: boolean;
  /** Editing an existing vehicle ('Save Changes') or adding one ('Add Vehicle'). */
  editing: boolean;
  children: ReactNode;
  className?: string;
}

/** The form element with the dialog's Cancel and submit buttons under the given fields. */
export function VehicleForm({ onSubmit, pending, editing, children, className }: VehicleFormProps) {
  return (
    <form noValidate className={cn('grid gap-4', className)} onSubmit={onSubmit}>
      {children}
      <DialogFooter className="pt-2">
        <DialogClose asChild>
          <Button variant="outline" disabled={pending}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={pending}>
          {pending ? <Spinner /> : null}
          {pending ? 'Saving...' : editing ? 'Save Changes' : 'Add Vehicle'}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** Make and model, side by side inside the caller's two-column grid. */
export function MakeModelFields(props: {
  make: UseFormRegisterReturn;
  model: UseFormRegisterReturn;
  errors: { make?: string | undefined; model?: string | undefined };
}) {
  return (
    <>
      <FormField label="Make" required error={props.errors.make}>
        <Input placeholder="Toyota" required autoComplete="off" {...props.make} />
      </FormField>
      <FormField label="Model" required error={props.errors.model}>
        <Input placeholder="Camry" required autoComplete="off" {...props.model} />
      </FormField>
    </>
  );
}

/** The model year: 1900 up to next year (the contract's bounds). */
export function YearField({ year, error }: { year: UseFormRegisterReturn; error?: string | undefined }) {
  return (
    <FormField label="Year" required error={error}>
      <Input type="number" inputMode="numeric" min={1900} max={nextYear()} step={1} required {...year} />
    </FormField>
  );
}
