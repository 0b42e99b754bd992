import { useEffect, useState } from 'react';

/**
 * The current time for a page that changes with it (a countdown, a season that begins or ends). The first render
 * uses the server's clock (`serverNow`) so the server HTML and the hydrated page agree; from then on it reads the
 * visitor's clock at once and every `everyMs`.
 */
export function useNow(serverNow: number, everyMs = 1000): number {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    const tick = () => setNow(Date.now());
    const first = window.setTimeout(tick, 0);
    const timer = window.setInterval(tick, everyMs);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(timer);
    };
  }, [everyMs]);
  return now;
}
