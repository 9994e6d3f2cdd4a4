// Columns off screen are not drawn (issue 23, bench/README.md): react-big-calendar cannot virtualise, so the
// day view keeps every column (and its header) but fills only the columns in view, plus a margin, with their
// 5-minute slots and events. Scrolling sideways widens the window; nothing else changes.
import { type RefObject, createContext, forwardRef, memo, useContext, useEffect, useRef, useState } from 'react';
import type { DayColumnWrapperProps } from 'react-big-calendar';

/** Extra columns drawn on each side of the visible ones (a quick scroll never shows empty columns). */
const MARGIN = 2;
/** react-big-calendar's minimum width of a resource column (px). */
const MIN_COLUMN_PX = 140;

export interface ColumnWindow {
  first: number;
  last: number;
}

/**
 * Calls `measure` with the calendar's scrolling content (`.rbc-time-content`) now and at most once a frame on
 * scroll and resize, again when `again` changes; `onFocusIn` hears focus moving inside it.
 */
export function useContentMeasure(
  root: RefObject<HTMLElement | null>,
  enabled: boolean,
  again: unknown,
  measure: (content: HTMLElement) => void,
  onFocusIn?: (event: FocusEvent) => void,
) {
  const latest = useRef({ measure, onFocusIn });
  latest.current = { measure, onFocusIn };
  // biome-ignore lint/correctness/useExhaustiveDependencies: `again` asks for a fresh measure (what it reads changed).
  useEffect(() => {
    if (!enabled) return;
    const content = root.current?.querySelector<HTMLElement>('.rbc-time-content');
    if (!content) return;
    let frame = 0;
    const schedule = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        latest.current.measure(content);
      });
    };
    const focusIn = (event: FocusEvent) => latest.current.onFocusIn?.(event);
    schedule();
    content.addEventListener('scroll', schedule, { passive: true });
    content.addEventListener('focusin', focusIn);
    window.addEventListener('resize', schedule);
    return () => {
      content.removeEventListener('scroll', schedule);
      content.removeEventListener('focusin', focusIn);
      window.removeEventListener('resize', schedule);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [root, enabled, again]);
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
  useContentMeasure(root, enabled, count, (content) => {
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
  });
  return enabled ? state.range : null;
}

/** How the day columns are drawn: which columns (null: all), and the class of each 5-minute slot. */
export interface ColumnDrawing {
  drawn: ReadonlySet<string> | null;
  slotClass: (at: Date, resourceId: string | undefined) => string | undefined;
}
export const ColumnDrawingContext = createContext<ColumnDrawing>({ drawn: null, slotClass: () => undefined });

/**
 * A column's 5-minute slots, the same elements react-big-calendar draws (`.rbc-timeslot-group > .rbc-time-slot`),
 * from `pattern`: groups split by "|", slots by ",", each slot's extra class. Memoised on the pattern, so a column
 * whose shading is the same on the next day (the same shift) is not drawn again.
 */
const SlotGroups = memo(function SlotGroups({ pattern }: { pattern: string }) {
  return pattern.split('|').map((group, g) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: a slot group is its position in the day.
    <div key={g} className="rbc-timeslot-group">
      {group.split(',').map((extra, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a slot is its position in the group.
        <div key={i} className={extra ? `rbc-time-slot ${extra}` : 'rbc-time-slot'} />
      ))}
    </div>
  ));
});

/**
 * A day column's box (react-big-calendar's `dayColumnWrapper`). Its first child, the library's slot groups, is
 * replaced: a column not drawn has none, a drawn one has SlotGroups. The events container and the current-time
 * line stay as the library made them.
 */
export const WindowedColumn = forwardRef<HTMLDivElement, DayColumnWrapperProps>(function WindowedColumn(
  { children, className, style, resource, slotMetrics },
  ref,
) {
  const { drawn, slotClass } = useContext(ColumnDrawingContext);
  const id = resource === undefined || resource === null ? undefined : String(resource);
  const shown = !drawn || id === undefined || drawn.has(id);
  const pattern = shown ? slotMetrics.groups.map((group) => group.map((at) => slotClass(at, id) ?? '').join(',')).join('|') : null;
  const rest = Array.isArray(children) && Array.isArray(children[0]) ? children.slice(1) : children;
  return (
    <div ref={ref} className={className} style={style}>
      {pattern === null ? null : <SlotGroups pattern={pattern} />}
      {rest}
    </div>
  );
});
