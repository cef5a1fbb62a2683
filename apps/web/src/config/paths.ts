/** Every route of the SPA in one typed place. Use these instead of string literals. */
export const paths = {
  home: '/',
  /** The e-mail footer's link (signed out): /unsubscribe?token=… */
  unsubscribe: '/unsubscribe',
  auth: {
    signIn: '/auth/sign-in',
    signUp: '/auth/signup',
    forgotPassword: '/auth/forgot-password',
    resetPassword: '/auth/reset-password',
    verificationSent: '/auth/verification-sent',
    emailVerification: '/auth/email-verification',
    verifyEmail: '/auth/verify-email',
    verifyCode: '/auth/verify-code',
    verifyCodeFor: (email: string) => `/auth/verify-code?email=${encodeURIComponent(email)}`,
  },
  member: {
    dashboard: '/dashboard',
    profile: '/profile',
    garage: '/garage',
    garageAdd: '/garage/add',
    vehicle: (id: string) => `/garage/${encodeURIComponent(id)}`,
    membership: '/membership',
    /** The demo provider's hosted-checkout and portal stand-ins (used when Stripe is not configured). */
    membershipDemoCheckout: '/membership/demo-checkout',
    membershipDemoPortal: '/membership/demo-portal',
    receipts: '/receipts',
    analytics: '/analytics',
    support: '/support',
    supportConversation: (id: string) => `/support/${encodeURIComponent(id)}`,
    /** The demo provider's stand-in for Stripe Checkout in payment mode, for an invoice. */
    invoiceDemoCheckout: '/receipts/demo-checkout',
    appointments: '/appointments',
    appointmentNew: '/appointments/new',
    appointment: (id: string) => `/appointments/${encodeURIComponent(id)}`,
    appointmentEdit: (id: string) => `/appointments/${encodeURIComponent(id)}/edit`,
    /** The legacy form the details screen links to; the router redirects it to appointmentEdit. */
    appointmentEditLegacy: (id: string) => `/appointments/edit/${encodeURIComponent(id)}`,
    /** The offer mail's 'Claim this slot' page. */
    waitlistOffer: (id: string) => `/waitlist/${encodeURIComponent(id)}`,
  },
  admin: {
    root: '/admin',
    dashboard: '/admin/dashboard',
    users: '/admin/users',
    services: '/admin/services',
    appointments: '/admin/appointments',
    calendar: '/admin/calendar',
    shops: '/admin/shops',
    garage: '/admin/garage',
    announcements: '/admin/announcements',
    outbox: '/admin/outbox',
    support: '/admin/support',
    supportConversation: (id: string) => `/admin/support/${encodeURIComponent(id)}`,
    audit: '/admin/audit',
    settings: '/admin/settings',
    management: '/admin/management',
    profile: '/admin/profile',
    profileSettings: '/admin/profile-settings',
  },
} as const;

/** Whether a path belongs to the admin back office. */
export const isAdminPath = (pathname: string) =>
  pathname === paths.admin.root || pathname.startsWith(`${paths.admin.root}/`);
