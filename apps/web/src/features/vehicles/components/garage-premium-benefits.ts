/** The premium benefits the garage's membership card lists. */
export const garagePremiumBenefits = [
  'Priority customer support',
  'Advanced analytics dashboard',
  'Multiple vehicle management',
  'Exclusive features access',
] as const;
