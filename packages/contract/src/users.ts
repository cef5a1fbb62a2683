import { z } from 'zod';

import { membershipLevelSchema, personDetailsShape } from './profile.ts';

/** Admin user management: texts verbatim from the spec's back office. */
export const usersMessages = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  invalidEmail: 'Invalid email address',
  passwordTooShort: 'Password must be at least 6 characters',
  passwordRequired: 'Password is required for new users',
  emailTaken: 'A user with this email already exists',
  lastAdmin: 'The last active administrator cannot be removed, banned, deactivated or demoted',
  cannotActOnSelf: 'You cannot do this to your own account',
  stateLength: 'State must be 2 characters',
} as const;

export const userStatusFilterSchema = z.enum(['active', 'inactive', 'all']);
export type UserStatusFilter = z.infer<typeof userStatusFilterSchema>;

export const listUsersQuerySchema = z.object({
  q: z.string().trim().max(100).optional().default(''),
  status: userStatusFilterSchema.optional().default('active'),
  includeAdmins: z
    .enum(['true', 'false'])
    .optional()
    .default('false')
    .transform((v) => v === 'true'),
  page: z.coerce.number().int().min(1).max(100000).optional().default(1),
  pageSize: z.coerce.number().int().min(1).max(100).optional().default(20),
});
export type ListUsersQuery = z.input<typeof listUsersQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  action: z.string(),
  actorEmail: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  ...personDetailsShape,
  role: z.enum(['admin', 'user']),
  membershipLevel: membershipLevelSchema,
  membershipExpiration: z.string().nullable(),
  isActive: z.boolean(),
  banned: z.boolean(),
  bannedUntil: z.string().nullable(),
  deactivatedAt: z.string().nullable(),
  createdAt: z.string(),
  /** Appointments marked 'missed' or 'no-show' over the last 6 months. */
  noShows: z.number().int(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export interface UserListResponse {
  data: AdminUser[];
  summary: { total: number; active: number; inactive: number };
  page: number;
  pageSize: number;
  totalCount: number;
}

const optionalText = (max: number) => z.string().trim().max(max).optional().or(z.literal(''));

const userFieldsSchema = z.object({
  firstName: z.string().trim().min(1, usersMessages.firstNameRequired).max(100),
  lastName: z.string().trim().min(1, usersMessages.lastNameRequired).max(100),
  email: z.string().trim().pipe(z.email(usersMessages.invalidEmail)).pipe(z.string().max(254)),
  password: z.string().min(6, usersMessages.passwordTooShort).max(128).optional().or(z.literal('')),
  phoneNumber: optionalText(30),
  address: optionalText(200),
  city: optionalText(100),
  state: z
    .string()
    .trim()
    .toUpperCase()
    .refine((v) => v === '' || /^[A-Z]{2}$/.test(v), usersMessages.stateLength)
    .optional(),
  zipCode: optionalText(10),
});

/** POST /api/admin/users: a password is required when creating. */
export const createUserSchema = userFieldsSchema.refine((v) => !!v.password, {
  message: usersMessages.passwordRequired,
  path: ['password'],
});
export type CreateUserInput = z.input<typeof createUserSchema>;

/** PATCH /api/admin/users/:id (no role here: roles change only through the admins routes). */
export const updateUserSchema = userFieldsSchema;
export type UpdateUserInput = z.input<typeof updateUserSchema>;

/** The form shared by Add User and Edit User; the create rule is applied by the dialog. */
export const userFormSchema = userFieldsSchema;

export const userStatusActionSchema = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('ban'),
    reason: z.string().trim().min(1, 'Please give a reason').max(500),
    until: z.iso.date().optional().or(z.literal('')),
  }),
  z.object({ action: z.literal('unban') }),
  z.object({ action: z.literal('deactivate') }),
  z.object({ action: z.literal('activate') }),
]);
export type UserStatusAction = z.infer<typeof userStatusActionSchema>;

export const statusSuccessMessages: Record<UserStatusAction['action'], string> = {
  ban: 'User banned successfully',
  unban: 'User unbanned successfully',
  activate: 'User activated successfully',
  deactivate: 'User deactivated successfully',
};

/** Admin management. */
export const adminSummarySchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminSummary = z.infer<typeof adminSummarySchema>;

export const addAdminSchema = z.object({
  email: z.string().trim().pipe(z.email('Please enter a valid email address.')),
  firstName: z.string().trim().min(2, 'First name must be at least 2 characters').max(100),
  lastName: z.string().trim().min(2, 'Last name must be at least 2 characters').max(100),
  password: z.string().min(6, 'Password must be at least 6 characters.').max(128),
});
export type AddAdminInput = z.infer<typeof addAdminSchema>;

export const setRoleSchema = z.object({ role: z.enum(['admin', 'user']) });

export interface DashboardStats {
  users: { total: number; active: number; inactive: number };
  membership: { premium: number; basic: number };
  appointments: { upcoming: number; cancelled: number; rescheduled: number };
  perDay: { date: string; count: number }[];
}
