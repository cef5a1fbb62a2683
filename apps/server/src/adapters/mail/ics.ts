import type { MailAttachment } from '../../db/schema/mail.ts';
import { offsetMinutes } from '../../lib/club-time.ts';

/** One appointment as a calendar event, in the club's local time. */
export interface CalendarEvent {
  /** Stable across every version of the appointment, so calendars update rather than duplicate. */
  uid: string;
  /** Raised on every change; calendars ignore an update whose sequence is not higher. */
  sequence: number;
  method: 'REQUEST' | 'CANCEL';
  /** yyyy-MM-dd and HH:mm in `timeZone`. */
  date: string;
  time: string;
  durationMinutes?: number;
  timeZone: string;
  summary: string;
  location: string;
  description: string;
  url: string;
  organizer: { name: string; email: string };
  attendee: { name?: string; email: string };
  productName: string;
  /** For tests: DTSTAMP. */
  now?: Date;
}

const CRLF = '\r\n';

/** RFC 5545 TEXT escaping. */
const escapeText = (s: string) =>
  s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
/** A parameter value; quoted because names may hold commas or colons. */
const param = (s: string) => `"${s.replace(/["\r\n]/g, '')}"`;

/** Folds a content line at 75 octets without splitting a UTF-8 character. */
function fold(line: string): string {
  const out: string[] = [];
  let current = '';
  let bytes = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch);
    const limit = out.length === 0 ? 75 : 74;
    if (bytes + size > limit) {
      out.push(current);
      current = '';
      bytes = 0;
    }
    current += ch;
    bytes += size;
  }
  out.push(current);
  return out.join(`${CRLF} `);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
/** A naive local date-time (its fields read as UTC) in iCalendar's basic form. */
const localStamp = (d: Date) =>
  `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}00`;
const utcStamp = (d: Date) => `${localStamp(d).slice(0, 13)}${pad(d.getUTCSeconds())}Z`;

const formatOffset = (minutes: number) =>
  `${minutes < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(minutes) / 60))}${pad(Math.abs(minutes) % 60)}`;

interface Transition {
  at: Date;
  from: number;
  to: number;
}

/** The zone's offset changes from the start of `fromYear` to the end of `toYear`, found to the minute. */
function transitions(timeZone: string, fromYear: number, toYear: number): Transition[] {
  const found: Transition[] = [];
  const end = Date.UTC(toYear + 1, 0, 1);
  const DAY = 86_400_000;
  for (let t = Date.UTC(fromYear, 0, 1); t < end; t += DAY) {
    const before = offsetMinutes(timeZone, new Date(t));
    const after = offsetMinutes(timeZone, new Date(t + DAY));
    if (before === after) continue;
    let lo = t;
    let hi = t + DAY;
    while (hi - lo > 60_000) {
      const mid = lo + Math.floor((hi - lo) / 120_000) * 60_000;
      if (offsetMinutes(timeZone, new Date(mid)) === before) lo = mid;
      else hi = mid;
    }
    found.push({ at: new Date(hi), from: before, to: after });
  }
  return found;
}

const vtimezones = new Map<string, string[]>();

/** A VTIMEZONE for the event's year (and the year before, so the event's observance is always described). */
function vtimezone(timeZone: string, year: number): string[] {
  const key = `${timeZone}|${year}`;
  const cached = vtimezones.get(key);
  if (cached) return cached;
  const lines = buildVtimezone(timeZone, year);
  vtimezones.set(key, lines);
  return lines;
}

function buildVtimezone(timeZone: string, year: number): string[] {
  const changes = transitions(timeZone, year - 1, year);
  const lines = ['BEGIN:VTIMEZONE', `TZID:${timeZone}`];
  if (changes.length === 0) {
    const offset = formatOffset(offsetMinutes(timeZone, new Date(Date.UTC(year, 0, 1))));
    lines.push(
      'BEGIN:STANDARD',
      'DTSTART:19700101T000000',
      `TZOFFSETFROM:${offset}`,
      `TZOFFSETTO:${offset}`,
      'END:STANDARD',
    );
  }
  for (const c of changes) {
    const kind = c.to > c.from ? 'DAYLIGHT' : 'STANDARD';
    // An observance starts at the local time read on the clock before the change.
    const localOnset = new Date(c.at.getTime() + c.from * 60_000);
    lines.push(
      `BEGIN:${kind}`,
      `DTSTART:${localStamp(localOnset)}`,
      `TZOFFSETFROM:${formatOffset(c.from)}`,
      `TZOFFSETTO:${formatOffset(c.to)}`,
      `END:${kind}`,
    );
  }
  lines.push('END:VTIMEZONE');
  return lines;
}

/** The event as RFC 5545 text (CRLF lines, folded), METHOD:REQUEST to add or move it, METHOD:CANCEL to remove it. */
export function calendarText(e: CalendarEvent): string {
  const [y, mo, d] = e.date.split('-').map(Number);
  const [h, mi] = e.time.split(':').map(Number);
  const start = new Date(Date.UTC(y!, mo! - 1, d!, h!, mi!));
  const end = new Date(start.getTime() + (e.durationMinutes ?? 60) * 60_000);
  const tz = e.timeZone;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${e.productName.replace(/\/\//g, '/')}//Appointments//EN`,
    'CALSCALE:GREGORIAN',
    `METHOD:${e.method}`,
    ...vtimezone(tz, y!),
    'BEGIN:VEVENT',
    `UID:${e.uid}`,
    `SEQUENCE:${e.sequence}`,
    `DTSTAMP:${utcStamp(e.now ?? new Date())}`,
    `DTSTART;TZID=${tz}:${localStamp(start)}`,
    `DTEND;TZID=${tz}:${localStamp(end)}`,
    `SUMMARY:${escapeText(e.summary)}`,
    `LOCATION:${escapeText(e.location)}`,
    `DESCRIPTION:${escapeText(e.description)}`,
    `URL:${e.url}`,
    `ORGANIZER;CN=${param(e.organizer.name)}:mailto:${e.organizer.email}`,
    `ATTENDEE;${e.attendee.name ? `CN=${param(e.attendee.name)};` : ''}ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:${e.attendee.email}`,
    `STATUS:${e.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(fold).join(CRLF) + CRLF;
}

/** The event as an e-mail attachment calendar clients recognise as an invite (or its cancellation). */
export function calendarAttachment(e: CalendarEvent): MailAttachment {
  return {
    filename: e.method === 'CANCEL' ? 'cancel.ics' : 'invite.ics',
    contentType: `text/calendar; charset=utf-8; method=${e.method}`,
    content: calendarText(e),
  };
}
