import { ShieldAlertIcon } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { errorMessage } from '@/lib/api-client';

import { useSessionActions } from './use-session-actions';

/** /api/me failed for a reason other than "signed out" (offline, server error). */
export function AuthErrorScreen({ error }: { error: unknown }) {
  const { retry, signInAgain } = useSessionActions();
  return (
    <main className="flex min-h-svh items-center justify-center bg-background p-4">
      <Card className="w-full max-w-md text-center">
        <CardHeader className="items-center">
          <div className="mx-auto mb-2 flex size-12 items-center justify-center rounded-full bg-red-100 text-red-700">
            <ShieldAlertIcon className="size-6" aria-hidden="true" />
          </div>
          <CardTitle as="h1" className="text-2xl">
            Authentication Error
          </CardTitle>
          <CardDescription role="alert">{errorMessage(error)}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col justify-center gap-2 sm:flex-row">
          <Button onClick={() => void retry()}>Retry Authentication</Button>
          <Button variant="outline" onClick={() => void signInAgain()}>
            Sign In Again
          </Button>
        </CardContent>
      </Card>
    </main>
  );
}
