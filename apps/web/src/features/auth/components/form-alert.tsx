import { CircleAlertIcon, InfoIcon } from 'lucide-react';
import type { ReactNode } from 'react';

import { Alert, AlertDescription } from '@/components/ui/alert';
import { cn } from '@/lib/cn';

/** A form-level error (server answer or a message that covers several fields). */
export function FormErrorAlert({
  children,
  className,
}: {
  children: ReactNode;
  className?: string;
}) {
  return (
    <Alert variant="destructive" className={className}>
      <CircleAlertIcon aria-hidden="true" />
      <AlertDescription>{children}</AlertDescription>
    </Alert>
  );
}

/** A neutral notice, e.g. 'Email confirmed' handed over in the address. */
export function InfoAlert({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <Alert
      className={cn('border-blue-200 bg-blue-50 text-blue-900 [&>svg]:text-blue-700', className)}
    >
      <InfoIcon aria-hidden="true" />
      <AlertDescription>{children}</AlertDescription>
    </Alert>
  );
}
