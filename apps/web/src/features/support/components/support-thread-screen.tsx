import { supportMessages as msg } from '@drivecare/contract/support';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';

import { useCloseMyConversation, useWriteAgain } from '../api/support-mutations';
import { supportQueries } from '../api/support-queries';
import { useLiveSupport } from '../hooks/use-live-support';

import { ReplyBox } from './reply-box';
import { ThreadFrame } from './thread-frame';
import { SupportStatusBadge } from './support-status-badge';
import { SupportThreadMessages } from './support-thread-messages';

/** /support/:id: the member's thread with the club's replies (live), a box to write again, and close. */
export function SupportThreadScreen({ id }: { id: string }) {
  useLiveSupport();
  const thread = useQuery(supportQueries.thread(id));
  const write = useWriteAgain(id);
  const close = useCloseMyConversation(id);
  const [confirming, setConfirming] = useState(false);

  return (
    <ThreadFrame backTo={paths.member.support} backLabel="Back to Support" query={thread}>
      {() =>
        thread.data ? (
          <>
            <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
              <div className="min-w-0 space-y-1">
                <h1 className="text-2xl font-bold tracking-tight break-words text-foreground">{thread.data.subject}</h1>
                <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                  <SupportStatusBadge status={thread.data.status} />
                  {thread.data.appointment ? <span>Appointment: {thread.data.appointment.label}</span> : null}
                  {thread.data.vehicle ? <span>Vehicle: {thread.data.vehicle.label}</span> : null}
                </div>
              </div>
              {thread.data.status !== 'closed' ? (
                <Button variant="outline" onClick={() => setConfirming(true)}>
                  Close conversation
                </Button>
              ) : null}
            </div>
            <SupportThreadMessages messages={thread.data.messages} viewer="member" />
            <Card>
              <CardContent>
                {thread.data.status === 'closed' ? (
                  <p className="text-sm text-muted-foreground">{msg.closed}. Start a new message on the Support page if you need more help.</p>
                ) : (
                  <ReplyBox
                    label="Reply"
                    submitLabel="Send"
                    pending={write.isPending}
                    onSend={(message) =>
                      write.mutateAsync(message, {
                        onSuccess: () => toast.success(msg.sent),
                        onError: (error) => toast.error(error.message),
                      })
                    }
                  />
                )}
              </CardContent>
            </Card>
            <ConfirmDialog
              open={confirming}
              onClose={() => setConfirming(false)}
              title="Close this conversation?"
              description="You will not be able to write in it again. You can always start a new message."
              confirmLabel="Close conversation"
              pendingLabel="Closing..."
              pending={close.isPending}
              variant="default"
              onConfirm={() =>
                close.mutate(undefined, {
                  onSuccess: () => {
                    toast.success(msg.closedToast);
                    setConfirming(false);
                  },
                  onError: (error) => toast.error(error.message),
                })
              }
            />
          </>
        ) : null
      }
    </ThreadFrame>
  );
}
