import { BellOffIcon, BellRingIcon } from 'lucide-react';
import { toast } from '@/lib/toast';

import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';

import { useBrowserPush } from '../api/browser-push';

const EXPLANATIONS = {
  unsupported: 'This browser cannot show notifications from the app. On an iPhone, add the app to your Home Screen first.',
  unavailable: 'Push notifications are not set up on this server.',
  denied: 'Notifications are blocked for this site. Allow them in your browser settings to turn them on.',
} as const;

/** 'Enable notifications' for this device, or its state when it cannot be offered. */
export function BrowserPushControl() {
  const push = useBrowserPush();
  if (push.state === 'loading') return <Skeleton className="h-16 w-full" />;
  const failed = (error: unknown) => toast.error(errorMessage(error));

  return (
    <div className="flex flex-col gap-3 rounded-lg border bg-muted/40 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex items-start gap-3">
        {push.state === 'on' ? (
          <BellRingIcon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
        ) : (
          <BellOffIcon className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
        )}
        <div>
          <p className="font-medium">This device</p>
          <p className="text-sm text-muted-foreground" role="status">
            {push.state === 'on'
              ? 'Notifications are on for this device.'
              : push.state === 'off'
                ? 'Get a notification here when your appointment changes or is coming up.'
                : EXPLANATIONS[push.state]}
          </p>
        </div>
      </div>
      {push.state === 'off' && (
        <Button disabled={push.busy} onClick={() => void push.enable().then(() => toast.success('Notifications enabled'), failed)}>
          {push.busy && <Spinner />}
          Enable notifications
        </Button>
      )}
      {push.state === 'on' && (
        <Button variant="outline" disabled={push.busy} onClick={() => void push.disable().then(() => toast.success('Notifications turned off for this device'), failed)}>
          {push.busy && <Spinner />}
          Turn off on this device
        </Button>
      )}
    </div>
  );
}
