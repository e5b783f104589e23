// The current time, ticking four times a second while `active`: drives every resend countdown (two-factor, sign-up, settings).
import { useEffect, useState } from 'react';
import { clientNow } from '../api/clock';

export function useNow(active: boolean): number {
  const [now, setNow] = useState(() => clientNow());
  useEffect(() => {
    if (!active) return undefined;
    // A quarter-second tick keeps a whole-second countdown from lagging behind the clock.
    const timer = setInterval(() => setNow(clientNow()), 250);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}
