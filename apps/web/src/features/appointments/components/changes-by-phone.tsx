import { bookingRuleMessages as ruleMsg, type ChangesByPhone } from '@drivecare/contract/appointments';
import { PhoneIcon } from 'lucide-react';

import { cn } from '@/lib/cn';

/**
 * Shown instead of Reschedule and Cancel when the appointment starts inside the member's change cutoff: the shop's
 * phone number (a tel: link) and the text the server answers with.
 */
export function ChangesByPhoneNotice({ changes, className }: { changes: ChangesByPhone; className?: string }) {
  return (
    <div
      className={cn('flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100', className)}
      data-testid="changes-by-phone"
    >
      <PhoneIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p>
        {ruleMsg.changesByPhone(changes.hours)}
        {changes.phone ? (
          <>
            {': '}
            <a href={`tel:${changes.phone}`} className="font-semibold whitespace-nowrap underline underline-offset-4">
              {changes.phone}
            </a>
          </>
        ) : null}
      </p>
    </div>
  );
}
