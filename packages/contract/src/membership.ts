import { z } from 'zod';

/** The Premium plan's price, as shown on the membership screen and the demo checkout. */
export const PREMIUM_PRICE_LABEL = '$19.99/month';
export const PREMIUM_PRICE_CENTS = 1999;

/**
 * GET /api/membership and POST /api/membership/check-subscription: the signed-in member's membership,
 * from the database (kept current by the payment webhooks). `subscribed` means Premium access now;
 * `will_renew` is false once the plan is cancelled at period end or a payment failed.
 */
export const subscriptionStatusSchema = z.object({
  subscribed: z.boolean(),
  subscription_tier: z.enum(['basic', 'premium']),
  /** yyyy-MM-dd: the next renewal, or the last day of access when the plan will not renew. */
  subscription_end: z.string().nullable(),
  will_renew: z.boolean(),
});
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

/** POST /api/membership/checkout and /portal: where the browser goes next (hosted page or demo page). */
export interface RedirectUrl {
  url: string;
}

/** GET /api/membership/demo/checkout/:id: what the demo checkout page shows. */
export interface DemoCheckoutSession {
  id: string;
  email: string;
  planName: string;
  priceLabel: string;
  status: 'open' | 'complete';
  cancelUrl: string;
}

/** GET /api/membership/demo/portal: the member's demo subscription, as a hosted portal would show it. */
export interface DemoPortal {
  email: string;
  planName: string;
  priceLabel: string;
  subscription: {
    status: string;
    cancelAtPeriodEnd: boolean;
    /** yyyy-MM-dd */
    currentPeriodEnd: string;
  } | null;
  returnUrl: string;
}

const digits = (v: string) => v.replace(/[\s-]/g, '');

function passesLuhn(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let d = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The demo checkout's test-card form. Checked the same way in the browser and on the server. */
export const demoCardSchema = z.object({
  cardholderName: z.string().trim().min(1, 'Enter the name on the card').max(100, 'Name is too long'),
  cardNumber: z
    .string()
    .transform(digits)
    .refine((v) => /^[0-9]{13,19}$/.test(v) && passesLuhn(v), { message: 'Your card number is invalid.' }),
  expiry: z
    .string()
    .trim()
    .refine((v) => /^(0[1-9]|1[0-2]) ?\/ ?[0-9]{2}$/.test(v), { message: "Your card's expiration date is incomplete." })
    .refine(
      (v) => {
        const [mm, yy] = v.split('/').map((p) => Number(p.trim()));
        if (!mm || yy === undefined) return false;
        const now = new Date();
        const year = 2000 + yy;
        return year > now.getFullYear() || (year === now.getFullYear() && mm >= now.getMonth() + 1);
      },
      { message: "Your card's expiration date is in the past." },
    ),
  cvc: z.string().trim().regex(/^[0-9]{3,4}$/, "Your card's security code is incomplete."),
});
export type DemoCardInput = z.input<typeof demoCardSchema>;
export type DemoCard = z.output<typeof demoCardSchema>;

/** The demo's test cards: this one is always declined, every other valid number succeeds. */
export const DEMO_DECLINED_CARD = '4000000000000002';
export const DEMO_SUCCESS_CARD = '4242424242424242';

/** Texts of the membership screen and checkout, verbatim from the spec where it gives them. */
export const membershipMessages = {
  paymentSuccess: 'Payment successful! Verifying your membership upgrade...',
  paymentCanceled: 'Payment was canceled. Your membership remains unchanged.',
  upgradeFailed: 'Failed to start upgrade process. Please try again.',
  portalFailed: 'Failed to open customer portal. Please try again.',
  signInToUpgrade: 'Please sign in to upgrade your membership',
  signInToManage: 'Please sign in to manage your subscription',
  alreadyPremium: 'You already have an active Premium membership',
  cardDeclined: 'Your card was declined.',
} as const;
