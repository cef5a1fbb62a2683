import { z } from 'zod';
import { isCalendarDate } from './calendar-date.ts';

/** Texts of the Audit Log screen. */
export const auditMessages = {
  title: 'Audit Log',
  description: 'Every action taken in the back office: who did what, to what, and when.',
  empty: 'No actions match these filters.',
  anyAdmin: 'All admins',
  anyAction: 'All actions',
  invalidDate: 'Use the yyyy-MM-dd format',
  toBeforeFrom: 'The end date cannot be before the start date',
} as const;

/** What each action reads as; an action written by a newer module and missing here shows its own words. */
export const auditActionLabels: Record<string, string> = {
  create: 'Created',
  edit: 'Edited',
  ban: 'Banned',
  unban: 'Unbanned',
  activate: 'Activated',
  deactivate: 'Deactivated',
  delete: 'Deleted',
  role_change: 'Role changed',
  schedule_change: 'Hours changed',
  status_change: 'Status changed',
  closure_add: 'Closure added',
  closure_remove: 'Closure removed',
  appointment_move: 'Appointment moved',
  settings_change: 'Settings changed',
  credit_note: 'Credit note issued',
  mark_paid: 'Marked as paid',
};
export const auditActionLabel = (action: string) =>
  auditActionLabels[action] ?? action.replaceAll('_', ' ').replace(/^./, (c) => c.toUpperCase());

/** What kind of thing an entry is about, as the screen names it beside the target's name. */
export const auditTargetLabels: Record<string, string> = {
  person: 'Member',
  shop: 'Shop',
  service: 'Service',
  appointment: 'Appointment',
  announcement: 'Announcement',
  vehicle: 'Vehicle',
  settings: 'Settings',
  invoice: 'Invoice',
};

const day = z.string().refine(isCalendarDate, auditMessages.invalidDate).optional();

/** GET /api/admin/audit: newest first, filtered by admin, action and the club's days from/to (inclusive). */
export const listAuditQuerySchema = z
  .object({
    actorId: z.string().trim().min(1).max(64).optional(),
    action: z.string().trim().regex(/^[a-z_]{1,40}$/, 'Unknown action').optional(),
    from: day,
    to: day,
    page: z.coerce.number().int().min(1).max(100000).optional().default(1),
    pageSize: z.coerce.number().int().min(1).max(100).optional().default(25),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: auditMessages.toBeforeFrom, path: ['to'] });
export type ListAuditQuery = z.input<typeof listAuditQuerySchema>;

export interface AuditLogEntry {
  id: string;
  createdAt: string;
  action: string;
  actor: { id: string; name: string; email: string } | null;
  targetType: string;
  targetId: string;
  /** The target's name (the member, shop, service…), as it was when it is no longer there. */
  targetName: string | null;
  before: unknown;
  after: unknown;
}

export interface AuditLogPage {
  data: AuditLogEntry[];
  page: number;
  pageSize: number;
  totalCount: number;
}

/** GET /api/admin/audit/filters: the admins and actions that appear in the log. */
export interface AuditFilters {
  actors: { id: string; name: string; email: string }[];
  actions: string[];
}
