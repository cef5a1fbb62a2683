import {
  NOTIFICATION_KINDS,
  notificationKinds,
  notificationMessages as msg,
  sendsOn,
  type NotificationPreference,
  type NotificationPreferenceUpdate,
  type PushSubscriptionInput,
  type UnsubscribeResult,
} from '@drivecare/contract/notifications';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import type { NotificationsDeps } from './notifications.deps.ts';
import * as repo from './notifications.repository.ts';
import { verifyUnsubscribeToken } from './unsubscribe-token.ts';

export async function getPreferences({ db }: Pick<NotificationsDeps, 'db'>, userId: string): Promise<NotificationPreference[]> {
  const off = new Set((await repo.listOptOuts(db, userId)).map((r) => `${r.kind}|${r.channel}`));
  return notificationKinds.map((kind) => ({
    kind,
    label: NOTIFICATION_KINDS[kind].label,
    description: NOTIFICATION_KINDS[kind].description,
    email: sendsOn(kind, 'email') ? !off.has(`${kind}|email`) : null,
    push: sendsOn(kind, 'push') ? !off.has(`${kind}|push`) : null,
  }));
}

export async function updatePreference(deps: Pick<NotificationsDeps, 'db'>, userId: string, p: NotificationPreferenceUpdate) {
  await repo.setOptOut(deps.db, { userId, kind: p.kind, channel: p.channel, optedOut: !p.enabled });
  return getPreferences(deps, userId);
}

export async function subscribe(deps: NotificationsDeps, userId: string, s: PushSubscriptionInput) {
  if (!deps.pusher.publicKey) throw new AppError('CONFLICT', msg.pushDisabled);
  if (deps.httpsEndpointsOnly && !s.endpoint.startsWith('https://')) {
    throw badRequest('endpoint must be an https URL', { endpoint: 'endpoint must be an https URL' });
  }
  await repo.upsertSubscription(deps.db, userId, s);
}

/** Only the caller's own subscription; anyone else's endpoint is a 404 like an unknown one. */
export async function unsubscribe({ db }: Pick<NotificationsDeps, 'db'>, userId: string, endpoint: string) {
  if (!(await repo.deleteOwnSubscription(db, userId, endpoint))) throw notFound(msg.subscriptionNotFound);
}

/** The e-mail footer's link and the mail client's one-click POST: no session, the signed token says who and what. */
export async function unsubscribeByToken(deps: Pick<NotificationsDeps, 'db' | 'linkSecret'>, token: string): Promise<UnsubscribeResult> {
  const verdict = verifyUnsubscribeToken(deps.linkSecret, token);
  if (!verdict.ok) throw badRequest(verdict.reason === 'expired' ? msg.linkExpired : msg.linkInvalid, { token: verdict.reason });
  // A signed token of an account since deleted: nothing is sent to it any more.
  if (await repo.userExists(deps.db, verdict.userId)) {
    await repo.setOptOut(deps.db, { userId: verdict.userId, kind: verdict.kind, channel: 'email', optedOut: true });
  }
  return { kind: verdict.kind, label: NOTIFICATION_KINDS[verdict.kind].label, message: msg.unsubscribed(verdict.kind) };
}
