// The calendar's picture: the event shape, its body and resource header, the drag-and-drop calendar with its
// 5-minute scale, the look inside the MUI theme, and the paint marks bench/calendar reads.
import type { CalendarEvent, CalendarResource } from '../calendar.api.ts';
import { format, getDay, parse, startOfWeek } from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';
import { useLayoutEffect, useRef } from 'react';
import { Calendar, type DateLocalizer, type EventProps, type ResourceHeaderProps, dateFnsLocalizer } from 'react-big-calendar';
import withDragAndDrop from 'react-big-calendar/lib/addons/dragAndDrop';

export interface CalEvent {
  id: string;
  title: string;
  /** The full description (tooltip, dialogs): title, status, cutter and times. */
  label: string;
  /** What a screen reader hears besides the shown times and title: status and cutter. */
  extra: string;
  start: Date;
  end: Date;
  resourceId: string;
  source: CalendarEvent;
  movable: boolean;
  resizable: boolean;
  /** The appointment's chat has messages the person has not read (issue 18). */
  unreadChat?: boolean;
  /** What a screen reader hears for the marker. */
  chatLabel?: string;
}

// Plain elements, styled by the calendar's class rules below: 400 events must not each run MUI's sx.
export function EventBody({ event }: EventProps<CalEvent>) {
  return (
    <span className="calendar-event-body">
      <span className="calendar-event-title">
        {event.unreadChat ? (
          <span className="calendar-chat-marker" data-testid="unread-chat-marker" aria-hidden>
            ●{' '}
          </span>
        ) : null}
        {event.title}
      </span>
      <span className="calendar-visually-hidden">{`, ${event.extra}${event.unreadChat ? `, ${event.chatLabel ?? ''}` : ''}`}</span>
    </span>
  );
}

export function ResourceHeader({ resource }: ResourceHeaderProps<CalendarResource>) {
  return (
    <span className="calendar-resource">
      <span aria-hidden className="calendar-swatch" style={{ backgroundColor: resource.color ?? 'transparent' }} />
      <span className="calendar-resource-name">{resource.name}</span>
    </span>
  );
}

export const DnDCalendar = withDragAndDrop<CalEvent, CalendarResource>(Calendar);
export const STEP = 5; // the 5-minute time scale (CALENDAR.timeScaleMinutes)
export const TIMESLOTS = 3; // a label every 15 minutes; every 5-minute slot selectable and a drop target
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
export const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

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

/** react-big-calendar's look inside the MUI theme: readable in light and dark, visible focus, blocks hatched. */
export const calendarSx = {
  '& .rbc-calendar': { fontFamily: 'inherit', color: 'text.primary' },
  '& .rbc-time-view, & .rbc-header, & .rbc-time-content, & .rbc-timeslot-group, & .rbc-day-slot .rbc-time-slot, & .rbc-time-header-content, & .rbc-time-content > * + * > *':
    { borderColor: 'divider' },
  '& .rbc-timeslot-group': { minHeight: 48 },
  // The library paints the gutters white; the theme may be dark.
  '& .rbc-time-gutter, & .rbc-time-header-gutter, & .rbc-time-view-resources .rbc-time-gutter, & .rbc-time-view-resources .rbc-time-header-gutter':
    { bgcolor: 'background.paper' },
  // No all-day appointments in a salon: the empty all-day row goes.
  '& .rbc-allday-cell': { display: 'none' },
  '& .rbc-time-header-content > .rbc-row.rbc-row-resource': { borderBottom: 0 },
  '& .rbc-header': { py: 0.5, fontWeight: 600 },
  '& .rbc-label': { fontSize: 12, color: 'text.secondary' },
  '& .rbc-today': { bgcolor: 'action.hover' },
  '& .rbc-event': { borderRadius: 1, px: 0.5, py: 0.25 },
  '& .rbc-event:focus-visible': { outline: '3px solid', outlineColor: 'warning.main', outlineOffset: 1 },
  '& .rbc-event-label': { fontSize: 11 },
  '& .calendar-event-body': { display: 'block', lineHeight: 1.25, fontSize: 12 },
  '& .calendar-event-title': { fontWeight: 600 },
  '& .calendar-chat-marker': { color: 'inherit', fontSize: '0.9em' },
  '& .calendar-visually-hidden': {
    position: 'absolute',
    width: 1,
    height: 1,
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  },
  '& .calendar-resource': { display: 'flex', alignItems: 'center', justifyContent: 'center', gap: '6px', py: 0.5, minWidth: 0 },
  '& .calendar-swatch': { width: 12, height: 12, borderRadius: '50%', flexShrink: 0, border: '1px solid', borderColor: 'text.disabled' },
  '& .calendar-resource-name': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  '& .calendar-block': {
    color: 'text.primary',
    bgcolor: 'action.selected',
    border: '1px dashed',
    borderColor: 'text.secondary',
    backgroundImage: 'repeating-linear-gradient(45deg, transparent 0 6px, rgba(127,127,127,0.18) 6px 12px)',
  },
  '& .rbc-day-slot .calendar-slot-selected': { bgcolor: 'primary.main', opacity: 0.35 },
  '& .rbc-current-time-indicator': { bgcolor: 'error.main', height: 2 },
  '& .rbc-slot-selection': { bgcolor: 'primary.main', color: 'primary.contrastText' },
} as const;
