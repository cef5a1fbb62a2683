import type { SubscriptionStatus } from '@drivecare/contract/membership';
import { differenceInCalendarDays } from 'date-fns';

import { formatDate, parseDate } from '@/lib/format';

export interface RenewalDetails {
  /** 'Next Renewal' while the plan renews, otherwise 'Expires'. */
  label: 'Next Renewal' | 'Expires';
  /** 'MMM dd, yyyy' */
  date: string;
  /** e.g. '12 days remaining'; null when the day has come. */
  remaining: string | null;
}

export function renewalDetails(status: SubscriptionStatus, today = new Date()): RenewalDetails | null {
  const end = parseDate(status.subscription_end);
  if (!status.subscribed || !end) return null;
  const days = differenceInCalendarDays(end, today);
  return {
    label: status.will_renew ? 'Next Renewal' : 'Expires',
    date: formatDate(end),
    remaining: days > 0 ? `${days} ${days === 1 ? 'day' : 'days'} remaining` : null,
  };
}
