import { visitStageLabels, visitStages, type VisitStageReached, type VisitStage } from '@drivecare/contract/visits';
import { CheckIcon } from 'lucide-react';

import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format';

/** When each stage was last reached (a stage reached twice shows its latest time). */
function reachedTimes(stages: VisitStageReached[]) {
  const times = new Map<VisitStage, string>();
  for (const s of stages) times.set(s.stage, s.reachedAt);
  return times;
}

/** The five stages in order: done ones ticked with their time, the current one highlighted, the rest to come. */
export function VisitTracker({ stage, stages }: { stage: VisitStage | null; stages: VisitStageReached[] }) {
  const times = reachedTimes(stages);
  const currentIndex = stage ? visitStages.indexOf(stage) : -1;
  return (
    <ol className="grid gap-3 sm:grid-cols-5 sm:gap-2" aria-label="Visit progress">
      {visitStages.map((s, index) => {
        const state = index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'upcoming';
        const reachedAt = state === 'upcoming' ? undefined : times.get(s);
        return (
          <li
            key={s}
            data-stage={s}
            data-state={state}
            aria-current={state === 'current' ? 'step' : undefined}
            className="flex items-center gap-3 sm:flex-col sm:items-start sm:gap-2"
          >
            <span
              className={cn(
                'flex size-8 shrink-0 items-center justify-center rounded-full border-2 text-sm font-semibold',
                state === 'done' && 'border-primary bg-primary text-primary-foreground',
                state === 'current' && 'border-primary bg-primary/10 text-primary',
                state === 'upcoming' && 'border-slate-300 text-slate-500',
              )}
              aria-hidden="true"
            >
              {state === 'done' ? <CheckIcon className="size-4" /> : index + 1}
            </span>
            <span className="min-w-0">
              <span className={cn('block text-sm font-medium', state === 'upcoming' ? 'text-slate-600' : 'text-foreground')}>
                {visitStageLabels[s]}
                {state === 'current' ? <span className="sr-only"> (current stage)</span> : null}
              </span>
              <span className="block text-xs text-slate-600">{reachedAt ? formatDateTime(reachedAt) : 'Not yet'}</span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
