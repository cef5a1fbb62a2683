import type { UnsubscribeResult } from '@drivecare/contract/notifications';
import { useMutation } from '@tanstack/react-query';
import { CircleCheckIcon, CircleXIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';

import { BrandMark } from '@/components/brand-logo';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { apiFetch, errorMessage } from '@/lib/api-client';

/** The e-mail footer's link: turns that kind of e-mail off at once, signed out, and says so. */
export function UnsubscribeScreen({ token }: { token: string }) {
  const unsubscribe = useMutation({
    mutationFn: () => apiFetch<UnsubscribeResult>(`/api/unsubscribe/${encodeURIComponent(token)}`, { method: 'POST' }),
  });
  // Once per visit, also under StrictMode's double effects.
  const sent = useRef(false);
  const { mutate } = unsubscribe;
  useEffect(() => {
    if (sent.current || !token) return;
    sent.current = true;
    mutate();
  }, [token, mutate]);

  return (
    <main className="flex min-h-svh items-center justify-center bg-background p-4">
      <Card className="w-full max-w-md">
        <CardHeader className="items-center text-center">
          <BrandMark className="size-10" />
          <CardTitle as="h1" className="text-xl">
            E-mail preferences
          </CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col items-center gap-4 text-center" aria-live="polite">
          {!token || unsubscribe.isError ? (
            <>
              <CircleXIcon className="size-10 text-destructive" aria-hidden="true" />
              <p role="alert">{token ? errorMessage(unsubscribe.error) : 'This unsubscribe link is not valid.'}</p>
              <Button asChild variant="outline">
                <Link to={paths.member.profile}>Manage notifications</Link>
              </Button>
            </>
          ) : unsubscribe.isSuccess ? (
            <>
              <CircleCheckIcon className="size-10 text-primary" aria-hidden="true" />
              <p className="text-lg font-medium">{unsubscribe.data.message}</p>
              <p className="text-sm text-muted-foreground">You can turn them back on, and choose other notifications, in Profile → Notifications.</p>
              <Button asChild variant="outline">
                <Link to={paths.member.profile}>Manage notifications</Link>
              </Button>
            </>
          ) : (
            <div role="status" className="flex flex-col items-center gap-3">
              <Spinner className="size-8 text-primary" />
              <p>Turning these e-mails off…</p>
            </div>
          )}
        </CardContent>
      </Card>
    </main>
  );
}
