import type { MailAttachment } from '../../db/schema/mail.ts';
import { calendarText, type CalendarEvent } from '../../lib/icalendar.ts';

/** One appointment as an e-mailed invite (METHOD:REQUEST adds or moves it, METHOD:CANCEL removes it). */
export interface CalendarInvite extends Omit<CalendarEvent, 'cancelled'> {
  method: 'REQUEST' | 'CANCEL';
  timeZone: string;
  productName: string;
  /** For tests: DTSTAMP. */
  now?: Date;
}

/** The event as an e-mail attachment calendar clients recognise as an invite (or its cancellation). */
export function calendarAttachment({ method, timeZone, productName, now, ...event }: CalendarInvite): MailAttachment {
  return {
    filename: method === 'CANCEL' ? 'cancel.ics' : 'invite.ics',
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content: calendarText([{ ...event, cancelled: method === 'CANCEL' }], { method, timeZone, productName, now }),
  };
}
