const EVENTS_URL = '/api/events';
const MAX_RETRY_MS = 30_000;

type Listener = (event: MessageEvent<string>) => void;

/**
 * The page's one connection to the server's event stream, shared by every live hook. A browser keeps at most six
 * connections open to one host: a stream per hook, times two open tabs, left none for the pages' own requests.
 * EventSource retries network drops itself; when the server refuses the stream (it closes for good) it is reopened
 * with a growing delay. Every reconnection calls the `onReconnect`s: events sent while disconnected were lost.
 */
const listeners = new Map<string, Set<Listener>>();
const reconnectListeners = new Set<() => void>();
let source: EventSource | null = null;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let retryMs = 1_000;
let opened = false;
let subscribers = 0;

const dispatch = (event: Event) => {
  for (const listener of listeners.get(event.type) ?? []) listener(event as MessageEvent<string>);
};

function connect() {
  const stream = new EventSource(EVENTS_URL);
  source = stream;
  stream.addEventListener('open', () => {
    retryMs = 1_000;
    if (opened) for (const onReconnect of reconnectListeners) onReconnect();
    opened = true;
  });
  for (const type of listeners.keys()) stream.addEventListener(type, dispatch);
  stream.addEventListener('error', () => {
    if (source !== stream || stream.readyState !== EventSource.CLOSED) return;
    stream.close();
    source = null;
    retryTimer = setTimeout(connect, retryMs);
    retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
  });
}

/** Hears one event type of the stream until the returned function is called (a `useEffect` cleanup). */
export function subscribeLive(type: string, onEvent: Listener, onReconnect?: () => void): () => void {
  if (typeof EventSource === 'undefined') return () => {};
  let forType = listeners.get(type);
  if (!forType) {
    forType = new Set();
    listeners.set(type, forType);
    source?.addEventListener(type, dispatch);
  }
  forType.add(onEvent);
  if (onReconnect) reconnectListeners.add(onReconnect);
  if (++subscribers === 1) {
    opened = false;
    retryMs = 1_000;
    connect();
  }
  return () => {
    forType.delete(onEvent);
    if (onReconnect) reconnectListeners.delete(onReconnect);
    if (--subscribers > 0) return;
    clearTimeout(retryTimer);
    source?.close();
    source = null;
  };
}
