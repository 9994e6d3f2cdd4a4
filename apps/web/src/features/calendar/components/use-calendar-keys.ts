// The calendar's keyboard (issue 23): arrows move between days (or weeks), `t` today, `n` a new appointment at
// the selected slot, `w` a quick walk-in, `+`/`-` zoom the time scale, `?` the shortcut sheet. Enter on a focused card opens it
// (react-big-calendar's onKeyPressEvent). Keys are ignored while typing or while a dialog is open.
import { useEffect, useRef } from 'react';
import { isInWidget, isTyping } from '../../../components/keyboard.ts';

export interface CalendarKeys {
  previous: () => void;
  next: () => void;
  today: () => void;
  newAppointment: () => void;
  quickWalkIn: () => void;
  zoom: (direction: 'in' | 'out') => void;
  help: () => void;
}

/** The shortcut sheet's rows: the keys and the label key of what they do. */
export const SHORTCUTS = [
  { keys: '← / →', does: 'keyDays' },
  { keys: 't', does: 'keyToday' },
  { keys: 'n', does: 'keyNew' },
  { keys: 'w', does: 'keyQuick' },
  { keys: 'Enter', does: 'keyOpen' },
  { keys: '+ / −', does: 'keyZoom' },
  { keys: 'Ctrl+C / Ctrl+V', does: 'keyCopy' },
  { keys: '?', does: 'keyHelp' },
] as const;

export function useCalendarKeys(keys: CalendarKeys, dialogOpen: boolean) {
  const latest = useRef(keys);
  latest.current = keys;
  useEffect(() => {
    if (dialogOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || isTyping(e.target) || isInWidget(e.target)) return;
      const k = latest.current;
      const act: Record<string, () => void> = {
        ArrowLeft: k.previous,
        ArrowRight: k.next,
        t: k.today,
        n: k.newAppointment,
        w: k.quickWalkIn,
        '+': () => k.zoom('in'),
        '=': () => k.zoom('in'),
        '-': () => k.zoom('out'),
        '?': k.help,
      };
      const run = act[e.key];
      if (!run) return;
      e.preventDefault();
      run();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [dialogOpen]);
}
