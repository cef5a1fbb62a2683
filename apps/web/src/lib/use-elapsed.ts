import { useEffect, useState } from 'react';

/** Becomes true once `active` has stayed true for `ms`; resets as soon as `active` turns false. */
export function useElapsed(active: boolean, ms: number): boolean {
  const [elapsed, setElapsed] = useState(false);
  const [wasActive, setWasActive] = useState(active);
  // Reset during render when the phase ends, so no stale "elapsed" frame is shown.
  if (wasActive !== active) {
    setWasActive(active);
    if (!active) setElapsed(false);
  }
  useEffect(() => {
    if (!active) return;
    const timer = window.setTimeout(() => setElapsed(true), ms);
    return () => window.clearTimeout(timer);
  }, [active, ms]);
  return active && elapsed;
}
