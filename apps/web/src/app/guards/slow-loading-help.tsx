import { HomeIcon, LogInIcon, RefreshCwIcon, RotateCcwIcon } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

import { useSessionActions } from './use-session-actions';

/** Offered after 8 s of "checking who you are", so nobody is stuck on a spinner. */
export function SlowLoadingHelp() {
  const { retry, refreshSession, signInAgain, goToDashboard } = useSessionActions();
  return (
    <Card className="w-full max-w-md gap-4 text-left">
      <CardHeader>
        <CardTitle>This is taking longer than usual</CardTitle>
        <CardDescription>
          We are still checking your session. You can try one of these options.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2 sm:grid-cols-2">
        <Button variant="default" onClick={() => void retry()}>
          <RotateCcwIcon aria-hidden="true" />
          Retry Authentication
        </Button>
        <Button variant="outline" onClick={() => void refreshSession()}>
          <RefreshCwIcon aria-hidden="true" />
          Refresh Session
        </Button>
        <Button variant="outline" onClick={() => void goToDashboard()}>
          <HomeIcon aria-hidden="true" />
          Go to Dashboard
        </Button>
        <Button variant="outline" onClick={() => void signInAgain()}>
          <LogInIcon aria-hidden="true" />
          Sign In Again
        </Button>
      </CardContent>
    </Card>
  );
}
