import { z } from 'zod';

export const outboxStatuses = ['pending', 'sending', 'sent', 'dead'] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];

/** GET /api/admin/outbox?status= — which messages to list (all when absent). */
export const outboxQuerySchema = z.object({
  status: z.enum(outboxStatuses).optional(),
});
export type OutboxQuery = z.infer<typeof outboxQuerySchema>;

export interface OutboxMessage {
  id: string;
  to: string;
  subject: string;
  status: OutboxStatus;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  nextAttemptAt: string;
  sentAt: string | null;
}

export interface OutboxOverview {
  counts: Record<OutboxStatus, number>;
  /** The newest messages of the chosen status, at most 50. */
  messages: OutboxMessage[];
}

export const outboxMessages = {
  notFound: 'Message not found',
  notDead: 'Only a dead message can be retried',
  retried: 'The message will be sent again',
  /** Why the back office lists subjects and recipients only. */
  bodiesHidden: 'Message bodies are not shown here: account e-mails carry one-time codes and links meant only for their recipient.',
} as const;
