import type { NotificationChannel, NotificationPreference } from '@drivecare/contract/notifications';
import { BellIcon } from 'lucide-react';
import { toast } from '@/lib/toast';

import { LoadErrorState } from '@/components/load-error-state';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { errorMessage } from '@/lib/api-client';

import { useSetNotificationPreference } from '../api/notification-preferences-mutations';
import { useNotificationPreferences } from '../api/notification-preferences-queries';
import { BrowserPushControl } from './browser-push-control';

const CHANNEL_NAMES: Record<NotificationChannel, string> = { email: 'E-mail', push: 'Push' };

/** Profile → Notifications: this device's pushes, then each kind's e-mail and push switches. */
export function NotificationPreferences() {
  const preferences = useNotificationPreferences();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <BellIcon className="size-5 text-primary" aria-hidden="true" />
          Notifications
        </CardTitle>
        <CardDescription>Choose what reaches you by e-mail and as a notification on this device.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <BrowserPushControl />
        {preferences.isPending ? (
          <div className="space-y-3" aria-label="Loading notification settings">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-12 w-full" />
            ))}
          </div>
        ) : preferences.isError ? (
          <LoadErrorState
            icon={BellIcon}
            title="We couldn't load your notification settings"
            retrying={preferences.isFetching}
            onRetry={() => void preferences.refetch()}
          />
        ) : (
          <PreferenceTable rows={preferences.data} />
        )}
        <p className="text-sm text-muted-foreground">
          Account and security e-mails (verification codes, password resets, e-mail changes) and the confirmation of
          your own bookings are always sent.
        </p>
      </CardContent>
    </Card>
  );
}

function PreferenceTable({ rows }: { rows: NotificationPreference[] }) {
  const setPreference = useSetNotificationPreference();
  const change = (kind: NotificationPreference['kind'], channel: NotificationChannel, enabled: boolean) =>
    setPreference.mutate(
      { kind, channel, enabled },
      { onError: (error) => toast.error(errorMessage(error)) },
    );
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">E-mail and push for each kind of notification</caption>
      <thead>
        <tr className="border-b text-left text-muted-foreground">
          <th scope="col" className="py-2 font-medium">
            Kind
          </th>
          {(['email', 'push'] as const).map((channel) => (
            <th key={channel} scope="col" className="w-16 py-2 text-center font-medium sm:w-24">
              {CHANNEL_NAMES[channel]}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.kind} className="border-b last:border-0">
            <th scope="row" className="py-3 pr-2 text-left font-normal">
              <span className="block font-medium text-foreground">{row.label}</span>
              <span className="block text-muted-foreground">{row.description}</span>
            </th>
            {(['email', 'push'] as const).map((channel) => {
              const value = row[channel];
              return (
                <td key={channel} className="py-3 text-center">
                  {value === null ? (
                    <span className="text-muted-foreground" title={`${row.label} are not sent by ${CHANNEL_NAMES[channel].toLowerCase()}`}>
                      <span aria-hidden="true">—</span>
                      <span className="sr-only">Not sent by {CHANNEL_NAMES[channel].toLowerCase()}</span>
                    </span>
                  ) : (
                    <Switch
                      // The shared switch's off track is too faint on white to read as a control (WCAG 1.4.11).
                      className="data-[state=unchecked]:bg-slate-500 dark:data-[state=unchecked]:bg-slate-600"
                      checked={value}
                      aria-label={`${row.label} by ${CHANNEL_NAMES[channel].toLowerCase()}`}
                      onCheckedChange={(enabled) => change(row.kind, channel, enabled)}
                    />
                  )}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
