import { useEffect, useState } from 'react';

/** The time now (ms), read again every `everyMs` while the component is shown: for controls that wait for a time. */
export function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
