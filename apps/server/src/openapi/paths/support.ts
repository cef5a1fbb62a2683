import { supportInboxQuerySchema, supportReplySchema } from '@drivecare/contract/support';
import { created, listOf, returns, type Domain } from '../operation.ts';

const newMessageForm =
  'Fields `subject` (required, up to 120 characters), `message` (required, up to 5,000), optional `appointmentId` and `vehicleId` (the member\'s own), and up to 3 `photos` (JPEG, PNG or WebP, checked by content, stored resized as WebP); the whole form within 12 MB.';

export const support: Domain = {
  tag: 'Support',
  description:
    "Members' conversations with the club and the staff inbox: Premium conversations first, then oldest waiting. Changes are pushed as `event: support` on GET /api/events to the conversation's member and to staff; staff replies are also e-mailed (notification kind `support-replies`).",
  operations: {
    'GET /api/support/conversations': { summary: "The member's conversations, latest activity first", caller: 'member', success: listOf('SupportConversationSummary') },
    'POST /api/support/conversations': {
      summary: 'Start a conversation (New Message)',
      caller: 'member',
      limited: true,
      body: { multipart: newMessageForm },
      success: created('SupportConversation'),
    },
    'GET /api/support/conversations/:id': {
      summary: 'A conversation with its messages',
      caller: 'owner',
      description: "Opening it marks staff's replies read.",
      success: returns('SupportConversation'),
    },
    'POST /api/support/conversations/:id/messages': {
      summary: 'Write again in a conversation',
      caller: 'owner',
      limited: true,
      description: '409 once the conversation is closed.',
      body: { multipart: 'Field `message` (required) and up to 3 `photos`, as for a new message.' },
      success: created('SupportConversation'),
    },
    'POST /api/support/conversations/:id/close': { summary: 'Close a conversation', caller: 'owner', success: returns('SupportConversation') },
    'GET /api/files/support-photos/:id': {
      summary: "A support message's photo",
      caller: 'member',
      description: "The conversation's member or an admin; anyone else gets 404.",
      success: { mediaType: 'image/webp', description: 'The photo, resized, as WebP.' },
    },
    'GET /api/admin/support': {
      summary: 'The support inbox, 50 a page',
      caller: 'admin',
      query: supportInboxQuerySchema,
      description: "Premium ('Priority') conversations first, then the one waiting longest.",
      success: returns('SupportInboxPage'),
    },
    'GET /api/admin/support/unread': { summary: 'Conversations with a member message no staff member has opened', caller: 'admin', success: returns('SupportUnread') },
    'GET /api/admin/support/response-times': {
      summary: 'Median first-response time per plan, last 30 days',
      caller: 'admin',
      success: returns('SupportResponseTimes'),
    },
    'GET /api/admin/support/:id': { summary: 'A conversation, for staff', caller: 'admin', description: 'Opening it marks it read for staff.', success: returns('StaffSupportConversation') },
    'POST /api/admin/support/:id/assign': { summary: 'Assign to me', caller: 'admin', success: returns('StaffSupportConversation') },
    'POST /api/admin/support/:id/replies': {
      summary: 'Send Reply',
      caller: 'admin',
      description: 'Answers the conversation, e-mails the member (unless they turned support replies off) and tells their browsers. 409 once closed.',
      body: supportReplySchema,
      success: created('StaffSupportConversation'),
    },
    'POST /api/admin/support/:id/close': { summary: 'Close a conversation', caller: 'admin', success: returns('StaffSupportConversation') },
  },
};
