import { adminVehicleCreateSchema, adminVehicleListQuerySchema, adminVehicleUpdateSchema, ownerSearchQuerySchema } from '@drivecare/contract/admin-garage';
import { vehicleInputSchema, vehicleUpdateSchema } from '@drivecare/contract/vehicles';
import { created, listOf, noContent, returns, type Domain } from '../operation.ts';

export const vehicles: Domain = {
  tag: 'Vehicles',
  description: "A member's garage (at most five vehicles) and the staff's view of every garage.",
  operations: {
    'GET /api/vehicles': { summary: "The member's vehicles", caller: 'member', success: listOf('Vehicle') },
    'POST /api/vehicles': { summary: 'Add a vehicle', caller: 'member', body: vehicleInputSchema, success: created('Vehicle') },
    'PATCH /api/vehicles/:id': { summary: 'Edit a vehicle', caller: 'owner', body: vehicleUpdateSchema, success: returns('Vehicle') },
    'DELETE /api/vehicles/:id': { summary: 'Remove a vehicle', caller: 'owner', success: noContent() },
    'GET /api/admin/garage/stats': { summary: 'Garage totals', caller: 'admin', success: returns('AdminGarageStats') },
    'GET /api/admin/garage/vehicles': {
      summary: 'Every vehicle, filtered and paged',
      caller: 'admin',
      query: adminVehicleListQuerySchema,
      success: returns('AdminVehiclePage'),
    },
    'GET /api/admin/garage/vehicles/export': {
      summary: 'Every vehicle the list filters select, as CSV',
      caller: 'admin',
      query: adminVehicleListQuerySchema,
      success: { mediaType: 'text/csv', description: 'CSV with a header row (UTF-8 with a byte-order mark, ISO dates, formula-like cells prefixed with an apostrophe), streamed as an attachment. Each export is written to the audit log.' },
    },
    'GET /api/admin/garage/owners': { summary: 'Members to own a vehicle, searched', caller: 'admin', query: ownerSearchQuerySchema, success: listOf('VehicleOwner') },
    'GET /api/admin/garage/by-garage': {
      summary: 'Vehicles grouped by owner',
      caller: 'admin',
      query: adminVehicleListQuerySchema,
      success: listOf('AdminGarageGroup'),
    },
    'POST /api/admin/garage/vehicles': { summary: "Add a vehicle to a member's garage", caller: 'admin', body: adminVehicleCreateSchema, success: created('AdminVehicle') },
    'PUT /api/admin/garage/vehicles/:id': { summary: 'Edit any vehicle', caller: 'admin', body: adminVehicleUpdateSchema, success: returns('AdminVehicle') },
    'DELETE /api/admin/garage/vehicles/:id': { summary: 'Remove any vehicle', caller: 'admin', success: noContent() },
  },
};
