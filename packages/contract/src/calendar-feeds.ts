/** A private calendar subscription link; null until one is made. */
export interface CalendarFeedLink {
  /** webcal://…/api/calendar-feeds/<token>.ics — calendar apps subscribe to it. */
  url: string | null;
}

export const calendarFeedMessages = {
  notFound: 'Calendar feed not found',
  shopNotFound: 'Shop not found',
} as const;
