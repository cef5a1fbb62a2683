import { membershipMessages, type RedirectUrl, type SubscriptionStatus } from '@drivecare/contract/membership';
import { InvalidSignatureError, type Payments, type ProviderSubscription } from '../../adapters/payments/payments.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError, badRequest, conflict } from '../../lib/app-error.ts';
import { todayInZone } from '../../lib/club-time.ts';
import type { Logger } from '../../logger.ts';
import {
  type BillingAccount,
  eventSeen,
  findBillingAccount,
  findBillingAccountByCustomer,
  findMembership,
  insertBillingAccount,
  lockBillingAccount,
  recordEvent,
  updateMembershipLevel,
  updateSubscriptionState,
} from './membership.repository.ts';
import { applyInvoicePaymentEvent } from '../invoices/invoice-webhook.ts';
import { BASIC_STATUS, isLive, membershipFor, subscriptionStatusOf } from './membership.rules.ts';

export interface MembershipDeps {
  db: Db;
  payments: Payments;
  appUrl: string;
  timeZone: string;
}

/** The events that can change a membership; every other type is recorded and acknowledged. */
export const HANDLED_EVENT_TYPES = new Set([
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
]);

export async function getSubscriptionStatus(deps: MembershipDeps, userId: string): Promise<SubscriptionStatus> {
  return subscriptionStatusOf(await findMembership(deps.db, userId));
}

/**
 * check-subscription: the signed-in member's plan from the database. A Premium plan whose last day has passed
 * is re-read from the provider first (a missed or late webhook cannot leave it stale). Basic on any error.
 */
export async function checkSubscription(deps: MembershipDeps, userId: string, log: Logger): Promise<SubscriptionStatus> {
  try {
    const status = await getSubscriptionStatus(deps, userId);
    const expired = status.subscribed && (!status.subscription_end || status.subscription_end < todayInZone(deps.timeZone));
    if (!expired) return status;
    await resyncMember(deps, userId);
    return await getSubscriptionStatus(deps, userId);
  } catch (err) {
    log.warn({ err }, 'subscription check failed; answering basic');
    return BASIC_STATUS;
  }
}

async function resyncMember(deps: MembershipDeps, userId: string) {
  const account = await findBillingAccount(deps.db, userId);
  const subscription = account?.subscriptionId ? await deps.payments.retrieveSubscription(account.subscriptionId) : null;
  await deps.db.transaction(async (tx) => {
    const locked = await lockBillingAccount(tx, userId);
    if (locked && account?.subscriptionId) await applySubscription(tx, deps, locked, account.subscriptionId, subscription);
    else if (!locked) await updateMembershipLevel(tx, { userId, level: 'basic', expiration: null });
  });
}

/** The customer created once per member and remembered. */
async function ensureCustomer(deps: MembershipDeps, user: { id: string; email: string }): Promise<string> {
  const existing = await findBillingAccount(deps.db, user.id);
  if (existing) return existing.customerId;
  const customerId = await deps.payments.createCustomer({ userId: user.id, email: user.email });
  const stored = await insertBillingAccount(deps.db, { userId: user.id, customerId });
  return stored?.customerId ?? customerId;
}

export async function startCheckout(
  deps: MembershipDeps,
  user: { id: string; email: string },
  log: Logger,
): Promise<RedirectUrl> {
  const current = await getSubscriptionStatus(deps, user.id);
  // A second subscription would bill twice; a cancelled-but-running plan is resumed in the portal.
  if (current.subscribed) throw conflict(membershipMessages.alreadyPremium);
  try {
    const customerId = await ensureCustomer(deps, user);
    return await deps.payments.createCheckoutSession({
      customerId,
      userId: user.id,
      successUrl: `${deps.appUrl}/membership?success=true`,
      cancelUrl: `${deps.appUrl}/membership?canceled=true`,
    });
  } catch (err) {
    log.error({ err }, 'checkout session failed');
    throw new AppError('INTERNAL', membershipMessages.upgradeFailed);
  }
}

export async function openPortal(deps: MembershipDeps, user: { id: string; email: string }, log: Logger): Promise<RedirectUrl> {
  try {
    const customerId = await ensureCustomer(deps, user);
    return await deps.payments.createPortalSession({ customerId, returnUrl: `${deps.appUrl}/membership` });
  } catch (err) {
    log.error({ err }, 'portal session failed');
    throw new AppError('INTERNAL', membershipMessages.portalFailed);
  }
}

/**
 * The webhook: verify the signature on the raw body, handle each event id once, and re-read the subscription
 * from the provider rather than trusting the event's copy or the order events arrive in.
 */
export async function handleWebhook(
  deps: MembershipDeps,
  rawBody: string,
  signature: string | undefined,
  log?: Logger,
): Promise<{ duplicate: boolean }> {
  let event;
  try {
    event = await deps.payments.verifyEvent(rawBody, signature);
  } catch (err) {
    if (err instanceof InvalidSignatureError) throw badRequest('Invalid webhook signature');
    throw err;
  }
  if (await eventSeen(deps.db, event.id)) return { duplicate: true };

  const handled = HANDLED_EVENT_TYPES.has(event.type);
  const account = handled && event.customerId ? await findBillingAccountByCustomer(deps.db, event.customerId) : null;
  const subscriptionId = event.subscriptionId ?? account?.subscriptionId ?? null;
  // Network call outside the transaction: the embedded database runs one transaction at a time.
  const subscription = account && subscriptionId ? await deps.payments.retrieveSubscription(subscriptionId) : null;
  if (handled && event.customerId && !account) log?.warn({ event: event.id, type: event.type }, 'event for an unknown customer');

  let duplicate = false;
  await deps.db.transaction(async (tx) => {
    if (!(await recordEvent(tx, { eventId: event.id, type: event.type }))) {
      duplicate = true;
      return;
    }
    // One endpoint for every Stripe event: a one-off invoice payment is not a membership's.
    if (event.invoicePayment) await applyInvoicePaymentEvent(tx, event.type, event.invoicePayment, log);
    if (!account || !subscriptionId) return;
    const locked = await lockBillingAccount(tx, account.userId);
    if (locked) await applySubscription(tx, deps, locked, subscriptionId, subscription);
  });
  return { duplicate };
}

/**
 * Sets the member's plan from the subscription as the provider holds it now. A late event about an older,
 * ended subscription never overrides the member's newer live one.
 */
async function applySubscription(
  tx: DbOrTx,
  deps: MembershipDeps,
  account: BillingAccount,
  subscriptionId: string,
  subscription: ProviderSubscription | null,
) {
  const current: ProviderSubscription = subscription ?? {
    id: subscriptionId,
    customerId: account.customerId,
    status: 'canceled',
    cancelAtPeriodEnd: false,
    currentPeriodStart: new Date(0),
    currentPeriodEnd: new Date(0),
  };
  if (current.customerId !== account.customerId) return;
  const otherSubscription = account.subscriptionId && account.subscriptionId !== current.id;
  if (otherSubscription && !isLive(current.status) && isLive(account.subscriptionStatus)) return;

  await updateSubscriptionState(tx, {
    userId: account.userId,
    subscriptionId: current.id,
    status: current.status,
    cancelAtPeriodEnd: current.cancelAtPeriodEnd,
    currentPeriodEnd: current.currentPeriodEnd,
  });
  const membership = membershipFor(current, deps.timeZone);
  await updateMembershipLevel(tx, { userId: account.userId, ...membership });
}
