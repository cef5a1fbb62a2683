/** The plan cards' benefit lists, as the spec gives them. */
export const premiumPlanBenefits = [
  'Priority customer support',
  'Advanced analytics dashboard',
  'Admin panel access',
  'Multiple vehicle management',
] as const;

export const basicPlanBenefits = [
  'Vehicle registration and basic info',
  'Service history tracking',
  'Basic dashboard analytics',
  'Email support',
  'Mobile app access',
] as const;
