import { z } from 'zod';

/** A conversation's state: 'open' waits for staff, 'answered' has staff's last word, 'closed' is done. */
export const supportStatuses = ['open', 'answered', 'closed'] as const;
export type SupportStatus = (typeof supportStatuses)[number];
export const supportStatusLabels: Record<SupportStatus, string> = { open: 'Open', answered: 'Answered', closed: 'Closed' };

export const SUPPORT_PHOTO_LIMIT = 3;
export const SUPPORT_PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const SUPPORT_INBOX_PAGE = 50;

export const supportMessages = {
  notFound: 'Conversation not found',
  photoNotFound: 'Photo not found',
  photoLimit: `Attach at most ${SUPPORT_PHOTO_LIMIT} photos`,
  photoType: 'Please choose a JPEG, PNG or WebP image',
  photoTooLarge: 'The photo must be at most 10 MB',
  closed: 'This conversation is closed',
  appointmentNotFound: 'Appointment not found',
  vehicleNotFound: 'Vehicle not found',
  sent: 'Message sent',
  replySent: 'Reply sent',
  closedToast: 'Conversation closed',
  assigned: 'Assigned to you',
  empty: 'No conversations yet',
  inboxEmpty: 'No conversations are waiting',
  priority: 'Priority',
} as const;

const text = (label: string, max: number) =>
  z.string({ error: `${label} is required` }).trim().min(1, `${label} is required`).max(max, `${label} must be at most ${max} characters`);
const optionalId = z
  .string()
  .trim()
  .nullish()
  .transform((v) => (v ? v : null));

/** POST /api/support/conversations (multipart: these fields plus up to 3 `photos`). */
export const supportNewMessageSchema = z.object({
  subject: text('Subject', 120),
  message: text('Message', 5000),
  appointmentId: optionalId,
  vehicleId: optionalId,
});
export type SupportNewMessage = z.input<typeof supportNewMessageSchema>;

/** POST /api/support/conversations/:id/messages and POST /api/admin/support/:id/replies. */
export const supportReplySchema = z.object({ message: text('Message', 5000) });
export type SupportReply = z.infer<typeof supportReplySchema>;

/** GET /api/admin/support query: the inbox's tab and page. */
export const supportInboxQuerySchema = z.object({
  status: z.enum(supportStatuses, { error: 'Unknown status' }).default('open'),
  page: z.coerce.number({ error: 'page must be a number' }).int().min(1).max(10_000).default(1),
});

export interface SupportPhoto {
  id: string;
  url: string;
  width: number;
  height: number;
}

export interface SupportMessage {
  id: string;
  fromStaff: boolean;
  authorName: string;
  body: string;
  createdAt: string;
  photos: SupportPhoto[];
}

/** One row of the member's list. */
export interface SupportConversationSummary {
  id: string;
  subject: string;
  status: SupportStatus;
  unread: number;
  lastMessageAt: string;
  createdAt: string;
}

export interface SupportConversation extends SupportConversationSummary {
  appointment: { id: string; label: string } | null;
  vehicle: { id: string; label: string } | null;
  messages: SupportMessage[];
}

/** One row of the staff inbox. */
export interface SupportInboxItem {
  id: string;
  subject: string;
  status: SupportStatus;
  priority: boolean;
  memberName: string;
  memberEmail: string;
  assignedToName: string | null;
  unread: boolean;
  /** Since when the member has waited for an answer (null when nobody waits). */
  waitingSince: string | null;
  lastMessageAt: string;
  createdAt: string;
}

export interface SupportInboxPage {
  items: SupportInboxItem[];
  page: number;
  hasMore: boolean;
}

export interface StaffSupportConversation extends SupportConversation {
  priority: boolean;
  memberName: string;
  memberEmail: string;
  assignedToId: string | null;
  assignedToName: string | null;
  waitingSince: string | null;
}

export interface SupportUnread {
  count: number;
}

/** GET /api/admin/support/response-times: median minutes to the first staff reply, per plan, over the last 30 days. */
export interface SupportResponseTimes {
  days: number;
  premium: { medianMinutes: number | null; conversations: number };
  basic: { medianMinutes: number | null; conversations: number };
}

export const supportPhotoUrl = (id: string) => `/api/files/support-photos/${id}`;

/** '< 1 min', '3 min', '2 h 5 min', '1 d 4 h': how long something has waited or took. */
export function formatWait(minutes: number): string {
  const m = Math.max(0, Math.floor(minutes));
  if (m < 1) return '< 1 min';
  if (m < 60) return `${m} min`;
  const h = Math.floor(m / 60);
  if (h < 24) return m % 60 ? `${h} h ${m % 60} min` : `${h} h`;
  const d = Math.floor(h / 24);
  return h % 24 ? `${d} d ${h % 24} h` : `${d} d`;
}
