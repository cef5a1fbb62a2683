import { CalendarXIcon } from 'lucide-react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/config/paths';

/** A missing appointment, another member's, or (when rescheduling) one that can no longer change. */
export function AppointmentNotFound({ title, text }: { title: string; text: string }) {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-3 py-12 text-center">
        <div className="flex size-12 items-center justify-center rounded-full bg-slate-100 text-slate-600">
          <CalendarXIcon className="size-6" aria-hidden="true" />
        </div>
        <h1 className="text-xl font-semibold text-foreground">{title}</h1>
        <p className="max-w-md text-sm text-muted-foreground">{text}</p>
        <Button asChild variant="outline">
          <Link to={paths.member.appointments}>Back to Appointments</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
