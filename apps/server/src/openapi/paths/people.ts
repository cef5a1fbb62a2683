import { listAuditQuerySchema } from '@drivecare/contract/audit';
import { meSchema } from '@drivecare/contract/auth';
import { profileSchema, updateProfileSchema } from '@drivecare/contract/profile';
import {
  addAdminSchema,
  adminSummarySchema,
  adminUserSchema,
  auditEntrySchema,
  createUserSchema,
  listUsersQuerySchema,
  setRoleSchema,
  updateUserSchema,
  userStatusActionSchema,
} from '@drivecare/contract/users';
import { z } from 'zod';
import { returns, type Domain } from '../operation.ts';

const adminUser = { schema: adminUserSchema };

export const people: Domain = {
  tag: 'People',
  description: 'The signed-in account, its profile and avatar; members and administrators as staff see them.',
  operations: {
    'GET /api/me': { summary: 'The signed-in account (header, role, verification)', caller: 'signed-in', success: { schema: meSchema } },
    'GET /api/profile': { summary: "The member's profile", caller: 'member', success: { schema: profileSchema } },
    'PUT /api/profile': { summary: "Edit the member's profile", caller: 'member', body: updateProfileSchema, success: { schema: profileSchema } },
    'POST /api/profile/avatar': {
      summary: 'Replace the avatar',
      caller: 'member',
      body: { multipart: 'Field `avatar` (or `file`): a JPEG, PNG or WebP image; stored as a 256 px WebP.' },
      success: { schema: z.object({ avatarUrl: z.string() }) },
      limited: true,
    },
    'GET /api/files/avatars/*': {
      summary: 'An avatar image',
      caller: 'signed-in',
      success: { mediaType: 'image/webp', description: 'The image bytes.' },
    },
    'GET /api/admin/users': { summary: 'Members, searched and paged', caller: 'admin', query: listUsersQuerySchema, success: returns('UserListResponse') },
    'POST /api/admin/users': { summary: 'Create a member', caller: 'admin', body: createUserSchema, success: { ...adminUser, status: 201 } },
    'PATCH /api/admin/users/:id': { summary: 'Edit a member', caller: 'admin', body: updateUserSchema, success: adminUser },
    'DELETE /api/admin/users/:id': {
      summary: 'Delete an account (soft delete, audited)',
      caller: 'admin',
      success: { schema: z.object({ role: z.enum(['admin', 'user']) }) },
    },
    'POST /api/admin/users/:id/status': {
      summary: 'Activate, deactivate, ban or unban an account',
      caller: 'admin',
      body: userStatusActionSchema,
      success: adminUser,
    },
    'GET /api/admin/audit': {
      summary: 'The audit log: every admin action, newest first, paged',
      caller: 'admin',
      query: listAuditQuerySchema,
      success: returns('AuditLogPage'),
      description: "Filtered by admin (actorId), action and the club's days from/to, inclusive.",
    },
    'GET /api/admin/audit/filters': { summary: "The audit log's admins and actions", caller: 'admin', success: returns('AuditFilters') },
    'GET /api/admin/users/:id/history': { summary: "An account's audit log", caller: 'admin', success: { schema: z.array(auditEntrySchema) } },
    'GET /api/admin/admins': {
      summary: 'Administrators, searched',
      caller: 'admin',
      query: z.object({ q: z.string().trim().max(100).optional() }),
      success: { schema: z.array(adminSummarySchema) },
    },
    'POST /api/admin/admins': { summary: 'Add an administrator', caller: 'admin', body: addAdminSchema, success: { ...adminUser, status: 201 } },
    'POST /api/admin/admins/:id/role': {
      summary: "Change an account's role (the last administrator stays)",
      caller: 'admin',
      body: setRoleSchema,
      success: adminUser,
    },
  },
};
