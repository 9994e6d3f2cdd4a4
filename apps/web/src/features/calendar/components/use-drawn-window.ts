// What the day view draws (issue 23, bench/README.md): the columns in view (use-column-window.tsx) and, in them,
// the cards near the hours in view. At the 5-minute scale the 600 px grid shows about 100 minutes of a 10-hour day,
// so the cards from one view's height above what is shown to one below are drawn; the window grows as the person
// scrolls (a found card is scrolled to, then drawn) and starts again where the next day opens.
import type { CalendarTimeScale } from '@salon/shared';
import { type RefObject, useMemo, useState } from 'react';
import type { CalendarResource } from '../calendar.api.ts';
import { type CalEvent, HEIGHT, ROWS } from './calendar-view.tsx';
import { useColumnWindow, useContentMeasure } from './use-column-window.tsx';

export interface HoursWindow {
  /** Floating times (ms): cards that end after `from` and start before `to` are drawn. */
  from: number;
  to: number;
}

const ALL: HoursWindow = { from: -Number.POSITIVE_INFINITY, to: Number.POSITIVE_INFINITY };

/** The minutes the grid shows at once at `scale` (its height over the pixels per minute). */
export const minutesInView = (scale: CalendarTimeScale) => (HEIGHT * scale) / ROWS[scale].px;

/**
 * The hours whose cards are drawn, from the scroll position of the calendar's content (null: all). Starts at
 * `openAt` (where the day opens) with a view's height of margin on each side, and only grows while `resetKey` stays.
 */
export function useHoursWindow(
  root: RefObject<HTMLElement | null>,
  {
    enabled,
    resetKey,
    openAt,
    min,
    max,
    scale,
  }: { enabled: boolean; resetKey: string; openAt: Date; min: Date; max: Date; scale: CalendarTimeScale },
): HoursWindow | null {
  const margin = minutesInView(scale) * 60_000;
  const start = openAt.getTime();
  const opening = { key: resetKey, range: { from: start - margin, to: start + 2 * margin } };
  const [state, setState] = useState(opening);
  if (state.key !== resetKey) setState(opening);
  const [low, high] = [min.getTime(), max.getTime()];
  useContentMeasure(
    root,
    enabled,
    `${low}|${high}|${margin}`,
    (content) => {
      if (high <= low || !content.scrollHeight) return;
      const at = (px: number) => low + (px / content.scrollHeight) * (high - low);
      const from = at(content.scrollTop) - margin;
      const to = at(content.scrollTop + content.clientHeight) + margin;
      setState((s) =>
        from >= s.range.from && to <= s.range.to
          ? s
          : { key: s.key, range: { from: Math.min(from, s.range.from), to: Math.max(to, s.range.to) } },
      );
    },
    // Once a card has the focus, every card of the day is drawn: Tab from card to card must not skip the afternoon.
    (event) => {
      if (event.target instanceof Element && event.target.closest('.rbc-event'))
        setState((s) => (s.range.from === -Number.POSITIVE_INFINITY ? s : { key: s.key, range: ALL }));
    },
  );
  return enabled ? state.range : null;
}

/** The columns drawn (null: all) and the cards and time off drawn in them. */
export function useDrawnWindow(
  root: RefObject<HTMLElement | null>,
  p: {
    enabled: boolean;
    resetKey: string;
    resources: readonly CalendarResource[];
    events: CalEvent[];
    background: CalEvent[];
    openAt: Date;
    min: Date;
    max: Date;
    scale: CalendarTimeScale;
  },
) {
  const columns = useColumnWindow(root, p.resources.length, p.enabled, p.resetKey);
  const hours = useHoursWindow(root, { ...p, resetKey: `${p.resetKey}|${p.scale}` });
  const { resources, events, background } = p;
  const drawn = useMemo(
    () => (columns ? new Set(resources.slice(columns.first, columns.last + 1).map((r) => r.id)) : null),
    [columns, resources],
  );
  const drawnEvents = useMemo(
    () =>
      events.filter(
        (e) => (!drawn || drawn.has(e.resourceId)) && (!hours || (e.end.getTime() > hours.from && e.start.getTime() < hours.to)),
      ),
    [drawn, hours, events],
  );
  const drawnBackground = useMemo(() => (drawn ? background.filter((e) => drawn.has(e.resourceId)) : background), [drawn, background]);
  return { drawn, drawnEvents, drawnBackground };
}
