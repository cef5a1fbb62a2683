import type { ReactNode } from 'react';
import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';

import { FormField } from '@/components/ui/form-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

export interface FormSelectOption {
  value: string;
  label: ReactNode;
}

/** A react-hook-form field shown as label + Radix select + error text; the label names the trigger. */
export function FormSelect<
  Values extends FieldValues,
  Name extends FieldPathByValue<Values, string>,
  Transformed extends FieldValues = Values,
>({
  control,
  name,
  label,
  options,
  placeholder,
  required = false,
  disabled,
  id,
  className,
}: {
  control: Control<Values, unknown, Transformed>;
  name: Name;
  label: ReactNode;
  options: readonly FormSelectOption[];
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
  id?: string;
  className?: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select value={field.value as string} onValueChange={field.onChange} disabled={disabled}>
          <FormField label={label} required={required} error={fieldState.error?.message} id={id} className={className}>
            <SelectTrigger onBlur={field.onBlur} ref={field.ref}>
              <SelectValue placeholder={placeholder} />
            </SelectTrigger>
          </FormField>
          <SelectContent>
            {options.map((option) => (
              <SelectItem key={option.value} value={option.value}>
                {option.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    />
  );
}
