import { idlePhase } from '@salon/shared';
import { useCallback, useEffect, useRef, useState } from 'react';

const EVENTS = ['pointerdown', 'keydown', 'touchstart', 'wheel'] as const;

/**
 * Privacy on a shared screen (issue 19): any touch or key restarts the clock; after KIOSK_IDLE.idleSeconds the
 * countdown shows, and at its end `onReset` runs (the screen starts over). Off while `enabled` is false.
 */
export function useKioskIdle(enabled: boolean, onReset: () => void) {
  const last = useRef(Date.now());
  const [phase, setPhase] = useState(() => idlePhase(0));
  const reset = useRef(onReset);
  reset.current = onReset;

  const stay = useCallback(() => {
    last.current = Date.now();
    setPhase({ phase: 'active' });
  }, []);

  useEffect(() => {
    if (!enabled) return;
    last.current = Date.now();
    const touch = () => {
      last.current = Date.now();
    };
    for (const name of EVENTS) window.addEventListener(name, touch, { passive: true });
    const timer = window.setInterval(() => {
      const next = idlePhase(Date.now() - last.current);
      if (next.phase === 'reset') {
        last.current = Date.now();
        setPhase({ phase: 'active' });
        reset.current();
      } else setPhase((current) => (JSON.stringify(current) === JSON.stringify(next) ? current : next));
    }, 250);
    return () => {
      for (const name of EVENTS) window.removeEventListener(name, touch);
      window.clearInterval(timer);
    };
  }, [enabled]);

  return { phase, stay };
}
