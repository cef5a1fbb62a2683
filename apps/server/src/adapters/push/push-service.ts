import type { PushMessage } from '@drivecare/contract/notifications';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** 'gone': the push service no longer knows the subscription (404/410); it is removed. */
export type PushOutcome = 'delivered' | 'gone';

/** Sends one encrypted push to a push service (Web Push protocol with VAPID). Throws on a failure worth retrying. */
export interface PushService {
  readonly publicKey: string;
  deliver(target: PushTarget, message: PushMessage): Promise<PushOutcome>;
}
