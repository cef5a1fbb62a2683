import type { Limit } from '../../middleware/rate-limit.ts';
import type { MembershipDeps } from './membership.service.ts';

/** What the membership routes (the member's plan and the provider's webhook) are built from. */
export interface MembershipRoutesDeps extends MembershipDeps {
  limit: Limit;
}
