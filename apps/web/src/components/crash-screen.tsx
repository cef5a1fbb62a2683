import { TriangleAlertIcon } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/** Shown when rendering throws: a render crash in a route or anywhere in the app. */
export function CrashScreen() {
  return (
    <main className="flex min-h-svh items-center justify-center bg-background p-4">
      <Card className="w-full max-w-md text-center">
        <CardHeader className="items-center">
          <div className="mx-auto mb-2 flex size-12 items-center justify-center rounded-full bg-red-100 text-red-700">
            <TriangleAlertIcon className="size-6" aria-hidden="true" />
          </div>
          <CardTitle as="h1" className="text-2xl">
            Something went wrong
          </CardTitle>
          <CardDescription className="text-base">
            We encountered an unexpected error. Please try refreshing the page.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button size="lg" className="w-full sm:w-auto" onClick={() => window.location.reload()}>
            Refresh Page
          </Button>
        </CardContent>
      </Card>
    </main>
  );
}
