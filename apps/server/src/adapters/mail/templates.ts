import type { MailAttachment } from '../../db/schema/mail.ts';
import type { OutgoingMail } from './mail-transport.ts';

export interface MailBrand {
  productName: string;
  appUrl: string;
  /** The sender (MAIL_FROM), named as the calendar invite's organizer. */
  mailFrom?: string;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

// Where a non-essential mail's unsubscribe line goes (withUnsubscribeFooter).
const FOOTER_EXTRA = '<!--footer-extra-->';

/** One layout for every message: the club's name, the body, a footer. */
function layout(brand: MailBrand, title: string, bodyHtml: string): string {
  return `<!doctype html><html><body style="margin:0;background:#f4f6fb;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;border:1px solid #e5e7eb">
<tr><td style="padding:20px 28px;background:#1d4ed8;border-radius:12px 12px 0 0;color:#ffffff;font-size:20px;font-weight:bold">${escapeHtml(brand.productName)}</td></tr>
<tr><td style="padding:28px"><h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(title)}</h1>${bodyHtml}</td></tr>
<tr><td style="padding:16px 28px;color:#6b7280;font-size:12px;border-top:1px solid #e5e7eb">You received this e-mail because of your ${escapeHtml(brand.productName)} account.${FOOTER_EXTRA}</td></tr>
</table></td></tr></table></body></html>`;
}

const button = (href: string, label: string) =>
  `<p style="margin:24px 0"><a href="${escapeHtml(href)}" style="background:#1d4ed8;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(label)}</a></p>`;

export function verificationCodeMail(brand: MailBrand, to: string, code: string, expiresMinutes: number): OutgoingMail {
  const link = `${brand.appUrl}/auth/verify-email?email=${encodeURIComponent(to)}&code=${encodeURIComponent(code)}`;
  return {
    to,
    // No code in the subject: subjects are shown in the back office (the outbox), bodies are not.
    subject: `Your ${brand.productName} verification code`,
    // The code stands alone on its own line so people (and tests) can pick it out.
    text: [
      `Welcome to ${brand.productName}!`,
      '',
      'Your verification code is:',
      '',
      code,
      '',
      `Or open this link to verify your e-mail address: ${link}`,
      '',
      `The code expires in ${expiresMinutes} minutes. If you did not create an account, you can ignore this e-mail.`,
    ].join('\n'),
    html: layout(
      brand,
      'Confirm your e-mail address',
      `<p>Your verification code is:</p>
<p style="font-size:32px;letter-spacing:8px;font-weight:bold;font-family:monospace;margin:16px 0">${escapeHtml(code)}</p>
${button(link, 'Verify my e-mail')}
<p style="color:#6b7280;font-size:14px">The code expires in ${expiresMinutes} minutes. If you did not create an account, you can ignore this e-mail.</p>`,
    ),
  };
}

export function passwordResetMail(brand: MailBrand, to: string, url: string): OutgoingMail {
  return {
    to,
    subject: `Reset your ${brand.productName} password`,
    text: [
      'We received a request to reset your password.',
      '',
      `Open this link to choose a new password: ${url}`,
      '',
      'The link expires in 1 hour. If you did not ask for this, you can ignore this e-mail.',
    ].join('\n'),
    html: layout(
      brand,
      'Reset your password',
      `<p>We received a request to reset your password.</p>${button(url, 'Choose a new password')}
<p style="color:#6b7280;font-size:14px">The link expires in 1 hour. If you did not ask for this, you can ignore this e-mail.</p>`,
    ),
  };
}

export function changeEmailConfirmationMail(brand: MailBrand, to: string, newEmail: string, url: string): OutgoingMail {
  return {
    to,
    subject: `Confirm your new ${brand.productName} e-mail address`,
    text: [`A change of your e-mail address to ${newEmail} was requested.`, '', `Confirm it here: ${url}`].join('\n'),
    html: layout(
      brand,
      'Confirm your e-mail change',
      `<p>A change of your e-mail address to <strong>${escapeHtml(newEmail)}</strong> was requested.</p>${button(url, 'Confirm the change')}`,
    ),
  };
}

export function existingAccountMail(brand: MailBrand, to: string): OutgoingMail {
  const signIn = `${brand.appUrl}/auth/sign-in?email=${encodeURIComponent(to)}`;
  const reset = `${brand.appUrl}/auth/forgot-password`;
  return {
    to,
    subject: `Someone tried to create a ${brand.productName} account with your e-mail`,
    text: [
      'Someone (hopefully you) tried to sign up with this e-mail address, but it already has an account.',
      '',
      `Sign in: ${signIn}`,
      `Forgot your password? ${reset}`,
      '',
      'If it was not you, you can ignore this e-mail: nothing has changed.',
    ].join('\n'),
    html: layout(
      brand,
      'You already have an account',
      `<p>Someone (hopefully you) tried to sign up with this e-mail address, but it already has an account.</p>${button(signIn, 'Sign in')}
<p><a href="${escapeHtml(reset)}">Forgot your password?</a></p><p style="color:#6b7280;font-size:14px">If it was not you, you can ignore this e-mail: nothing has changed.</p>`,
    ),
  };
}

export interface AppointmentMailFacts {
  /** e.g. 'Monday, December 1, 2025 at 10:00 AM' */
  when: string;
  shopName: string;
  shopAddress: string;
  appointmentUrl: string;
  /** e.g. '2021 Toyota Corolla (ABC-123)'; null when the vehicle was removed. */
  vehicle?: string | null;
  services?: string[];
}

const detailRows = (facts: AppointmentMailFacts): [string, string][] => [
  ['When', facts.when],
  ['Shop', facts.shopName],
  ['Address', facts.shopAddress],
  ...(facts.vehicle ? ([['Vehicle', facts.vehicle]] as [string, string][]) : []),
  ...(facts.services?.length ? ([['Services', facts.services.join(', ')]] as [string, string][]) : []),
];

const detailsText = (facts: AppointmentMailFacts) => detailRows(facts).map(([k, v]) => `${k}: ${v}`);

const detailsHtml = (facts: AppointmentMailFacts) =>
  `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 4px;font-size:15px;line-height:22px">${detailRows(facts)
    .map(
      ([k, v]) =>
        `<tr><td style="padding:2px 16px 2px 0;color:#6b7280;vertical-align:top">${escapeHtml(k)}</td><td style="padding:2px 0;font-weight:bold">${escapeHtml(v)}</td></tr>`,
    )
    .join('')}</table>`;

const calendarNote = (attachments: MailAttachment[] | undefined, cancel = false) =>
  attachments?.some((a) => a.filename.endsWith('.ics'))
    ? cancel
      ? 'The attached calendar file removes the appointment from your calendar.'
      : 'Add it to your calendar with the attached invite; it updates itself if the appointment moves.'
    : null;

/** The shared body of every appointment message: intro, details, note, buttons. */
function appointmentMail(
  brand: MailBrand,
  to: string,
  p: {
    subject: string;
    title: string;
    intro: string;
    facts: AppointmentMailFacts;
    note?: string | null;
    links: { label: string; href: string }[];
    attachments?: MailAttachment[];
  },
): OutgoingMail {
  const text = [
    p.intro,
    '',
    ...detailsText(p.facts),
    '',
    ...p.links.map((l) => `${l.label}: ${l.href}`),
    ...(p.note ? ['', p.note] : []),
  ].join('\n');
  const [primary, ...others] = p.links;
  const html = layout(
    brand,
    p.title,
    `<p>${escapeHtml(p.intro)}</p>${detailsHtml(p.facts)}${primary ? button(primary.href, primary.label) : ''}${
      others.length
        ? `<p style="font-size:14px">${others.map((l) => `<a href="${escapeHtml(l.href)}">${escapeHtml(l.label)}</a>`).join(' &middot; ')}</p>`
        : ''
    }${p.note ? `<p style="color:#6b7280;font-size:14px">${escapeHtml(p.note)}</p>` : ''}`,
  );
  return { to, subject: p.subject, text, html, ...(p.attachments?.length ? { attachments: p.attachments } : {}) };
}

export function appointmentConfirmationMail(
  brand: MailBrand,
  to: string,
  facts: AppointmentMailFacts,
  attachments?: MailAttachment[],
): OutgoingMail {
  return appointmentMail(brand, to, {
    subject: `Your ${brand.productName} appointment is booked for ${facts.when}`,
    title: 'Your appointment is booked',
    intro: 'Your appointment is booked. See you there!',
    facts,
    note: calendarNote(attachments),
    links: [{ label: 'Details, rescheduling and cancelling', href: facts.appointmentUrl }],
    attachments,
  });
}

export function appointmentStatusMail(
  brand: MailBrand,
  to: string,
  facts: AppointmentMailFacts & { newStatus: string; previousStatus: string },
  attachments?: MailAttachment[],
): OutgoingMail {
  return appointmentMail(brand, to, {
    subject: `Your ${brand.productName} appointment is ${facts.newStatus}`,
    title: `Your appointment is ${facts.newStatus}`,
    intro: `Your appointment changed from ${facts.previousStatus} to ${facts.newStatus}.`,
    facts,
    note: calendarNote(attachments, facts.newStatus === 'cancelled'),
    links: [{ label: 'Details', href: facts.appointmentUrl }],
    attachments,
  });
}

export function appointmentRescheduledMail(
  brand: MailBrand,
  to: string,
  facts: AppointmentMailFacts & { previousWhen: string },
  attachments?: MailAttachment[],
): OutgoingMail {
  return appointmentMail(brand, to, {
    subject: `Your ${brand.productName} appointment moved to ${facts.when}`,
    title: 'Your appointment has moved',
    intro: `Your appointment moved from ${facts.previousWhen} to ${facts.when}.`,
    facts,
    note: calendarNote(attachments),
    links: [{ label: 'View appointment', href: facts.appointmentUrl }],
    attachments,
  });
}

/** `closedFor`: the reason of the closure the appointment fell in, when the shop's closing cancelled it. */
export function appointmentCancelledMail(
  brand: MailBrand,
  to: string,
  facts: AppointmentMailFacts,
  attachments?: MailAttachment[],
  closedFor?: string,
): OutgoingMail {
  return appointmentMail(brand, to, {
    subject: `Your ${brand.productName} appointment is cancelled`,
    title: 'Your appointment is cancelled',
    intro: closedFor
      ? `Your appointment on ${facts.when} is cancelled because ${facts.shopName} is closed: ${closedFor}. We are sorry for the inconvenience; please book another time.`
      : `Your appointment on ${facts.when} is cancelled: its status changed from scheduled to cancelled.`,
    facts,
    note: calendarNote(attachments, true),
    links: [
      { label: 'View appointment', href: facts.appointmentUrl },
      { label: 'Book another appointment', href: `${brand.appUrl}/appointments/new` },
    ],
    attachments,
  });
}

export function appointmentReminderMail(brand: MailBrand, to: string, facts: AppointmentMailFacts): OutgoingMail {
  return appointmentMail(brand, to, {
    subject: `Reminder: your ${brand.productName} appointment is ${facts.when}`,
    title: 'See you soon',
    intro: `This is a reminder of your appointment on ${facts.when}.`,
    facts,
    links: [
      { label: 'View appointment', href: facts.appointmentUrl },
      { label: 'Reschedule', href: `${facts.appointmentUrl}/edit` },
      { label: 'Cancel', href: facts.appointmentUrl },
    ],
  });
}

/** A place opened in a full slot the member waits for: held for them until `until`, claimed through `claimUrl`. */
export function waitlistOfferMail(brand: MailBrand, to: string, p: { when: string; shopName: string; until: string; claimUrl: string }): OutgoingMail {
  const title = 'A place has opened up';
  const intro = `A place has opened up at ${p.shopName} on ${p.when}, a time slot you are on the waitlist for.`;
  const hold = `It is held for you until ${p.until} (30 minutes). After that it is offered to the next member waiting.`;
  return {
    to,
    subject: `A place opened up: ${p.when} at ${p.shopName}`,
    text: [intro, hold, '', `Claim this slot: ${p.claimUrl}`].join('\n'),
    html: layout(brand, title, `<p>${escapeHtml(intro)}</p><p>${escapeHtml(hold)}</p>${button(p.claimUrl, 'Claim this slot')}`),
  };
}

export interface MaintenanceDueLine {
  serviceName: string;
  /** 'Overdue' or 'Due soon'. */
  stateLabel: string;
  /** e.g. 'Jul 1, 2026 or 47,000 mi'; null when neither is known. */
  due: string | null;
}

/** One e-mail per vehicle listing what is due, with 'Book now' landing on the pre-filled booking (through sign-in). */
export function maintenanceDueMail(brand: MailBrand, to: string, p: { vehicle: string; lines: MaintenanceDueLine[]; bookUrl: string; vehicleUrl: string }): OutgoingMail {
  const overdue = p.lines.some((l) => l.stateLabel === 'Overdue');
  const title = overdue ? `Maintenance overdue for your ${p.vehicle}` : `Maintenance due soon for your ${p.vehicle}`;
  const describe = (l: MaintenanceDueLine) => `${l.serviceName}: ${l.stateLabel}${l.due ? ` (due ${l.due})` : ''}`;
  return {
    to,
    subject: title,
    text: [
      `${title}.`,
      '',
      ...p.lines.map((l) => `- ${describe(l)}`),
      '',
      `Book now: ${p.bookUrl}`,
      `See the maintenance schedule: ${p.vehicleUrl}`,
    ].join('\n'),
    html: layout(
      brand,
      title,
      `<p>These services are due for your ${escapeHtml(p.vehicle)}:</p>
<ul style="padding-left:20px;line-height:1.6">${p.lines.map((l) => `<li><strong>${escapeHtml(l.serviceName)}</strong>: ${escapeHtml(l.stateLabel)}${l.due ? ` (due ${escapeHtml(l.due)})` : ''}</li>`).join('')}</ul>
${button(p.bookUrl, 'Book now')}
<p><a href="${escapeHtml(p.vehicleUrl)}">See the maintenance schedule</a></p>`,
    ),
  };
}

/**
 * A non-essential mail: a footer line that turns this kind off without signing in, and the RFC 8058 headers that
 * let the mail client offer the same in one click (a POST to `oneClickUrl`).
 */
export function withUnsubscribe(mail: OutgoingMail, p: { pageUrl: string; oneClickUrl: string; label: string }): OutgoingMail {
  const line = `Don't want ${p.label.toLowerCase()} by e-mail?`;
  return {
    ...mail,
    text: `${mail.text}\n\n--\n${line} Unsubscribe: ${p.pageUrl}`,
    html: mail.html.replace(
      FOOTER_EXTRA,
      `<br>${escapeHtml(line)} <a href="${escapeHtml(p.pageUrl)}" style="color:#4b5563">Unsubscribe</a>`,
    ),
    headers: { ...mail.headers, 'List-Unsubscribe': `<${p.oneClickUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

/** 'Awaiting approval' (the estimate waits for the member) and 'Ready for pickup'. */
export function visitStageMail(
  brand: MailBrand,
  to: string,
  facts: AppointmentMailFacts & { stage: 'awaiting-approval' | 'ready-for-pickup' },
): OutgoingMail {
  const approval = facts.stage === 'awaiting-approval';
  return appointmentMail(brand, to, {
    subject: approval ? `Your ${brand.productName} estimate is waiting for your approval` : `Your car is ready for pickup`,
    title: approval ? 'Your approval is needed' : 'Your car is ready for pickup',
    intro: approval
      ? 'Our technicians inspected your car and recommend some work. Please approve or decline each item.'
      : 'The work on your car is done. You can pick it up at the shop.',
    facts,
    links: [{ label: approval ? 'Review the estimate' : 'View appointment', href: facts.appointmentUrl }],
  });
}

/** Staff answered a support conversation: the reply's text and a link to the thread. */
export function supportReplyMail(brand: MailBrand, to: string, p: { subject: string; reply: string; url: string }): OutgoingMail {
  const title = `New reply: ${p.subject}`;
  return {
    to,
    subject: `${brand.productName} support replied: ${p.subject}`,
    text: [`${title}`, '', p.reply, '', `Open the conversation: ${p.url}`].join('\n'),
    html: layout(
      brand,
      title,
      `<p style="white-space:pre-wrap;line-height:1.5">${escapeHtml(p.reply)}</p>
${button(p.url, 'Open the conversation')}`,
    ),
  };
}
