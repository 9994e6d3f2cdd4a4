// The calendar's picture: the event shape, the drag-and-drop calendar with its 5-minute snapping, the rows of
// each time scale, and the paint marks bench/calendar reads. Cards and headers: event-card.tsx; look: calendar-styles.ts.
import type { CalendarTimeScale } from '@salon/shared';
import type { CalendarEvent, CalendarResource } from '../calendar.api.ts';
import { format, getDay, parse, startOfWeek } from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';
import { useLayoutEffect, useRef } from 'react';
import { Calendar, type DateLocalizer, dateFnsLocalizer } from 'react-big-calendar';
import withDragAndDrop from 'react-big-calendar/lib/addons/dragAndDrop';

export interface CalEvent {
  id: string;
  title: string;
  /** The full description (tooltip, dialogs): title, status, cutter and times. */
  label: string;
  /** What a screen reader hears besides the shown times and title: status and cutter. */
  extra: string;
  /** The visit's status, drink and music ("Checked in · Latte · Jazz") when a drink or music was picked in the store. */
  prefs: string | null;
  start: Date;
  end: Date;
  resourceId: string;
  /** The cutter's colour (the card's accent), when they have one. */
  cutterColor?: string | null;
  source: CalendarEvent;
  movable: boolean;
  resizable: boolean;
  /** Length in minutes: a card of 15 minutes or less is drawn compact (one line). */
  minutes: number;
  /** Approved time off, drawn behind the events (never opened, moved or copied). */
  timeOff?: true;
  /** The appointment's chat has messages the person has not read (issue 18). */
  unreadChat?: boolean;
  /** What a screen reader hears for the marker. */
  chatLabel?: string;
}

export const DnDCalendar = withDragAndDrop<CalEvent, CalendarResource>(Calendar);
export const STEP = 5; // moves, stretches and clicks snap to 5 minutes (CALENDAR.timeScaleMinutes) at every scale
/** A labelled row per `scale` minutes made of 5-minute slots, and its height in px (finer scales zoom in). */
export const ROWS: Record<CalendarTimeScale, { timeslots: number; px: number }> = {
  5: { timeslots: 1, px: 30 },
  10: { timeslots: 2, px: 40 },
  15: { timeslots: 3, px: 48 },
  20: { timeslots: 4, px: 56 },
};
export const HEIGHT = 600; // CALENDAR.defaultHeightPx

export function localizerFor(weekStartsOn: number): DateLocalizer {
  return dateFnsLocalizer({
    format,
    parse,
    startOfWeek: (date: Date) => startOfWeek(date, { weekStartsOn: weekStartsOn as 0 | 1 | 2 | 3 | 4 | 5 | 6 }),
    getDay,
    locales: { 'en-US': enUS },
  });
}

export const sameSlot = (a: Date, b: Date) => a.getTime() === b.getTime();
export { isTyping } from '../../../components/keyboard.ts';

/** Marks data arrival and the paint after it (performance.measure 'calendar-render'), read by bench/calendar. */
export function usePaintMarks(data: unknown, events: number) {
  const last = useRef<unknown>(null);
  if (data && data !== last.current && typeof performance !== 'undefined') performance.mark('calendar-data-arrived');
  useLayoutEffect(() => {
    if (!data || data === last.current) return;
    last.current = data;
    requestAnimationFrame(() =>
      setTimeout(() => {
        performance.mark('calendar-painted');
        performance.measure('calendar-render', { start: 'calendar-data-arrived', end: 'calendar-painted', detail: { events } });
        if (performance.getEntriesByName('calendar-navigate', 'mark').length) {
          performance.measure('calendar-navigate-paint', 'calendar-navigate', 'calendar-painted');
          performance.clearMarks('calendar-navigate');
        }
      }, 0),
    );
  }, [data, events]);
}
