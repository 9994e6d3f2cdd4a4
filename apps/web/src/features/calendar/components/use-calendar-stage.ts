// The day view on its stage (calendar-stage.ts): what goes into react-big-calendar is moved onto the fixed day, and
// what comes out of it (a chosen slot, a drop, a stretch, a chosen card) back onto the real day. The week view is
// shown as it is.
import { useCallback, useMemo } from 'react';
import { STAGE_DAY, fromStage, toStage } from '../calendar-stage.ts';
import { floatingAt, toFloating } from '../calendar-time.ts';
import type { CalEvent } from './calendar-view.tsx';

export interface CalendarStage {
  /** The day the library is shown (noon of it). */
  anchor: Date;
  events: CalEvent[];
  background: CalEvent[];
  min: Date;
  max: Date;
  getNow: () => Date;
  selected: CalEvent | null;
  /** A real time on the stage, and a time from the library back on the real day. */
  on: (at: Date) => Date;
  off: (at: Date | string) => Date;
  /** The event as the page knows it (real times) for one the library hands back. */
  real: (e: CalEvent) => CalEvent;
}

export function useCalendarStage(p: {
  staged: boolean;
  date: string;
  timezone: string;
  events: CalEvent[];
  background: CalEvent[];
  min: Date;
  max: Date;
  selected: CalEvent | null;
}): CalendarStage {
  const day = p.staged ? p.date : null;
  const on = useCallback((at: Date) => (day ? toStage(at, day) : at), [day]);
  const off = useCallback(
    (at: Date | string) => {
      const date = typeof at === 'string' ? new Date(at) : at;
      return day ? fromStage(date, day) : date;
    },
    [day],
  );
  const staged = useCallback(
    (list: CalEvent[]) => (day ? list.map((e) => ({ ...e, start: on(e.start), end: on(e.end) })) : list),
    [day, on],
  );
  const events = useMemo(() => staged(p.events), [p.events, staged]);
  const background = useMemo(() => staged(p.background), [p.background, staged]);
  const byId = useMemo(() => new Map([...p.events, ...p.background].map((e) => [e.id, e])), [p.events, p.background]);
  const real = useCallback((e: CalEvent) => byId.get(e.id) ?? e, [byId]);
  const selectedId = p.selected?.id;
  const selected = useMemo(() => events.find((e) => e.id === selectedId) ?? null, [events, selectedId]);
  const min = useMemo(() => on(p.min), [on, p.min]);
  const max = useMemo(() => on(p.max), [on, p.max]);
  const anchor = useMemo(() => floatingAt(day ? STAGE_DAY : p.date, '12:00'), [day, p.date]);
  const { timezone } = p;
  const getNow = useMemo(() => () => on(toFloating(new Date(), timezone)), [on, timezone]);
  return { anchor, events, background, min, max, getNow, selected, on, off, real };
}
