import type { ReactNode } from 'react';

import { Spinner } from '@/components/ui/spinner';

/** A centred spinner with a heading, used while the app checks who is signed in. */
export function FullPageStatus({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <main className="flex min-h-svh flex-col items-center justify-center gap-6 bg-background p-4 text-center">
      <div role="status" aria-live="polite" className="flex flex-col items-center gap-4">
        <Spinner className="size-10 text-primary" />
        <h1 className="text-lg font-medium text-foreground">{title}</h1>
      </div>
      {children}
    </main>
  );
}
