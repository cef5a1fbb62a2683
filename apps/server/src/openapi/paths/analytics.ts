import { analyticsSchema } from '@drivecare/contract/analytics';
import type { Domain } from '../operation.ts';

export const analytics: Domain = {
  tag: 'Analytics',
  description: "The member's own figures: the Basic dashboard analytics for everyone, Premium's advanced analytics and history export.",
  operations: {
    'GET /api/analytics': {
      summary: "The member's analytics",
      caller: 'member',
      description:
        'Basic figures for this year (visits, net spending, vehicles, maintenance items due). `advanced` (spending per month and vehicle, cost per mile, services by kind, the next 12 months of due maintenance) is null unless the member is Premium.',
      success: { schema: analyticsSchema },
    },
    'GET /api/analytics/export': {
      summary: "The member's service history as CSV (Premium)",
      caller: 'member',
      description: "One row per invoice of the caller's: date, number, vehicle, services, total, credited and net in USD. 403 for a Basic member.",
      success: { mediaType: 'text/csv', description: 'CSV with a header row (UTF-8 with a byte-order mark, formula-like cells prefixed with an apostrophe), as an attachment.' },
    },
  },
};
