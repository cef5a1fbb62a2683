import { useEffect, useState } from 'react';

/** The current time, refreshed every `ms`: how long a conversation has waited keeps counting on screen. */
export function useNow(ms = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), ms);
    return () => window.clearInterval(timer);
  }, [ms]);
  return now;
}
