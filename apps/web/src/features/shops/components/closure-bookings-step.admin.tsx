import { closureMessages, type AffectedAppointment } from '@drivecare/contract/shop-closures';
import { TriangleAlertIcon } from 'lucide-react';
import { useId, useState } from 'react';

import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { formatDateShort, formatTime12h } from '@/lib/format';

export type BookingsChoice = 'cancel' | 'keep';

/**
 * The appointments a new closure falls on, listed before anything is written; the admin chooses to cancel them
 * (each member is e-mailed the reason) or keep them, then confirms. Back returns to the form unchanged.
 */
export function ClosureBookingsStep({
  reason,
  appointments,
  notice,
  pending,
  onBack,
  onConfirm,
}: {
  reason: string;
  appointments: AffectedAppointment[];
  /** Why the list is shown again (it changed since the admin last saw it). */
  notice: string | null;
  pending: boolean;
  onBack: () => void;
  onConfirm: (choice: BookingsChoice) => void;
}) {
  const id = useId();
  const [choice, setChoice] = useState<BookingsChoice | null>(null);
  const [missing, setMissing] = useState(false);
  const count = appointments.length;
  const showShop = new Set(appointments.map((a) => a.shopName)).size > 1;

  const confirm = () => {
    if (!choice) {
      setMissing(true);
      return;
    }
    onConfirm(choice);
  };

  return (
    <section aria-labelledby={`${id}-title`} className="grid min-w-0 gap-4 rounded-lg border border-border p-4">
      <Alert variant="destructive">
        <TriangleAlertIcon aria-hidden="true" />
        <AlertTitle id={`${id}-title`}>{closureMessages.affected(count)}</AlertTitle>
        <AlertDescription>{notice ?? `Choose what happens to them before '${reason}' is added. Nothing changes until you confirm.`}</AlertDescription>
      </Alert>
      <ul aria-label="Appointments in this closure" className="max-h-56 divide-y divide-border overflow-y-auto rounded-md border border-border text-sm">
        {appointments.map((a) => (
          <li key={a.id} className="grid gap-0.5 px-3 py-2 sm:grid-cols-[11rem_1fr] sm:gap-3">
            <span className="font-medium text-foreground">
              {formatDateShort(a.appointmentDate)}, {formatTime12h(a.appointmentTime)}
            </span>
            <span className="break-words text-slate-700">
              {a.memberName} <span className="text-muted-foreground">({a.memberEmail})</span>
              {showShop ? <span className="block text-muted-foreground">{a.shopName}</span> : null}
            </span>
          </li>
        ))}
      </ul>
      <RadioGroup
        aria-label="What happens to these appointments"
        aria-invalid={missing ? true : undefined}
        aria-describedby={missing ? `${id}-missing` : undefined}
        value={choice ?? ''}
        onValueChange={(value) => {
          setChoice(value as BookingsChoice);
          setMissing(false);
        }}
      >
        <div className="flex items-start gap-2.5">
          <RadioGroupItem value="cancel" id={`${id}-cancel`} className="mt-0.5" />
          <Label htmlFor={`${id}-cancel`} className="leading-snug font-normal">
            Cancel them and e-mail each member the reason
          </Label>
        </div>
        <div className="flex items-start gap-2.5">
          <RadioGroupItem value="keep" id={`${id}-keep`} className="mt-0.5" />
          <Label htmlFor={`${id}-keep`} className="leading-snug font-normal">
            Keep them: the shop serves these appointments anyway
          </Label>
        </div>
      </RadioGroup>
      {missing ? (
        <p id={`${id}-missing`} className="text-sm font-medium text-destructive">
          Choose whether to cancel or keep them
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" disabled={pending} onClick={onBack}>
          Back
        </Button>
        <Button type="button" variant={choice === 'cancel' ? 'destructive' : 'default'} disabled={pending} onClick={confirm}>
          {pending ? 'Saving...' : choice === 'cancel' ? `Add Closure and Cancel ${count}` : 'Add Closure'}
        </Button>
      </div>
    </section>
  );
}
