/** The premium benefits line of the dashboard's membership card. */
export const dashboardPremiumBenefits = [
  'Priority support',
  'Advanced analytics',
  'Multiple vehicles',
  'Exclusive features',
] as const;
