import type { AppointmentsDeps } from '../appointments/appointments.deps.ts';

/** The waitlist books through the appointments module's booking, so it is built from the same deps. */
export type WaitlistDeps = AppointmentsDeps;
