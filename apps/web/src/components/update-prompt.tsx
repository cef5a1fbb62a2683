import { RefreshCwIcon } from 'lucide-react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { reloadOnNewVersion, useUpdateWaiting } from '@/lib/pwa/service-worker';

/** 'A new version is available': the waiting service worker takes over only when the person chooses 'Reload'. */
export function UpdatePrompt() {
  const waiting = useUpdateWaiting();
  const [reloading, setReloading] = useState(false);
  if (!waiting && !reloading) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-3 bottom-3 z-50 flex items-center gap-3 rounded-lg border border-border bg-popover px-4 py-3 text-sm text-popover-foreground shadow-lg sm:inset-x-auto sm:right-4 sm:bottom-4 sm:max-w-sm"
    >
      <RefreshCwIcon className="size-5 shrink-0 text-primary" aria-hidden="true" />
      <p className="flex-1 font-medium">A new version is available</p>
      <Button
        size="sm"
        disabled={reloading}
        onClick={() => {
          setReloading(true);
          void reloadOnNewVersion();
        }}
      >
        Reload
      </Button>
    </div>
  );
}
