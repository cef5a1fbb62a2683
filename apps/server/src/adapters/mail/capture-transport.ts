import type { MailTransport } from './mail-transport.ts';

/** The no-config transport: the outbox row itself is the captured message, shown at /dev/mailbox. */
export function createCaptureTransport(): MailTransport {
  return { kind: 'capture', deliver: async () => {} };
}
