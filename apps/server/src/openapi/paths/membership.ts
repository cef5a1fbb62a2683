import { demoCardSchema, subscriptionStatusSchema } from '@drivecare/contract/membership';
import { z } from 'zod';
import { returns, type Domain } from '../operation.ts';

const status = { schema: subscriptionStatusSchema };

export const membership: Domain = {
  tag: 'Membership',
  description: 'The premium plan: Stripe Checkout and portal when configured, otherwise the built-in demo checkout.',
  operations: {
    'GET /api/membership': { summary: "The member's plan", caller: 'member', success: status },
    'POST /api/membership/check-subscription': { summary: 'Ask the payment provider again', caller: 'member', success: status },
    'POST /api/membership/checkout': { summary: 'Start a checkout', caller: 'member', success: returns('RedirectUrl'), limited: true },
    'POST /api/membership/portal': { summary: 'Open the billing portal', caller: 'member', success: returns('RedirectUrl') },
    'GET /api/membership/demo/checkout/:id': { summary: 'A demo checkout session', caller: 'owner', success: returns('DemoCheckoutSession') },
    'POST /api/membership/demo/checkout/:id/pay': { summary: 'Pay a demo checkout', caller: 'owner', body: demoCardSchema, success: returns('RedirectUrl') },
    'GET /api/membership/demo/portal': { summary: 'The demo billing portal', caller: 'member', success: returns('DemoPortal') },
    'POST /api/membership/demo/portal/cancel': { summary: 'Cancel at the end of the period (demo)', caller: 'member', success: returns('DemoPortal') },
    'POST /api/membership/demo/portal/resume': { summary: 'Keep the plan after all (demo)', caller: 'member', success: returns('DemoPortal') },
    'POST /api/membership/webhook': {
      summary: "Stripe's webhook",
      caller: 'public',
      description: 'The caller is Stripe: the `Stripe-Signature` header over the exact body is the credential, not a session.',
      body: { raw: 'A Stripe event, signed.' },
      success: { schema: z.object({ received: z.literal(true), duplicate: z.boolean() }) },
    },
  },
};
