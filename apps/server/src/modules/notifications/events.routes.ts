import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { AppEnv } from '../../app-env.ts';
import type { RealtimeEvent } from '../../adapters/realtime/realtime.ts';
import { currentUser, requireMember } from '../../middleware/session.ts';
import type { NotificationsDeps } from './notifications.deps.ts';

const HEARTBEAT_MS = 25_000;

/**
 * GET /api/events: Server-Sent Events for signed-in users. Proxies drop idle connections, hence the
 * heartbeat comment; EventSource reconnects by itself after a drop.
 */
export const eventRoutes = ({ realtime }: NotificationsDeps, heartbeatMs = HEARTBEAT_MS) =>
  new Hono<AppEnv>().use(requireMember).get('/', (c) => {
    c.header('Cache-Control', 'no-cache, no-transform');
    c.header('X-Accel-Buffering', 'no');
    const isStaff = currentUser(c).role === 'admin';
    const user = currentUser(c);
    // A member's own visit events reach only that member, and staff.
    const mayHear = (event: RealtimeEvent) => !event.userId || event.userId === user.id || user.role === 'admin';
    return streamSSE(c, async (stream) => {
      const queue: RealtimeEvent[] = [];
      let wake: (() => void) | null = null;
      const unsubscribe = realtime.subscribe((event) => {
        if (event.type === 'appointment' && !isStaff) return;
        // A waitlist offer is for the member it is held for, staff included.
        if (event.type === 'waitlist' && event.userId !== user.id) return;
        if (!mayHear(event)) return;
        queue.push(event);
        wake?.();
      });
      stream.onAbort(() => {
        unsubscribe();
        wake?.();
      });
      await stream.write(': connected\n\n');
      while (!stream.aborted && !stream.closed) {
        const event = queue.shift();
        if (event) {
          await stream.writeSSE({ event: event.type, data: JSON.stringify(event.data) });
          continue;
        }
        const timedOut = await new Promise<boolean>((resolve) => {
          const timer = setTimeout(() => resolve(true), heartbeatMs);
          wake = () => {
            clearTimeout(timer);
            resolve(false);
          };
        });
        wake = null;
        if (timedOut && !stream.aborted) await stream.write(': heartbeat\n\n');
      }
      unsubscribe();
    });
  });
