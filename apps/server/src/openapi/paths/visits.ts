import { estimateItemDoneSchema, estimateItemInputSchema, findingInputSchema, visitStageSchema } from '@drivecare/contract/visits';
import { created, returns, type Domain } from '../operation.ts';

export const visits: Domain = {
  tag: 'Visits',
  description:
    "An appointment while the car is at the shop: its stages with when each was reached, the inspection's findings with photos, and the estimate the member approves or declines item by item. Changes are pushed as `event: visit` on GET /api/events to the owner and staff.",
  operations: {
    'GET /api/visits/:id': { summary: "The member's visit: stages, findings and estimate", caller: 'owner', success: returns('Visit') },
    'POST /api/visits/:id/items/:itemId/approve': { summary: 'Approve a recommended item', caller: 'owner', limited: true, success: returns('Visit') },
    'POST /api/visits/:id/items/:itemId/decline': { summary: 'Decline a recommended item', caller: 'owner', limited: true, success: returns('Visit') },
    'POST /api/visits/:id/approve-all': { summary: 'Approve every recommended item still waiting', caller: 'owner', limited: true, success: returns('Visit') },
    'GET /api/files/visit-photos/:id': {
      summary: "A finding's photo",
      caller: 'member',
      description: "The appointment's owner or an admin; anyone else gets 404.",
      success: { mediaType: 'image/webp', description: 'The photo, resized, as WebP.' },
    },
    'GET /api/admin/visits/:id': { summary: "An appointment's visit", caller: 'admin', success: returns('Visit') },
    'PUT /api/admin/visits/:id/stage': {
      summary: 'Move an in-progress appointment to a stage',
      caller: 'admin',
      description: "409 unless the appointment is in progress. 'Awaiting approval' and 'Ready for pickup' e-mail the member.",
      body: visitStageSchema,
      success: returns('Visit'),
    },
    'POST /api/admin/visits/:id/findings': { summary: 'Add an inspection finding', caller: 'admin', body: findingInputSchema, success: created('Visit') },
    'DELETE /api/admin/visits/:id/findings/:findingId': { summary: 'Remove a finding and its photos', caller: 'admin', success: returns('Visit') },
    'POST /api/admin/visits/:id/findings/:findingId/photos': {
      summary: "Add a photo to a finding (at most 5)",
      caller: 'admin',
      limited: true,
      body: { multipart: 'Field `file`: a JPEG, PNG or WebP image up to 10 MB; stored resized as WebP.' },
      success: created('Visit'),
    },
    'POST /api/admin/visits/:id/items': { summary: 'Add an estimate item (catalogue or free text)', caller: 'admin', body: estimateItemInputSchema, success: created('Visit') },
    'PATCH /api/admin/visits/:id/items/:itemId': {
      summary: 'Mark an item done or not done',
      caller: 'admin',
      description: 'A recommended item can be done only once the member approved it (409 otherwise).',
      body: estimateItemDoneSchema,
      success: returns('Visit'),
    },
    'DELETE /api/admin/visits/:id/items/:itemId': {
      summary: 'Remove an item the member has not decided on',
      caller: 'admin',
      success: returns('Visit'),
    },
  },
};
