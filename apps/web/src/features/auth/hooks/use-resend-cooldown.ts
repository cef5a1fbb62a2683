import { RESEND_COOLDOWN_SECONDS } from '@drivecare/contract/auth-messages';
import { useCallback, useSyncExternalStore } from 'react';

/**
 * The 60 s resend cooldown, per e-mail address. It lives outside React (and in sessionStorage) so
 * that moving from the sign-in screen to the code screen, or reloading, keeps the same countdown
 * the server enforces.
 */
const STORAGE_KEY = 'drivecare.resend-cooldowns';

const cooldowns = new Map<string, number>(readStored());
const listeners = new Set<() => void>();
/** The clock every snapshot reads, so two snapshots taken in one render agree. */
let now = Date.now();
let ticker: ReturnType<typeof setInterval> | undefined;

function readStored(): Array<[string, number]> {
  try {
    const raw = typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (!parsed || typeof parsed !== 'object') return [];
    return Object.entries(parsed).filter(
      (entry): entry is [string, number] => typeof entry[1] === 'number' && entry[1] > Date.now(),
    );
  } catch {
    return [];
  }
}

function persist() {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(cooldowns)));
  } catch {
    // Storage can be full or blocked (private mode); the in-memory countdown still works.
  }
}

function notify() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (ticker === undefined) {
    // The clock may be stale after a quiet period; React re-reads the snapshot after subscribing.
    now = Date.now();
    ticker = setInterval(() => {
      now = Date.now();
      notify();
    }, 500);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && ticker !== undefined) {
      clearInterval(ticker);
      ticker = undefined;
    }
  };
}

function normalise(email: string) {
  return email.trim().toLowerCase();
}

function secondsLeft(email: string): number {
  const until = cooldowns.get(normalise(email));
  return until === undefined ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
}

export function startResendCooldown(email: string, seconds: number = RESEND_COOLDOWN_SECONDS) {
  now = Date.now();
  cooldowns.set(normalise(email), now + seconds * 1000);
  persist();
  notify();
}

/** Seconds left before another code may be requested for `email` (0 when allowed), and a starter. */
export function useResendCooldown(email: string) {
  const remaining = useSyncExternalStore(
    subscribe,
    () => secondsLeft(email),
    () => 0,
  );
  const start = useCallback((seconds?: number) => startResendCooldown(email, seconds), [email]);
  return { remaining, start } as const;
}
