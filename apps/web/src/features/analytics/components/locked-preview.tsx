import { LockIcon } from 'lucide-react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/config/paths';

// The preview's bars are a drawing, not figures: a Basic member's Premium figures are never sent.
const previewBars = [38, 62, 45, 80, 55, 70, 40, 90, 66, 52, 74, 58];

/** Premium's charts as a locked preview for a Basic member, with 'Upgrade Now' to the membership page. */
export function LockedPreview() {
  return (
    <Card className="relative overflow-hidden py-0">
      <div aria-hidden="true" className="pointer-events-none grid select-none gap-6 p-6 opacity-60 blur-[3px] sm:grid-cols-2">
        {[0, 1].map((chart) => (
          <div key={chart} className="flex h-52 items-end gap-1.5 rounded-lg border border-border p-3">
            {previewBars.map((h, i) => (
              <div key={i} className="flex-1 rounded-t bg-blue-200" style={{ height: `${chart ? 100 - h : h}%` }} />
            ))}
          </div>
        ))}
      </div>
      <CardContent className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-card/70 px-6 text-center">
        <span className="flex size-11 items-center justify-center rounded-full bg-amber-100 text-amber-700">
          <LockIcon className="size-5" aria-hidden="true" />
        </span>
        <p className="font-semibold text-foreground">Advanced analytics are part of Premium</p>
        <p className="max-w-md text-sm text-muted-foreground">
          Spending per month and per vehicle, cost per mile, services by kind and the next 12 months of maintenance with their estimated cost.
        </p>
        <Button asChild>
          <Link to={paths.member.membership}>Upgrade Now</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
