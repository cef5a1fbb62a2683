import { visitMessages as msg, type EstimateItem } from '@drivecare/contract/visits';
import { ClipboardCheckIcon, FileCheck2Icon, GaugeIcon, ReceiptTextIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { toast } from '@/lib/toast';

import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';

import { useDecideItem, type Decision } from '../api/visit-mutations';
import { useMyVisit } from '../api/visit-queries';
import { useLiveVisit } from '../hooks/use-live-visit';

import { EstimateLines } from './estimate-lines';
import { InvoiceSummary } from './invoice-summary';
import { VisitFindings } from './visit-findings';
import { VisitTracker } from './visit-tracker';

function VisitCard({ icon: Icon, title, children, action }: { icon: typeof GaugeIcon; title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <Card className="gap-4">
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle className="flex items-center gap-2 text-base">
          <Icon className="size-5 text-primary" aria-hidden="true" />
          {title}
        </CardTitle>
        {action}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/**
 * The member's view of the visit, moving live: the progress tracker (from check-in on), the inspection's
 * findings and the estimate with 'Approve' and 'Decline' on each recommended item. Nothing before check-in.
 * Its own event stream is open only while the visit can still move: scheduled (the check-in arrives live) or in progress.
 */
export function VisitSection({ appointmentId, live }: { appointmentId: string; live: boolean }) {
  useLiveVisit(appointmentId, live);
  const visit = useMyVisit(appointmentId);
  const decide = useDecideItem(appointmentId);

  if (visit.isPending) return <Skeleton className="h-32 w-full" aria-label="Loading visit progress" />;
  if (visit.isError) return <p className="text-sm text-destructive">Could not load the visit's progress. {errorMessage(visit.error)}</p>;
  const { stage, stages, findings, estimate, invoice } = visit.data;
  if (!stage && findings.length === 0 && estimate.items.length === 0 && !invoice) return null;

  const run = (decision: Decision, done: string) =>
    decide.mutate(decision, {
      onSuccess: () => toast.success(done),
      onError: (error) => toast.error(errorMessage(error)),
    });
  const waiting = estimate.items.filter((i) => i.recommended && i.decision === null && !i.done);
  // A decision may change until the work is done: a decided item offers the other choice.
  const actions = (item: EstimateItem) =>
    item.recommended && !item.done ? (
      <>
        {item.decision !== 'approved' ? (
          <Button
            size="sm"
            disabled={decide.isPending}
            onClick={() => run({ itemId: item.id, verb: 'approve' }, msg.approved)}
            aria-label={`Approve ${item.description}`}
          >
            Approve
          </Button>
        ) : null}
        {item.decision !== 'declined' ? (
          <Button
            size="sm"
            variant="outline"
            disabled={decide.isPending}
            onClick={() => run({ itemId: item.id, verb: 'decline' }, msg.declinedToast)}
            aria-label={`Decline ${item.description}`}
          >
            Decline
          </Button>
        ) : null}
      </>
    ) : null;

  return (
    <div className="space-y-6">
      {invoice ? (
        <VisitCard icon={FileCheck2Icon} title="Invoice">
          <InvoiceSummary invoice={invoice} />
        </VisitCard>
      ) : null}
      <VisitCard icon={GaugeIcon} title="Progress">
        <VisitTracker stage={stage} stages={stages} />
      </VisitCard>
      <VisitCard icon={ClipboardCheckIcon} title="Inspection Findings">
        <VisitFindings findings={findings} />
      </VisitCard>
      <VisitCard
        icon={ReceiptTextIcon}
        title="Estimate"
        action={
          waiting.length > 1 ? (
            <Button size="sm" disabled={decide.isPending} onClick={() => run('approve-all', msg.approvedAll)}>
              Approve all
            </Button>
          ) : null
        }
      >
        <EstimateLines estimate={estimate} actions={actions} />
      </VisitCard>
    </div>
  );
}
