import { created, returns, type Domain } from '../operation.ts';

const feedLink = returns('CalendarFeedLink');

export const calendarFeeds: Domain = {
  tag: 'Calendar feeds',
  description: "Private iCalendar subscriptions: a member's appointments, and each shop's for the staff. The token in the feed's URL is its credential; resetting a link makes the old one answer 404.",
  operations: {
    'GET /api/calendar-feed': { summary: "The member's subscription link (null until made)", caller: 'member', success: feedLink },
    'POST /api/calendar-feed': { summary: "Make the member's subscription link (the existing one if made)", caller: 'member', success: created('CalendarFeedLink') },
    'POST /api/calendar-feed/reset': { summary: 'Replace the link; the old one stops working', caller: 'member', success: feedLink },
    'GET /api/calendar-feeds/:token': {
      summary: 'An iCalendar feed, opened by its token (`<token>.ics`)',
      caller: 'public',
      success: { mediaType: 'text/calendar', description: 'RFC 5545 text: one event per appointment, with the UID and SEQUENCE of its e-mailed invites.' },
    },
    'GET /api/admin/shops/:id/calendar-feed': { summary: "A shop's subscription link (null until made)", caller: 'admin', success: feedLink },
    'POST /api/admin/shops/:id/calendar-feed': { summary: "Make a shop's subscription link", caller: 'admin', success: created('CalendarFeedLink') },
    'POST /api/admin/shops/:id/calendar-feed/reset': { summary: "Replace a shop's link; the old one stops working", caller: 'admin', success: feedLink },
  },
};
