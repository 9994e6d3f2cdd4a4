// The day or week grid: react-big-calendar with drag and drop, drawn lightly (issue 23). Props that the library
// compares by identity are memoised; columns off screen get no slots or events, and the slots of the others are
// drawn by use-column-window.tsx, shaded by the cutter's shift and the store's hours; cards read the day through
// CardContext.
import type { CalendarTimeScale } from '@salon/shared';
import { memo, useMemo } from 'react';
import type { DateLocalizer, SlotInfo } from 'react-big-calendar';
import type { EventInteractionArgs } from 'react-big-calendar/lib/addons/dragAndDrop';
import type { CalendarResource } from '../calendar.api.ts';
import { floatingDay } from '../calendar-time.ts';
import { type CalEvent, DnDCalendar, HEIGHT, ROWS, STEP, sameSlot } from './calendar-view.tsx';
import { processingBackground } from '../processing-band.ts';
import { CardPeek } from './card-peek.tsx';
import { type CalendarCardContext, CardContext, EventBody, ResourceHeader } from './event-card.tsx';
import type { CalendarSlot } from './use-calendar-clipboard.ts';
import { useCalendarStage } from './use-calendar-stage.ts';
import { type ColumnDrawing, ColumnDrawingContext, WindowedColumn } from './use-column-window.tsx';

const COMPONENTS = { event: EventBody, resourceHeader: ResourceHeader, dayColumnWrapper: WindowedColumn };
/** A visit that runs past midnight is labelled with its whole time, as any other (the library's default is "11:45PM –"). */
const wholeRange = (range: Date | { start: Date; end: Date }, culture: string | undefined, local: DateLocalizer) =>
  range instanceof Date
    ? local.format(range, 'p', culture)
    : `${local.format(range.start, 'p', culture)} – ${local.format(range.end, 'p', culture)}`;
const FORMATS = {
  timeGutterFormat: 'h:mm a',
  dayFormat: 'EEE d',
  eventTimeRangeStartFormat: wholeRange,
  eventTimeRangeEndFormat: wholeRange,
};
const VIEWS: ('day' | 'week')[] = ['day', 'week'];

export interface CalendarGridProps {
  localizer: DateLocalizer;
  view: 'day' | 'week';
  date: string;
  timezone: string;
  scale: CalendarTimeScale;
  min: Date;
  max: Date;
  resources: readonly CalendarResource[] | undefined;
  events: CalEvent[];
  background: CalEvent[];
  drawn: ReadonlySet<string> | null;
  cards: CalendarCardContext;
  selected: CalEvent | null;
  slot: CalendarSlot | null;
  selectable: boolean;
  shadeOf: (at: Date, resourceId: string | undefined) => string | undefined;
  onView: (view: 'day' | 'week') => void;
  onNavigate: (day: string) => void;
  onSelectSlot: (info: SlotInfo) => void;
  onSelectEvent: (e: CalEvent) => void;
  onKeyPressEvent: (e: CalEvent, k: React.KeyboardEvent) => void;
  onEventDrop: (args: EventInteractionArgs<CalEvent>) => void;
  onEventResize: (args: EventInteractionArgs<CalEvent>) => void;
  onDragStart: (args: { event: CalEvent; action: 'move' | 'resize' }) => void;
}

function eventProps(e: CalEvent, _s: Date, _e: Date, isSelected: boolean) {
  if (e.timeOff) return { className: 'calendar-timeoff' };
  const outline = isSelected ? '2px solid #000' : undefined;
  if (e.source.kind === 'block') return { className: 'calendar-block', style: { outline } };
  return {
    className: e.minutes <= 15 ? 'calendar-event-compact' : undefined,
    style: {
      backgroundColor: e.source.color,
      // Processing (the cutter free for others) as a lighter band across the card.
      backgroundImage: processingBackground(e.source.processing, e.minutes),
      borderColor: e.source.color,
      // The cutter's colour as the accent on the card's left edge.
      borderLeftColor: e.cutterColor ?? e.source.color,
      color: '#fff',
      outline,
      outlineOffset: 1,
    },
  };
}

export const CalendarGrid = memo(function CalendarGrid(p: CalendarGridProps) {
  const { slot, shadeOf, drawn } = p;
  const stage = useCalendarStage({ ...p, staged: p.view === 'day' });
  const { on, off, real } = stage;
  const drawing = useMemo<ColumnDrawing>(() => {
    const chosen = slot ? on(slot.start) : null;
    return {
      drawn,
      slotClass: (d, resourceId) =>
        chosen && sameSlot(d, chosen) && (resourceId === undefined || resourceId === slot?.cutterId)
          ? 'calendar-slot-selected'
          : shadeOf(d, resourceId),
    };
  }, [drawn, slot, shadeOf, on]);
  const cards = useMemo(() => ({ ...p.cards, toReal: off }), [p.cards, off]);
  const rows = ROWS[p.scale];
  return (
    <CardContext.Provider value={cards}>
      <ColumnDrawingContext.Provider value={drawing}>
        <CardPeek events={p.events} resources={p.resources} localizer={p.localizer}>
          <DnDCalendar
            localizer={p.localizer}
            culture="en-US"
            events={stage.events}
            backgroundEvents={stage.background}
            resources={p.view === 'day' ? (p.resources as CalendarResource[]) : undefined}
            resourceIdAccessor="id"
            resourceTitleAccessor="name"
            resourceAccessor="resourceId"
            // The card's details show beside it on hover and focus (card-peek.tsx), not as a browser tooltip.
            tooltipAccessor={null}
            date={stage.anchor}
            view={p.view}
            views={VIEWS}
            onView={(v) => p.onView(v === 'week' ? 'week' : 'day')}
            onNavigate={(d) => p.onNavigate(floatingDay(off(d)))}
            toolbar={false}
            step={STEP}
            timeslots={rows.timeslots}
            min={stage.min}
            max={stage.max}
            scrollToTime={stage.min}
            enableAutoScroll={false}
            getNow={stage.getNow}
            selectable={p.selectable ? 'ignoreEvents' : false}
            selected={stage.selected}
            onSelectSlot={(info) => p.onSelectSlot({ ...info, start: off(info.start), end: off(info.end), slots: info.slots.map(off) })}
            onSelectEvent={(e) => p.onSelectEvent(real(e))}
            onKeyPressEvent={(e, k) => p.onKeyPressEvent(real(e), k)}
            onEventDrop={(args) => p.onEventDrop({ ...args, event: real(args.event), start: off(args.start), end: off(args.end) })}
            onEventResize={(args) => p.onEventResize({ ...args, event: real(args.event), start: off(args.start), end: off(args.end) })}
            onDragStart={(args) => p.onDragStart({ ...args, event: real(args.event) })}
            draggableAccessor="movable"
            resizableAccessor="resizable"
            resizable
            eventPropGetter={eventProps}
            components={COMPONENTS}
            formats={FORMATS}
            dayLayoutAlgorithm="no-overlap"
            // A visit that runs past midnight (a late walk-in) keeps its card in the day's grid, up to midnight, instead
            // of going to the all-day row the day view hides.
            showMultiDayTimes
            style={{ height: HEIGHT }}
          />
        </CardPeek>
      </ColumnDrawingContext.Provider>
    </CardContext.Provider>
  );
});
