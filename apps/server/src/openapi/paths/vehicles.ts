import { adminVehicleCreateSchema, adminVehicleListQuerySchema, adminVehicleUpdateSchema, ownerSearchQuerySchema } from '@drivecare/contract/admin-garage';
import { intervalOverrideSchema, odometerInputSchema } from '@drivecare/contract/vehicle-care';
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
    'GET /api/vehicles/:id/history.pdf': {
      summary: "The vehicle's history as a PDF",
      caller: 'owner',
      limited: true,
      success: { mediaType: 'application/pdf', description: 'The vehicle, its maintenance schedule and its full history with the documents\' names, as an attachment.' },
    },
    'GET /api/vehicles/:id/share-link': { summary: 'The share link in force, if any', caller: 'owner', success: returns('VehicleShareState') },
    'POST /api/vehicles/:id/share-link': {
      summary: 'Share the history for 30 days',
      caller: 'owner',
      limited: true,
      description: 'Replaces the link in force, whose address stops working.',
      success: created('VehicleShareLink'),
    },
    'DELETE /api/vehicles/:id/share-link': { summary: 'Stop sharing the history', caller: 'owner', success: noContent('The link no longer works.') },
    'GET /api/shared-histories/:token': {
      summary: 'A shared vehicle history',
      caller: 'public',
      description: 'No owner details. 404: no such link; 410: the owner stopped sharing or the 30 days are over.',
      success: returns('SharedVehicleHistory'),
    },
    'GET /api/vehicles/due': {
      summary: "Due-soon and overdue maintenance across the member's vehicles",
      caller: 'member',
      success: listOf('MaintenanceDueItem'),
    },
    'GET /api/vehicles/:id/care': {
      summary: "The vehicle page: header, odometer readings, service history and maintenance schedule",
      caller: 'owner',
      success: returns('VehicleCare'),
    },
    'POST /api/vehicles/:id/odometer': {
      summary: 'Add an odometer reading (never lower than the previous one by date)',
      caller: 'owner',
      body: odometerInputSchema,
      success: created('VehicleCare'),
    },
    'POST /api/vehicles/:id/records': {
      summary: 'Record work done elsewhere',
      caller: 'owner',
      body: {
        multipart:
          'Fields `serviceDate` (yyyy-MM-dd), `odometerMiles`, `serviceIds` (repeated), `description`, `costCents`, `notes`; optional `file`: a PDF or an image receipt, checked by content.',
      },
      success: { status: 201, description: 'The new record\'s id.' },
      limited: true,
    },
    'GET /api/vehicles/:id/records/:recordId/receipt': {
      summary: "A record's receipt",
      caller: 'owner',
      success: { mediaType: 'application/octet-stream', description: 'The file, with its own Content-Type.' },
    },
    'PUT /api/vehicles/:id/intervals/:serviceId': {
      summary: "The member's own interval for a service on this vehicle, or the item turned off",
      caller: 'owner',
      description: 'Enabled with neither interval goes back to the catalogue\'s interval.',
      body: intervalOverrideSchema,
      success: returns('VehicleCare'),
    },
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
