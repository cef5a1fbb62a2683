import { EventEmitter } from 'node:events';
import type { Realtime, RealtimeEvent, RealtimeListener } from './realtime.ts';

/** Single-instance fan-out through an EventEmitter. */
export function createInProcessRealtime(): Realtime {
  const emitter = new EventEmitter();
  // One listener per open SSE connection: there may be many.
  emitter.setMaxListeners(0);
  return {
    publish(event: RealtimeEvent) {
      emitter.emit('event', event);
      return Promise.resolve();
    },
    subscribe(listener: RealtimeListener) {
      emitter.on('event', listener);
      return () => emitter.off('event', listener);
    },
    close() {
      emitter.removeAllListeners();
      return Promise.resolve();
    },
  };
}
