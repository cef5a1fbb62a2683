import type { ComponentType } from 'react';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';

import { FullPageStatus } from '@/components/full-page-status';

import { RouteError } from './routes/route-error';

type RouteModule = { default: ComponentType };

/** Code-splits a screen: the module is fetched the first time its route matches. */
const lazyRoute = (load: () => Promise<RouteModule>) => async () => ({
  Component: (await load()).default,
});

const authRoutes: RouteObject[] = [
  { path: 'sign-in', lazy: lazyRoute(() => import('./routes/auth/sign-in')) },
  { path: 'signup', lazy: lazyRoute(() => import('./routes/auth/sign-up')) },
  { path: 'forgot-password', lazy: lazyRoute(() => import('./routes/auth/forgot-password')) },
  { path: 'reset-password', lazy: lazyRoute(() => import('./routes/auth/reset-password')) },
  { path: 'verification-sent', lazy: lazyRoute(() => import('./routes/auth/verification-sent')) },
  { path: 'email-verification', lazy: lazyRoute(() => import('./routes/auth/email-verification')) },
  { path: 'verify-email', lazy: lazyRoute(() => import('./routes/auth/email-verification')) },
  { path: 'verify-code', lazy: lazyRoute(() => import('./routes/auth/verify-code')) },
];

const memberRoutes: RouteObject[] = [
  { path: 'dashboard', lazy: lazyRoute(() => import('./routes/member/dashboard')) },
  { path: 'profile', lazy: lazyRoute(() => import('./routes/member/profile')) },
  { path: 'garage', lazy: lazyRoute(() => import('./routes/member/garage')) },
  { path: 'garage/add', lazy: lazyRoute(() => import('./routes/member/garage-add')) },
  { path: 'garage/:vehicleId', lazy: lazyRoute(() => import('./routes/member/vehicle')) },
  { path: 'membership', lazy: lazyRoute(() => import('./routes/member/membership')) },
  { path: 'receipts', lazy: lazyRoute(() => import('./routes/member/receipts')) },
  { path: 'analytics', lazy: lazyRoute(() => import('./routes/member/analytics')) },
  { path: 'support', lazy: lazyRoute(() => import('./routes/member/support')) },
  { path: 'support/:id', lazy: lazyRoute(() => import('./routes/member/support-conversation')) },
  { path: 'appointments', lazy: lazyRoute(() => import('./routes/member/appointments')) },
  { path: 'appointments/new', lazy: lazyRoute(() => import('./routes/member/appointment-new')) },
  { path: 'appointments/:id', lazy: lazyRoute(() => import('./routes/member/appointment-details')) },
  { path: 'appointments/:id/edit', lazy: lazyRoute(() => import('./routes/member/appointment-edit')) },
  { path: 'waitlist/:id', lazy: lazyRoute(() => import('./routes/member/waitlist-offer')) },
  {
    path: 'appointments/edit/:id',
    lazy: lazyRoute(() => import('./routes/member/appointment-edit-redirect')),
  },
];

const adminDashboard = lazyRoute(() => import('./routes/admin/dashboard'));
const adminRoutes: RouteObject[] = [
  { index: true, lazy: adminDashboard },
  { path: 'dashboard', lazy: adminDashboard },
  { path: 'users', lazy: lazyRoute(() => import('./routes/admin/users')) },
  { path: 'services', lazy: lazyRoute(() => import('./routes/admin/services')) },
  { path: 'appointments', lazy: lazyRoute(() => import('./routes/admin/appointments')) },
  { path: 'calendar', lazy: lazyRoute(() => import('./routes/admin/calendar')) },
  { path: 'shops', lazy: lazyRoute(() => import('./routes/admin/shops')) },
  { path: 'garage', lazy: lazyRoute(() => import('./routes/admin/garage')) },
  { path: 'announcements', lazy: lazyRoute(() => import('./routes/admin/announcements')) },
  { path: 'outbox', lazy: lazyRoute(() => import('./routes/admin/outbox')) },
  { path: 'support', lazy: lazyRoute(() => import('./routes/admin/support')) },
  { path: 'support/:id', lazy: lazyRoute(() => import('./routes/admin/support-conversation')) },
  { path: 'audit', lazy: lazyRoute(() => import('./routes/admin/audit')) },
  { path: 'settings', lazy: lazyRoute(() => import('./routes/admin/settings')) },
  { path: 'management', lazy: lazyRoute(() => import('./routes/admin/management')) },
  { path: 'profile', lazy: lazyRoute(() => import('./routes/admin/profile')) },
  { path: 'profile-settings', lazy: lazyRoute(() => import('./routes/admin/profile-settings')) },
];

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: Outlet,
    errorElement: <RouteError />,
    // Shown while the first screen's code loads.
    hydrateFallbackElement: <FullPageStatus title="Loading..." />,
    children: [
      { index: true, lazy: lazyRoute(() => import('./routes/landing')) },
      { path: 'auth', children: authRoutes },
      // A vehicle history its owner shared: anyone with the link, signed in or not.
      { path: 'h/:token', lazy: lazyRoute(() => import('./routes/shared-history')) },
      // From an e-mail's footer, signed in or not: outside both guards.
      { path: 'unsubscribe', lazy: lazyRoute(() => import('./routes/unsubscribe')) },
      {
        lazy: lazyRoute(() => import('./guards/member-guard')),
        children: [
          { lazy: lazyRoute(() => import('./layouts/member-layout')), children: memberRoutes },
          // Full-page, like the hosted pages they stand in for: signed in, but outside the member shell.
          { path: 'membership/demo-checkout', lazy: lazyRoute(() => import('./routes/member/membership-demo-checkout')) },
          { path: 'membership/demo-portal', lazy: lazyRoute(() => import('./routes/member/membership-demo-portal')) },
          { path: 'receipts/demo-checkout', lazy: lazyRoute(() => import('./routes/member/invoice-demo-checkout')) },
        ],
      },
      {
        path: 'admin',
        lazy: lazyRoute(() => import('./guards/admin-guard')),
        children: [{ lazy: lazyRoute(() => import('./layouts/admin-layout')), children: adminRoutes }],
      },
      { path: '*', lazy: lazyRoute(() => import('./routes/not-found')) },
    ],
  },
];

export const router = createBrowserRouter(routes);
