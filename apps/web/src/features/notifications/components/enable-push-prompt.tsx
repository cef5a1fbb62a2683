import { BellRingIcon, XIcon } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/lib/toast';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';

import { useBrowserPush } from '../api/browser-push';

const DISMISSED_KEY = 'drivecare.push-prompt-dismissed';

/**
 * The one-time offer after a booking: a slim bar, never the browser's permission dialog by itself (that opens only
 * on 'Enable notifications'). 'Not now' hides it on this device for good; Profile keeps the switch.
 */
export function EnablePushPrompt() {
  const push = useBrowserPush();
  const [dismissed, setDismissed] = useState(() => localStorage.getItem(DISMISSED_KEY) === '1');
  if (dismissed || push.state !== 'off') return null;
  const dismiss = () => {
    localStorage.setItem(DISMISSED_KEY, '1');
    setDismissed(true);
  };
  return (
    <section aria-label="Notifications" className="flex flex-col gap-3 rounded-lg border bg-card p-4 shadow-xs sm:flex-row sm:items-center">
      <BellRingIcon className="hidden size-5 shrink-0 text-primary sm:block" aria-hidden="true" />
      <p className="flex-1 text-sm">Get a notification on this device when the shop updates your appointment, and before it starts.</p>
      <div className="flex gap-2">
        <Button
          size="sm"
          disabled={push.busy}
          onClick={() => void push.enable().then(() => toast.success('Notifications enabled'), (error: unknown) => toast.error(errorMessage(error)))}
        >
          {push.busy && <Spinner />}
          Enable notifications
        </Button>
        <Button size="sm" variant="ghost" onClick={dismiss}>
          <XIcon aria-hidden="true" />
          Not now
        </Button>
      </div>
    </section>
  );
}
