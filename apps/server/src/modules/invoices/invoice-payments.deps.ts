import type { Limit } from '../../middleware/rate-limit.ts';
import type { MembershipDeps } from '../membership/membership.service.ts';

/** What 'Pay Now', the invoice checkout and 'Mark as Paid' are built from: the membership's payments and webhook. */
export interface InvoicePaymentsDeps extends MembershipDeps {
  limit: Limit;
}
