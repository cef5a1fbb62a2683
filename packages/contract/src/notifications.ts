import { z } from 'zod';

export type NotificationChannel = 'email' | 'push';

interface KindInfo {
  /** Shown in Profile → Notifications and in the unsubscribe page's sentence. */
  label: string;
  description: string;
  /** The channels this kind is sent on; a channel it never uses has no switch. */
  channels: readonly NotificationChannel[];
}

/**
 * Every kind of notification a member may turn off, in the order Profile shows them. Adding a kind is one line
 * here (and the call that sends it). Account and security mails (codes, password resets, e-mail changes) and the
 * confirmation of the member's own booking are not kinds: they always go out.
 */
export const NOTIFICATION_KINDS = {
  'appointment-updates': {
    label: 'Appointment updates',
    description: 'Status changes, new times and cancellations made by the shop',
    channels: ['email', 'push'],
  },
  'appointment-reminders': { label: 'Appointment reminders', description: 'Before each appointment', channels: ['email', 'push'] },
  'visit-updates': {
    label: 'Visit updates',
    description: 'Each stage of a visit, including approval requests and ready for pickup',
    channels: ['email', 'push'],
  },
  'maintenance-due': { label: 'Maintenance due', description: 'Services due soon or overdue on your vehicles', channels: ['email', 'push'] },
  'support-replies': { label: 'Support replies', description: "The club's answers to your support messages", channels: ['email', 'push'] },
  'waitlist-offers': {
    label: 'Waitlist offers',
    description: 'A place opening in a full slot you are waiting for, held for you for 30 minutes',
    channels: ['email', 'push'],
  },
  announcements: { label: 'Club announcements', description: 'News from the club', channels: ['push'] },
} as const satisfies Record<string, KindInfo>;

export type NotificationKind = keyof typeof NOTIFICATION_KINDS;
export const notificationKinds = Object.keys(NOTIFICATION_KINDS) as [NotificationKind, ...NotificationKind[]];
export const notificationChannels = ['email', 'push'] as const satisfies readonly NotificationChannel[];

export const sendsOn = (kind: NotificationKind, channel: NotificationChannel) =>
  (NOTIFICATION_KINDS[kind].channels as readonly NotificationChannel[]).includes(channel);

/** One row of Profile → Notifications: null where the kind never uses the channel. */
export interface NotificationPreference {
  kind: NotificationKind;
  label: string;
  description: string;
  email: boolean | null;
  push: boolean | null;
}

/** PATCH /api/notification-preferences body: one switch. */
export const notificationPreferenceUpdateSchema = z
  .object({
    kind: z.enum(notificationKinds, 'Unknown notification kind'),
    channel: z.enum(notificationChannels, 'Unknown channel'),
    enabled: z.boolean('enabled must be true or false'),
  })
  .refine((v) => sendsOn(v.kind, v.channel), { message: 'This notification is not sent on that channel', path: ['channel'] });
export type NotificationPreferenceUpdate = z.infer<typeof notificationPreferenceUpdateSchema>;

const base64url = (min: number, max: number, what: string) =>
  z.string(`${what} is required`).regex(/^[A-Za-z0-9_-]+=*$/, `${what} must be base64url`).min(min, `${what} is too short`).max(max, `${what} is too long`);

/** POST /api/push/subscriptions body: PushSubscription.toJSON() of the browser. */
export const pushSubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/, error: 'endpoint must be an http(s) URL' }).max(2048, 'endpoint is too long'),
  keys: z.object({ p256dh: base64url(80, 100, 'keys.p256dh'), auth: base64url(16, 32, 'keys.auth') }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

/** DELETE /api/push/subscriptions body. */
export const pushUnsubscribeSchema = z.object({ endpoint: z.string('endpoint is required').min(1, 'endpoint is required').max(2048) });

/** GET /api/push/public-key: null when this server sends no pushes (no VAPID keys configured). */
export interface PushPublicKey {
  publicKey: string | null;
}

/** What a push carries: the service worker shows title and body and opens url (a path of the app). */
export interface PushMessage {
  kind: NotificationKind;
  title: string;
  body: string;
  url: string;
}

/** POST /api/unsubscribe/:token. */
export interface UnsubscribeResult {
  kind: NotificationKind;
  label: string;
  message: string;
}

export const notificationMessages = {
  unsubscribed: (kind: NotificationKind) => `You will no longer receive ${NOTIFICATION_KINDS[kind].label.toLowerCase()} by e-mail.`,
  linkInvalid: 'This unsubscribe link is not valid.',
  linkExpired: 'This unsubscribe link has expired. Sign in and turn the e-mails off in Profile → Notifications.',
  pushDisabled: 'Push notifications are not set up on this server.',
  subscriptionNotFound: 'Push subscription not found',
} as const;
