import { useCallback, useEffect, useState } from 'react';

/** A seconds countdown (e.g. the 60 s resend cooldown). `start(n)` (re)starts it. */
export function useCountdown() {
  const [secondsLeft, setSecondsLeft] = useState(0);
  const running = secondsLeft > 0;

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => {
      setSecondsLeft((s) => (s <= 1 ? 0 : s - 1));
    }, 1000);
    return () => window.clearInterval(timer);
  }, [running]);

  const start = useCallback((seconds: number) => setSecondsLeft(Math.max(0, Math.ceil(seconds))), []);
  return { secondsLeft, running, start };
}
