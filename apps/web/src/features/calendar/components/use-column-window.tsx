// Columns off screen are not drawn (issue 23, bench/README.md): react-big-calendar cannot virtualise, so the
// day view keeps every column (and its header) but fills only the columns in view, plus a margin, with their
// 5-minute slots and events. Scrolling sideways widens the window; nothing else changes.
import { type RefObject, createContext, useContext, useEffect, useRef, useState } from 'react';
import type { TimeSlotWrapperProps } from 'react-big-calendar';

/** Extra columns drawn on each side of the visible ones (a quick scroll never shows empty columns). */
const MARGIN = 2;
/** react-big-calendar's minimum width of a resource column (px). */
const MIN_COLUMN_PX = 140;

export interface ColumnWindow {
  first: number;
  last: number;
}

/**
 * The columns to draw, from the scroll position of the calendar's content (null: draw all). The window only
 * grows while the same day is shown (a correction never costs a second full render of the grid) and starts
 * again, exact, with the next `resetKey` (the day), in the same render as the day change.
 */
export function useColumnWindow(
  root: RefObject<HTMLElement | null>,
  count: number,
  enabled: boolean,
  resetKey: string,
): ColumnWindow | null {
  const guess = Math.ceil((typeof window === 'undefined' ? 1440 : window.innerWidth) / MIN_COLUMN_PX);
  const exact = useRef<ColumnWindow>({ first: 0, last: guess + MARGIN });
  const [state, setState] = useState({ key: resetKey, range: exact.current });
  if (state.key !== resetKey) setState({ key: resetKey, range: exact.current });
  useEffect(() => {
    if (!enabled) return;
    const content = root.current?.querySelector<HTMLElement>('.rbc-time-content');
    if (!content) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const gutter = content.querySelector<HTMLElement>('.rbc-time-gutter')?.offsetWidth ?? 0;
      const width = Math.max(1, (content.scrollWidth - gutter) / Math.max(1, count));
      const first = Math.max(0, Math.floor(content.scrollLeft / width) - MARGIN);
      const last = Math.min(count - 1, Math.ceil((content.scrollLeft + content.clientWidth - gutter) / width) + MARGIN);
      exact.current = { first, last };
      setState((s) =>
        first >= s.range.first && last <= s.range.last
          ? s
          : { key: s.key, range: { first: Math.min(first, s.range.first), last: Math.max(last, s.range.last) } },
      );
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    schedule();
    content.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      content.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [root, count, enabled]);
  return enabled ? state.range : null;
}

/** The ids of the columns drawn (null: all), for the slot wrapper below. */
export const DrawnColumns = createContext<ReadonlySet<string> | null>(null);

/** Draws a 5-minute slot only in a drawn column (the gutter's slots, without a resource, always). */
export function WindowedSlot({ children, resource }: TimeSlotWrapperProps) {
  const drawn = useContext(DrawnColumns);
  if (drawn && resource !== undefined && resource !== null && !drawn.has(String(resource))) return null;
  return <>{children}</>;
}
