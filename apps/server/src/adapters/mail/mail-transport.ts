import type { MailAttachment } from '../../db/schema/mail.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
  /** Extra headers (List-Unsubscribe, List-Unsubscribe-Post on non-essential mail). */
  headers?: Record<string, string>;
}

/** Where mail finally goes: captured in the database (dev mailbox) or sent over SMTP. */
export interface MailTransport {
  readonly kind: 'capture' | 'smtp';
  deliver(mail: OutgoingMail & { from: string }): Promise<void>;
}
