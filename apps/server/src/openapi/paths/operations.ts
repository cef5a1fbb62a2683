import { outboxQuerySchema } from '@drivecare/contract/outbox';
import { z } from 'zod';
import { returns, type Domain } from '../operation.ts';

export const operations: Domain = {
  tag: 'Operations',
  description: 'Health checks for load balancers, the dashboards, the mail outbox and this description itself.',
  operations: {
    'GET /healthz': {
      summary: 'Liveness: the process answers',
      caller: 'public',
      description: 'Touches nothing else; a failing liveness check means restart the process.',
      success: { schema: z.object({ status: z.literal('ok') }) },
    },
    'GET /readyz': {
      summary: 'Readiness: the database answers',
      caller: 'public',
      description: 'What the load balancer checks before sending traffic; 503 `{"status":"unavailable"}` while the database does not answer.',
      success: { schema: z.object({ status: z.literal('ready') }) },
    },
    'GET /api/dashboard': { summary: "The member's home page in one request", caller: 'member', success: returns('Dashboard') },
    'GET /api/admin/stats': { summary: "The staff dashboard's totals", caller: 'admin', success: returns('DashboardStats') },
    'GET /api/admin/outbox': { summary: 'Mail delivery: counts and messages by status', caller: 'admin', query: outboxQuerySchema, success: returns('OutboxOverview') },
    'POST /api/admin/outbox/:id/retry': { summary: 'Send a dead message again', caller: 'admin', success: returns('OutboxMessage') },
    'GET /api/openapi.json': {
      summary: 'This OpenAPI 3.1 document',
      caller: 'public',
      description: 'Public: the API is no secret (the web app shows it to every browser); each route checks its own caller.',
      success: { description: 'The document.', type: 'OpenAPI document' },
    },
    'GET /api/docs': {
      summary: 'This API reference as a page',
      caller: 'public',
      success: { mediaType: 'text/html', description: 'A self-contained page: no script, nothing fetched from elsewhere.' },
    },
  },
};
