import { bookingSchema as joinWaitlistSchema } from '@drivecare/contract/appointments';
import { created, listOf, noContent, returns, type Domain } from '../operation.ts';

export const waitlist: Domain = {
  tag: 'Waitlist',
  description: "Waiting for a full slot; the 30-minute offer of a freed place and claiming it (decision record 0036).",
  operations: {
    'GET /api/waitlist': { summary: "The member's active waitlist entries ('My Waitlist')", caller: 'member', success: listOf('WaitlistEntry') },
    'POST /api/waitlist': {
      summary: 'Join the waitlist of a full slot',
      caller: 'member',
      description: 'The booking form’s values; 409 when the slot still has places or the member already waits for it.',
      body: joinWaitlistSchema,
      success: created('WaitlistEntry'),
      limited: true,
    },
    'GET /api/waitlist/:id': { summary: 'One waitlist entry or offer', caller: 'owner', success: returns('WaitlistEntry') },
    'DELETE /api/waitlist/:id': { summary: 'Leave the waitlist', caller: 'owner', success: noContent() },
    'POST /api/waitlist/:id/decline': {
      summary: 'Decline an offered slot',
      caller: 'owner',
      description: 'The place goes to the next member waiting; 409 when nothing is offered.',
      success: noContent('Declined.'),
    },
    'POST /api/waitlist/:id/claim': {
      summary: 'Claim an offered slot',
      caller: 'owner',
      description: 'Books the slot with the usual booking checks while the 30-minute hold lasts; 409 once it has run out.',
      success: created('AppointmentDetails'),
      limited: true,
    },
  },
};
