import type { BookingInput, BookingValues } from './appointments.ts';

/** How long an offered slot is held for the member it is offered to. */
export const OFFER_HOLD_MINUTES = 30;

export const waitlistMessages = {
  full: 'Full',
  join: 'Join waitlist',
  joined: "You're on the waitlist. We'll e-mail you if a place frees up.",
  alreadyWaiting: 'You are already on the waitlist for this slot',
  notFull: 'This time slot still has places: book it instead',
  myWaitlist: 'My Waitlist',
  empty: 'You are not waiting for any time slot.',
  leave: 'Leave',
  left: 'You left the waitlist.',
  claim: 'Claim this slot',
  decline: 'Decline',
  declined: 'The slot was offered to the next member.',
  claimed: 'The slot is yours: your appointment is booked.',
  offerTitle: 'A place has opened up',
  offerNotFound: 'This offer does not exist, has expired or is no longer yours to claim.',
  entryNotFound: 'Waitlist entry not found',
  heldUntil: (time: string) => `Held for you until ${time}`,
  statusWaiting: 'Waiting',
  statusOffered: 'Offered',
} as const;

/**
 * POST /api/waitlist takes the booking form's values for a full slot, validated with bookingSchema; the appointment
 * is booked from them on a claim. (No schema of its own here: this module stays free of zod at run time, since the
 * member layout's live offer notice imports its texts.)
 */
export type JoinWaitlistInput = BookingInput;
export type JoinWaitlistValues = BookingValues;

export type WaitlistStatus = 'waiting' | 'offered';

/** One of the member's active waitlist entries (GET /api/waitlist, GET /api/waitlist/:id). */
export interface WaitlistEntry {
  id: string;
  shopId: string;
  shopName: string;
  date: string;
  time: string;
  status: WaitlistStatus;
  /** ISO time the hold ends, while offered. */
  offerExpiresAt: string | null;
  vehicle: { year: number; make: string; model: string } | null;
  serviceNames: string[];
  createdAt: string;
}

/** The SSE event a member hears when a slot is offered to them. */
export interface WaitlistOfferEvent {
  entryId: string;
  shopName: string;
  date: string;
  time: string;
  offerExpiresAt: string;
}

/** The page a member opens from the offer mail. */
export const waitlistOfferPath = (id: string) => `/waitlist/${id}`;
