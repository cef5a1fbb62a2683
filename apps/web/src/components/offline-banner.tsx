import { WifiOffIcon } from 'lucide-react';

import { Alert, AlertDescription } from '@/components/ui/alert';
import { useOnline } from '@/lib/use-online';

/** Shown while the browser has no network: the screens below show what the service worker kept. */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <Alert className="border-amber-300 bg-amber-50 text-amber-950">
      <WifiOffIcon aria-hidden="true" />
      <AlertDescription>You are offline — showing your last saved data</AlertDescription>
    </Alert>
  );
}
