import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';

import { ErrorBoundary } from '@/components/error-boundary';
import { queryClient } from '@/lib/query-client';
import { useToasterRequested } from '@/lib/toast-later';

// Loaded when first wanted (see lib/toast-later), not with the first page: the sign-in page must load light.
const Toaster = lazy(() => import('@/components/ui/sonner').then((m) => ({ default: m.Toaster })));

export function AppProviders({ children }: { children: ReactNode }) {
  const toasterRequested = useToasterRequested();
  return (
    <ErrorBoundary>
      <QueryClientProvider client={queryClient}>
        {children}
        {toasterRequested ? (
          <Suspense fallback={null}>
            <Toaster />
          </Suspense>
        ) : null}
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
