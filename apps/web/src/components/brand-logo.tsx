import { CarFrontIcon } from 'lucide-react';

import { cn } from '@/lib/cn';

/** The product mark: a blue rounded square with a car. Decorative; pair it with the name. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex size-8 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground shadow-sm',
        className,
      )}
    >
      <CarFrontIcon className="size-[18px]" />
    </span>
  );
}
