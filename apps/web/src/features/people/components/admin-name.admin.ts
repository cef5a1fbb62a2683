import type { AdminSummary } from '@drivecare/contract/users';

export const adminName = (admin: Pick<AdminSummary, 'firstName' | 'lastName' | 'email'>) =>
  [admin.firstName, admin.lastName].filter(Boolean).join(' ') || admin.email;
