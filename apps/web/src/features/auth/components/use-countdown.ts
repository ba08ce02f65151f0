import { useCallback, useEffect, useState } from 'react';

/**
 * Seconds left, ticking once a second down to zero. `restart(seconds)` starts a new period; one
 * interval per period keeps the ticks exact under a controlled clock.
 */
export function useCountdown(initialSeconds: number) {
  const [left, setLeft] = useState(initialSeconds);
  const [period, setPeriod] = useState(0);

  useEffect(() => {
    const timer = setInterval(() => {
      setLeft((value) => {
        if (value <= 1) clearInterval(timer);
        return Math.max(value - 1, 0);
      });
    }, 1_000);
    return () => {
      clearInterval(timer);
    };
  }, [period]);

  const restart = useCallback((seconds: number) => {
    setLeft(seconds);
    setPeriod((current) => current + 1);
  }, []);

  return { left, restart };
}
