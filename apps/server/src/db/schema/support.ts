import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { SupportStatus } from '@drivecare/contract/support';
import { user } from './auth.ts';
import { appointments } from './appointments.ts';
import { vehicles } from './vehicles.ts';

/**
 * A member's conversation with the club. `priority` is the member's plan when they last wrote (Premium first in
 * the inbox); `waiting_since` is when the oldest unanswered member message arrived (null once answered or closed);
 * `first_response_at` feeds the response-time figures. Unread state is kept here, so the lists read one row each.
 */
export const supportConversations = pgTable(
  'support_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    appointmentId: uuid('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    vehicleId: uuid('vehicle_id').references(() => vehicles.id, { onDelete: 'set null' }),
    status: text('status').$type<SupportStatus>().notNull().default('open'),
    priority: boolean('priority').notNull().default(false),
    assignedTo: text('assigned_to').references(() => user.id, { onDelete: 'set null' }),
    waitingSince: timestamp('waiting_since', { withTimezone: true }),
    firstResponseAt: timestamp('first_response_at', { withTimezone: true }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    /** Staff replies the member has not opened yet. */
    memberUnread: integer('member_unread').notNull().default(0),
    /** A member message no staff member has opened yet. */
    staffUnread: boolean('staff_unread').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('support_conversations_status_check', sql`${t.status} in ('open', 'answered', 'closed')`),
    index('support_conversations_user_idx').on(t.userId, t.lastMessageAt.desc()),
    // The inbox page per tab: Premium first, then oldest waiting, straight from the index.
    index('support_conversations_inbox_idx').on(t.status, t.priority.desc(), t.waitingSince.asc(), t.lastMessageAt.asc(), t.id),
    index('support_conversations_staff_unread_idx').on(t.id).where(sql`${t.staffUnread} and ${t.status} <> 'closed'`),
    index('support_conversations_response_idx').on(t.createdAt).where(sql`${t.firstResponseAt} is not null`),
  ],
);

export const supportMessages = pgTable(
  'support_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => supportConversations.id, { onDelete: 'cascade' }),
    authorId: text('author_id').references(() => user.id, { onDelete: 'set null' }),
    fromStaff: boolean('from_staff').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('support_messages_conversation_idx').on(t.conversationId, t.createdAt)],
);

/** A photo attached to a message; the resized image sits in the storage adapter under file_key. */
export const supportMessagePhotos = pgTable(
  'support_message_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => supportMessages.id, { onDelete: 'cascade' }),
    fileKey: text('file_key').notNull().unique(),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('support_message_photos_message_idx').on(t.messageId, t.createdAt)],
);
