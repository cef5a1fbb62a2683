// The schema object Drizzle and better-auth's adapter are given: every table, one place.
export * from './auth.ts';
export * from './profiles.ts';
export * from './vehicles.ts';
export * from './catalogue.ts';
export * from './appointments.ts';
export * from './visits.ts';
export * from './announcements.ts';
export * from './mail.ts';
export * from './audit.ts';
export * from './payments.ts';
export * from './user-directory.ts';
export * from './appointment-counts.ts';
export * from './rate-limits.ts';
export * from './ended-sessions.ts';
