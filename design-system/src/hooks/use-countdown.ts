import { useCallback, useEffect, useState } from 'react';

const TICK_MS = 1000;

/**
 * Seconds left until a deadline, ticking once a second; `start(n)` sets a deadline n seconds from now.
 * The deadline is kept as a timestamp, so a throttled background tab shows the right value when it wakes up.
 */
export function useCountdown() {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (deadline === null) return undefined;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= deadline) setDeadline(null);
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [deadline]);

  const start = useCallback((seconds: number) => {
    const current = Date.now();
    setNow(current);
    setDeadline(current + seconds * 1000);
  }, []);

  const secondsLeft = deadline === null ? 0 : Math.max(0, Math.ceil((deadline - now) / 1000));
  return { secondsLeft, isRunning: secondsLeft > 0, start };
}
