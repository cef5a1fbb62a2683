import { notificationPreferenceUpdateSchema, pushSubscriptionSchema, pushUnsubscribeSchema } from '@drivecare/contract/notifications';
import { listOf, noContent, returns, type Domain } from '../operation.ts';

export const notifications: Domain = {
  tag: 'Notifications',
  description: "Web Push subscriptions of the member's browsers, the e-mail and push switches per kind, and the signed-out unsubscribe link.",
  operations: {
    'GET /api/push/public-key': { summary: 'The VAPID public key browsers subscribe with (null: pushes are off)', caller: 'member', success: returns('PushPublicKey') },
    'POST /api/push/subscriptions': {
      summary: "Save this browser's push subscription (PushSubscription.toJSON())",
      caller: 'member',
      body: pushSubscriptionSchema,
      limited: true,
      success: { status: 201, description: 'Saved; an endpoint another account held is now this one\'s.' },
    },
    'DELETE /api/push/subscriptions': { summary: "Remove one of the member's own push subscriptions", caller: 'member', body: pushUnsubscribeSchema, success: noContent() },
    'GET /api/notification-preferences': { summary: 'Each kind with its e-mail and push switch (null: not sent that way)', caller: 'member', success: listOf('NotificationPreference') },
    'PATCH /api/notification-preferences': {
      summary: 'Turn one switch on or off',
      caller: 'member',
      body: notificationPreferenceUpdateSchema,
      success: listOf('NotificationPreference'),
    },
    'POST /api/unsubscribe/:token': {
      summary: "Turn off one kind's e-mails from an e-mail's link (RFC 8058 one-click)",
      caller: 'public',
      description:
        'The signed, expiring token in the path is the credential, not a session. Mail clients POST `List-Unsubscribe=One-Click` here; the unsubscribe page POSTs with no body. 400 for a tampered or expired token.',
      success: returns('UnsubscribeResult'),
    },
  },
};
