import { formatWait, supportMessages as msg } from '@drivecare/contract/support';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { ConfirmDialog } from '@/components/confirm-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';

import { useStaffSupportAction } from '../api/support-mutations';
import { supportQueries } from '../api/support-queries';
import { useLiveSupport } from '../hooks/use-live-support';
import { useNow } from '../hooks/use-now';

import { ReplyBox } from './reply-box';
import { ThreadFrame } from './thread-frame';
import { SupportStatusBadge } from './support-status-badge';
import { SupportThreadMessages } from './support-thread-messages';

/** /admin/support/:id: the thread, 'Assign to me', the 'Reply' box with 'Send Reply', and close. */
export function SupportConversationScreen({ id, meId }: { id: string; meId: string | undefined }) {
  useLiveSupport();
  const now = useNow();
  const thread = useQuery(supportQueries.staffThread(id));
  const action = useStaffSupportAction(id);
  const [confirming, setConfirming] = useState(false);
  const data = thread.data;

  return (
    <ThreadFrame backTo={paths.admin.support} backLabel="Back to inbox" query={thread}>
      {() =>
        data ? (
          <>
            <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
              <div className="min-w-0 space-y-1">
                <h1 className="text-2xl font-bold tracking-tight break-words text-foreground">{data.subject}</h1>
                <p className="text-sm text-muted-foreground">
                  {data.memberName} · {data.memberEmail}
                </p>
                <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                  <SupportStatusBadge status={data.status} />
                  {data.priority ? <Badge variant="warning">{msg.priority}</Badge> : null}
                  {data.waitingSince ? <span>Waiting {formatWait((now - new Date(data.waitingSince).getTime()) / 60_000)}</span> : null}
                  {data.assignedToName ? <span>Assigned to {data.assignedToName}</span> : null}
                  {data.appointment ? <span>Appointment: {data.appointment.label}</span> : null}
                  {data.vehicle ? <span>Vehicle: {data.vehicle.label}</span> : null}
                </div>
              </div>
              {data.status !== 'closed' ? (
                <div className="flex flex-wrap gap-2">
                  {data.assignedToId !== meId ? (
                    <Button
                      variant="outline"
                      disabled={action.isPending}
                      onClick={() =>
                        action.mutate(
                          { kind: 'assign' },
                          {
                            onSuccess: () => toast.success(msg.assigned),
                            onError: (e) => toast.error(e.message),
                          },
                        )
                      }
                    >
                      Assign to me
                    </Button>
                  ) : null}
                  <Button variant="outline" onClick={() => setConfirming(true)}>
                    Close
                  </Button>
                </div>
              ) : null}
            </div>
            <SupportThreadMessages messages={data.messages} viewer="staff" />
            <Card>
              <CardContent>
                {data.status === 'closed' ? (
                  <p className="text-sm text-muted-foreground">{msg.closed}.</p>
                ) : (
                  <ReplyBox
                    label="Reply"
                    submitLabel="Send Reply"
                    pending={action.isPending}
                    onSend={(message) =>
                      action.mutateAsync(
                        { kind: 'reply', message },
                        {
                          onSuccess: () => toast.success(msg.replySent),
                          onError: (e) => toast.error(e.message),
                        },
                      )
                    }
                  />
                )}
              </CardContent>
            </Card>
            <ConfirmDialog
              open={confirming}
              onClose={() => setConfirming(false)}
              title="Close this conversation?"
              description="The member can no longer write in it and it leaves the inbox."
              confirmLabel="Close"
              pendingLabel="Closing..."
              pending={action.isPending}
              variant="default"
              onConfirm={() =>
                action.mutate(
                  { kind: 'close' },
                  {
                    onSuccess: () => {
                      toast.success(msg.closedToast);
                      setConfirming(false);
                    },
                    onError: (e) => toast.error(e.message),
                  },
                )
              }
            />
          </>
        ) : null
      }
    </ThreadFrame>
  );
}
