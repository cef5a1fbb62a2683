import { NOTIFICATION_KINDS, sendsOn, type NotificationKind, type PushMessage } from '@drivecare/contract/notifications';
import type { Mailer } from '../../adapters/mail/mailer.ts';
import type { OutgoingMail } from '../../adapters/mail/mail-transport.ts';
import type { Pusher } from '../../adapters/push/pusher.ts';
import { withUnsubscribe, type MailBrand } from '../../adapters/mail/templates.ts';
import type { DbOrTx } from '../../db/client.ts';
import { optedOutChannels, queuePushFor, queuePushForEveryone } from './notifications.repository.ts';
import { signUnsubscribeToken } from './unsubscribe-token.ts';

/** A notification of one kind to one member: its e-mail and its push, each sent unless the member turned it off. */
export interface Notification {
  userId: string;
  kind: NotificationKind;
  mail?: OutgoingMail;
  push?: Omit<PushMessage, 'kind'>;
}

/**
 * The one way a non-essential message leaves: it honours the member's switches, gives every e-mail its
 * unsubscribe link and headers, and writes mail and pushes to their outboxes in the caller's transaction.
 */
export interface Notifier {
  /** Returns the e-mail's outbox id, or null when none was written. */
  notify(tx: DbOrTx, n: Notification): Promise<{ mailId: string | null }>;
  /** A push of one kind to every member who did not turn it off. */
  broadcast(tx: DbOrTx, kind: NotificationKind, push: Omit<PushMessage, 'kind'>): Promise<void>;
}

export function createNotifier(deps: { mailer: Mailer; pusher: Pusher; brand: MailBrand; linkSecret: string }): Notifier {
  const { mailer, pusher, brand, linkSecret } = deps;

  function unsubscribable(mail: OutgoingMail, userId: string, kind: NotificationKind) {
    const token = signUnsubscribeToken(linkSecret, { userId, kind });
    return withUnsubscribe(mail, {
      pageUrl: `${brand.appUrl}/unsubscribe?token=${token}`,
      oneClickUrl: `${brand.appUrl}/api/unsubscribe/${token}`,
      label: NOTIFICATION_KINDS[kind].label,
    });
  }

  return {
    async notify(tx, n) {
      const off = await optedOutChannels(tx, n.userId, n.kind);
      let mailId: string | null = null;
      if (n.mail && sendsOn(n.kind, 'email') && !off.has('email')) mailId = await mailer.enqueue(tx, unsubscribable(n.mail, n.userId, n.kind));
      if (n.push && pusher.publicKey && sendsOn(n.kind, 'push') && !off.has('push')) {
        if ((await queuePushFor(tx, n.userId, { kind: n.kind, ...n.push })) > 0) pusher.nudge();
      }
      return { mailId };
    },
    async broadcast(tx, kind, push) {
      if (!pusher.publicKey || !sendsOn(kind, 'push')) return;
      if ((await queuePushForEveryone(tx, { kind, ...push })) > 0) pusher.nudge();
    },
  };
}
