import { adminAppointmentEditSchema, adminAppointmentQuerySchema, adminStatusSchema } from '@drivecare/contract/admin-appointments';
import { adminCalendarQuerySchema, moveAppointmentSchema } from '@drivecare/contract/admin-calendar';
import { availabilityQuerySchema, bookingSchema, rescheduleSchema } from '@drivecare/contract/appointments';
import { z } from 'zod';
import { created, listOf, noContent, returns, type Domain } from '../operation.ts';

export const appointments: Domain = {
  tag: 'Appointments',
  description: 'Booking, rescheduling and cancelling visits; their documents; the staff calendar.',
  operations: {
    'GET /api/appointments/availability': {
      summary: 'Open days and times at a shop',
      caller: 'member',
      description: "A member is offered only days up to their plan's booking horizon and slots at least its minimum notice away (club settings); `horizon` carries the last day and the date picker's hint. Staff are bound by neither (`horizon` null).",
      query: availabilityQuerySchema,
      success: returns('Availability'),
    },
    'GET /api/appointments': { summary: "The member's appointments", caller: 'member', success: listOf('AppointmentListItem') },
    'POST /api/appointments': {
      summary: 'Book an appointment',
      caller: 'member',
      description: "400 for a day beyond the member's booking horizon (on `date`) or a slot sooner than the minimum notice (on `time`); staff are exempt.",
      body: bookingSchema,
      success: created('AppointmentDetails'),
      limited: true,
    },
    'GET /api/appointments/:id': { summary: 'One appointment', caller: 'owner', success: returns('AppointmentDetails') },
    'PATCH /api/appointments/:id': {
      summary: 'Reschedule an appointment',
      caller: 'owner',
      description: "409 'Changes within {n} hours of the appointment are made by phone' inside the member's change cutoff; the new slot obeys the horizon and the notice (400). Staff are exempt.",
      body: rescheduleSchema,
      success: returns('AppointmentDetails'),
      limited: true,
    },
    'POST /api/appointments/:id/cancel': {
      summary: 'Cancel an appointment',
      caller: 'owner',
      description: "409 'Changes within {n} hours of the appointment are made by phone' inside the member's change cutoff; staff are exempt.",
      success: returns('AppointmentDetails'),
      limited: true,
    },
    'GET /api/receipts': { summary: "Documents attached to the member's appointments", caller: 'member', success: listOf('Receipt') },
    'POST /api/receipts/:id/link': {
      summary: 'A short-lived signed link to a document',
      caller: 'member',
      description: "Only the appointment's owner (or an admin); another member gets 404.",
      success: returns('DocumentLink'),
      limited: true,
    },
    'GET /api/files/receipts/:id': {
      summary: "A document's bytes",
      caller: 'member',
      description: "For the appointment's owner or an admin session, or anyone holding a signed link (`expires` and `sig`) until it expires.",
      query: z.object({ download: z.literal('1').optional(), expires: z.string().optional(), sig: z.string().optional() }),
      success: { mediaType: 'application/octet-stream', description: "The file, with its own Content-Type; `download=1` sends it as an attachment." },
    },
    'GET /api/admin/appointments/export': {
      summary: 'Every appointment the list filters select, as CSV',
      caller: 'admin',
      query: adminAppointmentQuerySchema,
      success: { mediaType: 'text/csv', description: 'CSV with a header row (UTF-8 with a byte-order mark, ISO dates, formula-like cells prefixed with an apostrophe), streamed as an attachment. Each export is written to the audit log.' },
    },
    'GET /api/admin/appointments': {
      summary: 'Appointments by tab, day, shop and search, paged',
      caller: 'admin',
      query: adminAppointmentQuerySchema,
      success: returns('AdminAppointmentPage'),
    },
    'GET /api/admin/appointments/:id': { summary: 'One appointment with its member, vehicle and documents', caller: 'admin', success: returns('AdminAppointmentDetails') },
    'GET /api/admin/appointments/:id/options': { summary: 'What an appointment may be changed to', caller: 'admin', success: returns('AdminAppointmentOptions') },
    'PUT /api/admin/appointments/:id': { summary: 'Edit an appointment', caller: 'admin', body: adminAppointmentEditSchema, success: returns('AdminAppointmentDetails') },
    'POST /api/admin/appointments/:id/move': {
      summary: 'Move a scheduled appointment to another slot of its shop',
      caller: 'admin',
      description: "Booking's checks behind the shop's row lock: 409 when the slot is full. The member gets the rescheduled e-mail with the updated invite; the move is audited.",
      body: moveAppointmentSchema,
      success: returns('AdminAppointmentDetails'),
    },
    'GET /api/admin/calendar': {
      summary: "A shop's day or week: every hourly slot with its bookings and places",
      caller: 'admin',
      query: adminCalendarQuerySchema,
      success: returns('AdminCalendar'),
    },
    'PATCH /api/admin/appointments/:id/status': {
      summary: "Change an appointment's status",
      caller: 'admin',
      body: adminStatusSchema,
      success: returns('AdminAppointmentDetails'),
    },
    'DELETE /api/admin/appointments/:id': { summary: 'Delete an appointment', caller: 'admin', success: noContent('Deleted.') },
    'POST /api/admin/appointments/:id/documents': {
      summary: 'Attach a document (invoice, receipt) to an appointment',
      caller: 'admin',
      body: { multipart: 'Field `file`: a PDF or an image.' },
      success: created('AppointmentDocument'),
      limited: true,
    },
  },
};
