import { Slot } from 'radix-ui';
import { useId, type ReactNode } from 'react';

import { cn } from '@/lib/cn';

import { Label } from './label';

interface FormFieldProps {
  /** Visible label text, tied to the control through `htmlFor`/`id`. */
  label: ReactNode;
  /** The single form control (Input, Textarea, Checkbox, trigger…). It receives id and aria props. */
  children: ReactNode;
  /** Validation message; when set the control is marked `aria-invalid`. */
  error?: string | undefined;
  /** Helper text shown under the control. */
  description?: ReactNode;
  /** Use a fixed id instead of a generated one. */
  id?: string;
  /** Shows a required marker after the label (the control itself should carry `required`). */
  required?: boolean;
  /** Puts the label after the control on one line (checkboxes, switches). */
  inline?: boolean;
  className?: string;
}

/**
 * Label + control + helper/error text. The control is rendered through a Slot so any
 * primitive gets `id`, `aria-invalid` and `aria-describedby` without extra wiring.
 */
export function FormField({
  label,
  children,
  error,
  description,
  id,
  required,
  inline = false,
  className,
}: FormFieldProps) {
  const generatedId = useId();
  const controlId = id ?? `field-${generatedId}`;
  const descriptionId = `${controlId}-description`;
  const errorId = `${controlId}-error`;
  const describedBy =
    [description ? descriptionId : null, error ? errorId : null].filter(Boolean).join(' ') ||
    undefined;

  const control = (
    <Slot.Root id={controlId} aria-invalid={error ? true : undefined} aria-describedby={describedBy}>
      {children}
    </Slot.Root>
  );

  const labelNode = (
    <Label htmlFor={controlId} className={cn(inline && 'leading-snug font-normal')}>
      <span>
        {label}
        {required ? (
          <span className="ml-0.5 text-destructive" aria-hidden="true">
            *
          </span>
        ) : null}
      </span>
    </Label>
  );

  return (
    <div data-slot="form-field" className={cn('grid content-start gap-2', className)}>
      {inline ? (
        <div className="flex items-start gap-2.5">
          <div className="flex h-5 items-center">{control}</div>
          {labelNode}
        </div>
      ) : (
        <>
          {labelNode}
          {control}
        </>
      )}
      {description ? (
        <p id={descriptionId} className="text-sm text-muted-foreground">
          {description}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
