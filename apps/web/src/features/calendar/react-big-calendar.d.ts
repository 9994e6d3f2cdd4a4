// react-big-calendar 1.20 ships no type declarations: the part of its API the calendar page uses.
declare module 'react-big-calendar' {
  import type { ComponentType, CSSProperties, HTMLAttributes, ReactNode } from 'react';

  export type View = 'month' | 'week' | 'work_week' | 'day' | 'agenda';
  export interface DateLocalizer {
    format(value: Date, format: string, culture?: string): string;
  }
  export interface SlotInfo {
    start: Date;
    end: Date;
    slots: Date[];
    action: 'select' | 'click' | 'doubleClick';
    resourceId?: string | number;
  }
  export interface EventWrapperProps<E> {
    event: E;
    children?: ReactNode;
  }
  export interface EventProps<E> {
    event: E;
    title: string;
  }
  export interface TimeSlotWrapperProps {
    value: Date;
    resource?: string | number;
    children?: ReactNode;
  }
  /** The box of one day column; its children are the slot groups (an array), the events container and the time line. */
  export interface DayColumnWrapperProps {
    children?: ReactNode;
    className?: string;
    style?: CSSProperties;
    date: Date;
    resource?: string | number | null;
    /** The column's 5-minute slots in groups (one group per row of the time scale). */
    slotMetrics: { groups: Date[][] };
  }
  export interface ResourceHeaderProps<R> {
    label: ReactNode;
    resource: R;
  }
  export interface CalendarProps<E extends object, R extends object> {
    localizer: DateLocalizer;
    events: E[];
    resources?: R[];
    date: Date;
    view: View;
    views: View[];
    onView: (view: View) => void;
    onNavigate: (date: Date, view: View, action: string) => void;
    startAccessor?: keyof E | ((event: E) => Date);
    endAccessor?: keyof E | ((event: E) => Date);
    titleAccessor?: keyof E | ((event: E) => string);
    resourceAccessor?: keyof E | ((event: E) => string);
    resourceIdAccessor?: keyof R | ((resource: R) => string);
    resourceTitleAccessor?: keyof R | ((resource: R) => string);
    tooltipAccessor?: keyof E | ((event: E) => string) | null;
    step?: number;
    timeslots?: number;
    min?: Date;
    max?: Date;
    scrollToTime?: Date;
    selectable?: boolean | 'ignoreEvents';
    selected?: E | null;
    onSelectEvent?: (event: E, e: React.SyntheticEvent) => void;
    onDoubleClickEvent?: (event: E, e: React.SyntheticEvent) => void;
    onKeyPressEvent?: (event: E, e: React.KeyboardEvent) => void;
    onSelectSlot?: (slot: SlotInfo) => void;
    onSelecting?: (range: { start: Date; end: Date }) => boolean | undefined;
    eventPropGetter?: (event: E, start: Date, end: Date, isSelected: boolean) => { className?: string; style?: CSSProperties };
    slotPropGetter?: (date: Date, resourceId?: string) => { className?: string; style?: CSSProperties };
    dayPropGetter?: (date: Date, resourceId?: string) => { className?: string; style?: CSSProperties };
    components?: {
      toolbar?: ComponentType<unknown> | (() => null);
      event?: ComponentType<EventProps<E>>;
      eventWrapper?: ComponentType<EventWrapperProps<E>>;
      resourceHeader?: ComponentType<ResourceHeaderProps<R>>;
      timeSlotWrapper?: ComponentType<TimeSlotWrapperProps>;
      dayColumnWrapper?: ComponentType<DayColumnWrapperProps>;
    };
    /** Drawn behind the events of their column (time off). */
    backgroundEvents?: E[];
    enableAutoScroll?: boolean;
    formats?: Record<
      string,
      string | ((date: Date | { start: Date; end: Date }, culture: string | undefined, localizer: DateLocalizer) => string)
    >;
    culture?: string;
    toolbar?: boolean;
    dayLayoutAlgorithm?: 'overlap' | 'no-overlap';
    showMultiDayTimes?: boolean;
    getNow?: () => Date;
    longPressThreshold?: number;
    style?: CSSProperties;
    className?: string;
    elementProps?: HTMLAttributes<HTMLElement>;
  }
  export function Calendar<E extends object, R extends object>(props: CalendarProps<E, R>): ReactNode;
  export function dateFnsLocalizer(config: {
    format: unknown;
    parse: unknown;
    startOfWeek: unknown;
    getDay: unknown;
    locales: Record<string, unknown>;
  }): DateLocalizer;
}

declare module 'react-big-calendar/lib/addons/dragAndDrop' {
  import type { ComponentType, ReactNode } from 'react';
  import type { CalendarProps } from 'react-big-calendar';

  export interface EventInteractionArgs<E> {
    event: E;
    start: Date | string;
    end: Date | string;
    isAllDay?: boolean;
    resourceId?: string | number;
  }
  export interface DragAndDropProps<E> {
    onEventDrop?: (args: EventInteractionArgs<E>) => void;
    onEventResize?: (args: EventInteractionArgs<E>) => void;
    onDragStart?: (args: { event: E; action: 'move' | 'resize'; direction?: 'UP' | 'DOWN' | 'LEFT' | 'RIGHT' }) => void;
    draggableAccessor?: keyof E | ((event: E) => boolean);
    resizableAccessor?: keyof E | ((event: E) => boolean);
    resizable?: boolean;
  }
  export default function withDragAndDrop<E extends object, R extends object>(
    calendar: (props: CalendarProps<E, R>) => ReactNode,
  ): ComponentType<CalendarProps<E, R> & DragAndDropProps<E>>;
}

declare module 'react-big-calendar/lib/css/react-big-calendar.css';
declare module 'react-big-calendar/lib/addons/dragAndDrop/styles.css';
