import { Loader2Icon } from 'lucide-react';
import type { ComponentProps } from 'react';

import { cn } from '@/lib/cn';

/**
 * A spinning indicator. Decorative by default (pair it with visible text);
 * pass `label` when the spinner stands alone so screen readers hear something.
 */
export function Spinner({
  className,
  label,
  ...props
}: ComponentProps<'svg'> & { label?: string }) {
  return (
    <Loader2Icon
      data-slot="spinner"
      role={label ? 'status' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      className={cn('size-4 animate-spin', className)}
      {...props}
    />
  );
}
