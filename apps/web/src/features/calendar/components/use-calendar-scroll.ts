// Where the calendar opens (issue 23): today at the current time (the current-time line in view, an hour of
// context above it), other days at the store's opening time; and jumping to a found appointment.
import { type RefObject, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { CalendarEvent, CalendarResource } from '../calendar.api.ts';
import type { CalEvent } from './calendar-view.tsx';
import { toFloating } from '../calendar-time.ts';

const content = (root: RefObject<HTMLElement | null>) => root.current?.querySelector<HTMLElement>('.rbc-time-content') ?? null;

/** Scrolls `at` (a floating Date within [min, max]) to the top of the grid, less `above` minutes. */
function scrollToTime(root: RefObject<HTMLElement | null>, at: Date, min: Date, max: Date, above: number) {
  const box = content(root);
  if (!box) return;
  const span = max.getTime() - min.getTime();
  const offset = Math.max(0, at.getTime() - min.getTime() - above * 60_000);
  box.scrollTop = span > 0 ? (box.scrollHeight * Math.min(offset, span)) / span : 0;
}

/** Where a day opens: today an hour above the current time (the current-time line in view), other days at `min`. */
export function openingTime(isToday: boolean, timezone: string, min: Date): Date {
  return isToday ? new Date(toFloating(new Date(), timezone).getTime() - 60 * 60_000) : min;
}

export function useOpeningScroll(
  root: RefObject<HTMLElement | null>,
  { ready, key, isToday, timezone, min, max }: { ready: boolean; key: string; isToday: boolean; timezone: string; min: Date; max: Date },
) {
  const done = useRef<string | null>(null);
  useLayoutEffect(() => {
    // The grid scrolls: keyboard users reach it even on a day with no card to tab to (axe scrollable-region-focusable).
    const box = ready ? content(root) : null;
    if (box && box.tabIndex < 0) box.tabIndex = 0;
    if (!ready || done.current === key) return;
    done.current = key;
    scrollToTime(root, openingTime(isToday, timezone, min), min, max, 0);
  }, [ready, key, isToday, timezone, min, max, root]);
}

/**
 * Brings a card into view and focuses it: scrolls its column in (columns off screen are not drawn) and its
 * time to the top, then waits a few frames for the card to be drawn.
 */
export function useJumpTo(root: RefObject<HTMLElement | null>) {
  return useCallback(
    (target: { id: string; column: number; columns: number; start: Date; min: Date; max: Date }, onFound: (el: HTMLElement) => void) => {
      let tries = 0;
      const attempt = () => {
        const box = content(root);
        if (box && target.columns > 1) {
          const gutter = box.querySelector<HTMLElement>('.rbc-time-gutter')?.offsetWidth ?? 0;
          const width = (box.scrollWidth - gutter) / target.columns;
          box.scrollLeft = Math.max(0, target.column * width - width);
        }
        if (box && tries === 0) scrollToTime(root, target.start, target.min, target.max, 30);
        const card = root.current?.querySelector<HTMLElement>(`[data-event-id="${target.id}"]`)?.closest<HTMLElement>('.rbc-event');
        if (card) {
          card.focus();
          onFound(card);
        } else if (tries++ < 30) requestAnimationFrame(attempt);
      };
      requestAnimationFrame(attempt);
    },
    [root],
  );
}

/**
 * A found appointment: the day view of its day with every cutter, then (once that day has loaded) its card
 * brought into view, focused and selected.
 */
export function useFindJump(p: {
  root: RefObject<HTMLElement | null>;
  /** The date of the loaded calendar answer. */
  ready: string | undefined;
  view: 'day' | 'week';
  events: readonly CalEvent[];
  resources: readonly CalendarResource[];
  min: Date;
  max: Date;
  date: string;
  goTo: (day: string) => void;
  setSelected: (e: CalEvent) => void;
  setCutterFilter: (id: string) => void;
  showDay: () => void;
}) {
  const jumpTo = useJumpTo(p.root);
  const [pending, setPending] = useState<{ id: string; day: string } | null>(null);
  const { ready, view, events, resources, min, max, setSelected } = p;
  useEffect(() => {
    if (!pending || ready !== pending.day || view !== 'day') return;
    const found = events.find((e) => e.id === pending.id);
    if (!found) return;
    setPending(null);
    const column = resources.findIndex((r) => r.id === found.resourceId);
    jumpTo({ id: found.id, column, columns: resources.length, start: found.start, min, max }, () => setSelected(found));
  }, [pending, ready, view, events, resources, min, max, jumpTo, setSelected]);
  return (event: CalendarEvent, day: string) => {
    p.setCutterFilter('all');
    p.showDay();
    if (day !== p.date) p.goTo(day);
    setPending({ id: event.id, day });
  };
}
