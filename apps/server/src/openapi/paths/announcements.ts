import { announcementInputSchema, announcementStatusSchema } from '@drivecare/contract/announcements';
import { created, listOf, noContent, returns, type Domain } from '../operation.ts';

export const announcements: Domain = {
  tag: 'Announcements and events',
  description: "The club's announcements (banner and pop-up) and the live event stream that pushes them.",
  operations: {
    'GET /api/announcements/current': { summary: 'The announcement to show the member now, if any', caller: 'member', success: returns('CurrentAnnouncement') },
    'POST /api/announcements/:id/acknowledge': { summary: "The member's Got it", caller: 'member', success: noContent('Recorded.') },
    'POST /api/announcements/:id/dismiss': { summary: 'The member closed the banner', caller: 'member', success: noContent('Recorded.') },
    'GET /api/events': {
      summary: 'Server-sent events (announcements published, changed, removed)',
      caller: 'member',
      success: { mediaType: 'text/event-stream', description: 'A stream that stays open.' },
    },
    'GET /api/admin/announcements': { summary: 'Every announcement', caller: 'admin', success: listOf('Announcement') },
    'POST /api/admin/announcements': { summary: 'Publish an announcement', caller: 'admin', body: announcementInputSchema, success: created('Announcement') },
    'PUT /api/admin/announcements/:id': { summary: 'Edit an announcement', caller: 'admin', body: announcementInputSchema, success: returns('Announcement') },
    'PATCH /api/admin/announcements/:id/status': {
      summary: 'Activate or deactivate an announcement',
      caller: 'admin',
      body: announcementStatusSchema,
      success: returns('Announcement'),
    },
    'DELETE /api/admin/announcements/:id': { summary: 'Remove an announcement', caller: 'admin', success: noContent() },
  },
};
