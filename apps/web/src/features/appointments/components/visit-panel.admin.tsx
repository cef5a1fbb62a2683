import { visitMessages as msg, visitStageLabels, visitStages, type EstimateItem, type VisitStage } from '@drivecare/contract/visits';
import { ClipboardCheckIcon, FileCheck2Icon, GaugeIcon, ReceiptTextIcon } from 'lucide-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { toast } from '@/lib/toast';

import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';

import { useRemoveItem, useSetItemDone, useSetStage } from '../api/visit-mutations.admin';
import { useStaffVisit } from '../api/visit-queries.admin';
import { useLiveVisit } from '../hooks/use-live-visit';

import { EstimateItemForm } from './estimate-item-form.admin';
import { EstimateLines } from './estimate-lines';
import { FindingForm } from './finding-form.admin';
import { FindingList } from './finding-list.admin';
import { VisitTracker } from './visit-tracker';

// Only a completed appointment has an invoice: its view is fetched when one is shown (the screen's budget).
const InvoiceDetails = lazy(() => import('./invoice-details.admin'));

function PanelSection({ icon: Icon, title, children }: { icon: typeof GaugeIcon; title: string; children: ReactNode }) {
  return (
    <section className="space-y-2 text-sm" aria-label={title}>
      <h3 className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        <Icon className="size-3.5" aria-hidden="true" />
        {title}
      </h3>
      {children}
    </section>
  );
}

function StagePicker({ appointmentId, stage }: { appointmentId: string; stage: VisitStage | null }) {
  const setStage = useSetStage(appointmentId);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Label htmlFor="visit-stage">Stage</Label>
      <Select
        value={stage ?? undefined}
        disabled={setStage.isPending}
        onValueChange={(next) =>
          setStage.mutate(next as VisitStage, { onSuccess: () => toast.success(msg.stageSaved), onError: (error) => toast.error(errorMessage(error)) })
        }
      >
        <SelectTrigger id="visit-stage" className="w-52">
          <SelectValue placeholder="Choose a stage" />
        </SelectTrigger>
        <SelectContent>
          {visitStages.map((s) => (
            <SelectItem key={s} value={s}>
              {visitStageLabels[s]}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

/**
 * The visit in the back office's appointment details: stage, findings with photos, estimate; the member's
 * decisions arrive live. Findings and items are added while the appointment is in progress.
 */
export function VisitPanel({ appointmentId, inProgress }: { appointmentId: string; inProgress: boolean }) {
  useLiveVisit(appointmentId);
  const visit = useStaffVisit(appointmentId);
  const setDone = useSetItemDone(appointmentId);
  const removeItem = useRemoveItem(appointmentId);
  if (visit.isPending) return <Skeleton className="h-24 w-full" aria-label="Loading visit" />;
  if (visit.isError) return <p className="text-sm text-destructive">Could not load the visit. {errorMessage(visit.error)}</p>;
  const { stage, stages, findings, estimate, invoice } = visit.data;
  const untouched = !stage && findings.length === 0 && estimate.items.length === 0 && !invoice;
  if (untouched && !inProgress && visit.data.status !== 'scheduled' && visit.data.status !== 'rescheduled') return null;

  const itemActions = (item: EstimateItem) => {
    const blocked = item.recommended && item.decision !== 'approved';
    return (
      <>
        <Button
          size="sm"
          variant={item.done ? 'secondary' : 'outline'}
          disabled={setDone.isPending || (!item.done && blocked)}
          title={!item.done && blocked ? msg.needsApproval : undefined}
          onClick={() =>
            setDone.mutate({ itemId: item.id, done: !item.done }, { onError: (error) => toast.error(errorMessage(error)) })
          }
          aria-label={`${item.done ? 'Mark not done' : 'Mark done'}: ${item.description}`}
        >
          {item.done ? 'Done ✓' : 'Mark Done'}
        </Button>
        {item.decision === null && !item.done ? (
          <Button
            size="sm"
            variant="ghost"
            disabled={removeItem.isPending}
            onClick={() => removeItem.mutate(item.id, { onError: (error) => toast.error(errorMessage(error)) })}
            aria-label={`Remove ${item.description}`}
          >
            Remove
          </Button>
        ) : null}
      </>
    );
  };

  return (
    <div className="space-y-5 rounded-lg border border-border p-3" data-testid="visit-panel">
      <PanelSection icon={GaugeIcon} title="Progress">
        {inProgress ? <StagePicker appointmentId={appointmentId} stage={stage} /> : null}
        {stage ? (
          <VisitTracker stage={stage} stages={stages} />
        ) : (
          <p className="text-muted-foreground">Start Service to check the car in; the stages follow from there.</p>
        )}
      </PanelSection>
      <PanelSection icon={ClipboardCheckIcon} title="Inspection Findings">
        <FindingList appointmentId={appointmentId} findings={findings} />
        {inProgress ? <FindingForm appointmentId={appointmentId} /> : null}
      </PanelSection>
      <PanelSection icon={ReceiptTextIcon} title="Estimate">
        <EstimateLines estimate={estimate} actions={itemActions} />
        {inProgress ? <EstimateItemForm appointmentId={appointmentId} /> : null}
      </PanelSection>
      {invoice ? (
        <PanelSection icon={FileCheck2Icon} title="Invoice">
          <Suspense fallback={<Skeleton className="h-24 w-full" />}>
            <InvoiceDetails invoice={invoice} />
          </Suspense>
        </PanelSection>
      ) : null}
    </div>
  );
}
