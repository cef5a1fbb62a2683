/**
 * Something signed-in browsers should hear about; `type` becomes the SSE event name. Announcements go to everyone,
 * appointment changes (which shop, which days) to staff only.
 */
export interface RealtimeEvent {
  type: 'announcement' | 'appointment' | 'visit' | 'support' | 'waitlist';
  data: Record<string, unknown>;
  /** Only this member's streams (and staff's) carry it; without it, every signed-in browser does. */
  userId?: string;
}

export type RealtimeListener = (event: RealtimeEvent) => void;

/**
 * Fan-out of change notices to the SSE clients. The in-process implementation serves one instance;
 * a Postgres LISTEN/NOTIFY implementation carries the same interface across instances.
 */
export interface Realtime {
  publish(event: RealtimeEvent): Promise<void>;
  /** Returns the unsubscribe function. */
  subscribe(listener: RealtimeListener): () => void;
  close(): Promise<void>;
}
