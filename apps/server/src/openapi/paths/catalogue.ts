import { serviceInputSchema, serviceStatusSchema } from '@drivecare/contract/services';
import { closureInputSchema, createClosureSchema, listClosuresQuerySchema } from '@drivecare/contract/shop-closures';
import { shopInputSchema, shopStatusSchema, weeklyScheduleSchema } from '@drivecare/contract/shops';
import { created, listOf, noContent, returns, type Domain } from '../operation.ts';

export const catalogue: Domain = {
  tag: 'Shops and services',
  description: "The club's shops with their weekly schedules, and the services members book.",
  operations: {
    'GET /api/services': { summary: 'Bookable services', caller: 'member', success: listOf('BookableService') },
    'GET /api/shops': { summary: "Open shops with today's hours", caller: 'member', success: listOf('MemberShop') },
    'GET /api/admin/services': { summary: 'Every service', caller: 'admin', success: listOf('Service') },
    'POST /api/admin/services': { summary: 'Create a service', caller: 'admin', body: serviceInputSchema, success: created('Service') },
    'PUT /api/admin/services/:id': { summary: 'Edit a service', caller: 'admin', body: serviceInputSchema, success: returns('Service') },
    'PATCH /api/admin/services/:id/status': { summary: 'Activate or deactivate a service', caller: 'admin', body: serviceStatusSchema, success: returns('Service') },
    'DELETE /api/admin/services/:id': { summary: 'Remove a service', caller: 'admin', success: noContent() },
    'GET /api/admin/shops': { summary: 'Every shop', caller: 'admin', success: listOf('Shop') },
    'POST /api/admin/shops': { summary: 'Create a shop', caller: 'admin', body: shopInputSchema, success: created('Shop') },
    'PUT /api/admin/shops/:id': { summary: 'Edit a shop', caller: 'admin', body: shopInputSchema, success: returns('Shop') },
    'PUT /api/admin/shops/:id/schedule': { summary: "Set a shop's weekly schedule", caller: 'admin', body: weeklyScheduleSchema, success: returns('Shop') },
    'PATCH /api/admin/shops/:id/status': { summary: 'Open or close a shop', caller: 'admin', body: shopStatusSchema, success: returns('Shop') },
    'DELETE /api/admin/shops/:id': { summary: 'Remove a shop', caller: 'admin', success: noContent() },
    'GET /api/admin/closures': {
      summary: "A shop's closures to come, with the club's holidays",
      caller: 'admin',
      query: listClosuresQuerySchema,
      success: listOf('ShopClosure'),
      description: 'Without shopId: the club-wide holidays only.',
    },
    'POST /api/admin/closures/affected': {
      summary: 'The scheduled appointments a closure would take',
      caller: 'admin',
      body: closureInputSchema,
      success: returns('AffectedAppointments'),
    },
    'POST /api/admin/closures': {
      summary: 'Close a shop, or all shops, for a reason',
      caller: 'admin',
      body: createClosureSchema,
      success: created('ClosureCreated'),
      description:
        "When scheduled appointments fall in it, `bookings` must say 'cancel' (each member is e-mailed the reason) or 'keep' with the count shown; otherwise 409 and nothing is written.",
    },
    'DELETE /api/admin/closures/:id': { summary: 'Remove a closure', caller: 'admin', success: noContent() },
  },
};
