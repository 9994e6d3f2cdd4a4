// What a card and a column header show (issue 23). Plain elements styled by class rules (calendar-styles.ts):
// 400 cards must not each run MUI's sx or draw an SVG icon component, so status and source are text glyphs.
import { type AppointmentStatus, paymentState, type SeriesMarker } from '@salon/shared';
import { createContext, useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventProps, ResourceHeaderProps } from 'react-big-calendar';
import type { CalendarResource } from '../calendar.api.ts';
import { repeatText } from './booking-repeat.tsx';
import type { CalEvent } from './calendar-view.tsx';
import { CutterAvatar } from './cutter-avatar.tsx';

/** One glyph per status beside its label (never colour alone; forced-colors keeps text). */
export const STATUS_GLYPHS: Record<AppointmentStatus, string> = {
  pending: '…',
  booked: '●',
  rescheduled: '↻',
  checked_in: '✓',
  ongoing: '✂\uFE0E',
  completed: '✔\uFE0E',
  checkout: '$',
  'partially-paid': '½',
  checked_out: '$✓',
  cancelled: '✕',
  no_show: '⊘',
};

/** The words a card shows, resolved once per render of the calendar (not per card). */
export interface CardWords {
  status: (s: AppointmentStatus) => string;
  source: (s: string) => string;
  payment: (e: CalEvent) => string;
  firstVisit: string;
  firstVisitSpoken: string;
  pinnedNote: string;
  timeOff: string;
  /** "Every 3 weeks · 2 of 6" (a standing appointment's occurrence). */
  repeat: (m: SeriesMarker) => string;
}

export interface ColumnLoad {
  /** "3.5 h booked" and "44%" (or no percentage without a shift). */
  booked: string;
  utilisation: string | null;
  /** The same, for a screen reader. */
  description: string;
}

export interface CalendarCardContext {
  words: CardWords;
  loads: ReadonlyMap<string, ColumnLoad>;
  /** A card's time as the library has it (the day view's stage, calendar-stage.ts) on the real day. */
  toReal?: (at: Date) => Date;
}

export const CardContext = createContext<CalendarCardContext | null>(null);

/** The card's words in the person's language, resolved once. */
export function useCardWords(): CardWords {
  const { t } = useTranslation('calendar');
  const { t: ta } = useTranslation('appointments');
  return useMemo(() => {
    const payment = { paid: t('paid'), 'part-paid': t('partPaid'), unpaid: t('unpaid') } as const;
    return {
      status: (s) => ta(`status.${s}` as 'status.booked'),
      source: (s) => t(`source.${s}` as 'source.phone'),
      payment: (e) => payment[paymentState(e.source.status)],
      firstVisit: t('firstVisit'),
      firstVisitSpoken: t('firstVisitSpoken'),
      pinnedNote: t('pinnedNote'),
      timeOff: t('timeOff'),
      repeat: (m) => repeatText(t, m),
    };
  }, [t, ta]);
}

export function EventBody({ event }: EventProps<CalEvent>) {
  const context = useContext(CardContext);
  const e = event.source;
  // The card's real times, read by the drag readout (the library draws the day view on its stage).
  const times = {
    'data-start': (context?.toReal?.(event.start) ?? event.start).getTime(),
    'data-end': (context?.toReal?.(event.end) ?? event.end).getTime(),
  };
  if (event.timeOff) return <span className="calendar-timeoff-label">{context?.words.timeOff}</span>;
  if (!context || e.kind === 'block')
    return (
      <span className="calendar-event-body" data-event-id={event.id} {...times}>
        <span className="calendar-event-title">{event.title}</span>
        <span className="calendar-visually-hidden">{`, ${event.extra}`}</span>
      </span>
    );
  const { words } = context;
  const name = e.customerName ?? event.title;
  const status = words.status(e.status);
  const glyph = STATUS_GLYPHS[e.status];
  const source = e.source ? words.source(e.source) : null;
  const payment = words.payment(event);
  const spoken = [event.title, e.firstVisit ? words.firstVisitSpoken : null, source, payment].filter(Boolean).join(', ');
  // A compact card (15 minutes or less) is one line: only its own parts are drawn (a busy day has hundreds of cards).
  const compact = event.minutes <= 15;
  return (
    <span className={compact ? 'calendar-card calendar-card-compact' : 'calendar-card'} data-event-id={event.id} {...times}>
      {/* The line itself is read: its words are hidden one by one (the spoken text says them), the pin is named. */}
      <span className="calendar-card-line calendar-card-name">
        {compact ? (
          <span aria-hidden className="calendar-card-glyph calendar-card-compact-only">
            {glyph}
          </span>
        ) : null}
        {event.unreadChat ? (
          <span aria-hidden className="calendar-chat-marker" data-testid="unread-chat-marker">
            ●
          </span>
        ) : null}
        <span aria-hidden className="calendar-event-title">
          {name}
        </span>
        {e.pinnedNote ? <PinGlyph label={words.pinnedNote} /> : null}
        {e.repeat ? <RepeatBadge marker={e.repeat} label={words.repeat(e.repeat)} /> : null}
        {e.firstVisit && !compact ? (
          <span aria-hidden className="calendar-badge">
            {words.firstVisit}
          </span>
        ) : null}
        {compact ? (
          <span aria-hidden className="calendar-card-compact-only calendar-card-status-inline">
            {status}
          </span>
        ) : null}
      </span>
      {compact ? null : (
        <>
          <span aria-hidden className="calendar-card-line calendar-card-status">
            <span className="calendar-card-glyph">{glyph}</span>
            {event.prefs ?? status}
          </span>
          {e.services ? (
            <span aria-hidden className="calendar-card-line">
              {e.services}
            </span>
          ) : null}
          <span aria-hidden className="calendar-card-line calendar-card-meta">
            {source ? `${source} · ${payment}` : payment}
          </span>
        </>
      )}
      <span className="calendar-visually-hidden">{`${spoken}, ${event.extra}${event.unreadChat ? `, ${event.chatLabel ?? ''}` : ''}`}</span>
    </span>
  );
}

/** A standing appointment's occurrence: "↺ 2/6" on the card, named "Every 3 weeks · 2 of 6". */
function RepeatBadge({ marker, label }: { marker: SeriesMarker; label: string }) {
  return (
    <span className="calendar-badge calendar-card-repeat" role="img" aria-label={label} title={label} data-testid="repeat-marker">
      {`↺ ${marker.position}/${marker.total}`}
    </span>
  );
}

/** A push pin (the customer has a pinned note; the details show it). A bare path: only cards with a note draw it. */
function PinGlyph({ label }: { label: string }) {
  return (
    <svg className="calendar-card-pin" viewBox="0 0 24 24" role="img" aria-label={label}>
      <title>{label}</title>
      <path d="M16 9V4h1c.55 0 1-.45 1-1s-.45-1-1-1H7c-.55 0-1 .45-1 1s.45 1 1 1h1v5c0 1.66-1.34 3-3 3v2h5.97v7l1 1 1-1v-7H19v-2c-1.66 0-3-1.34-3-3z" />
    </svg>
  );
}

export function ResourceHeader({ resource }: ResourceHeaderProps<CalendarResource>) {
  const load = useContext(CardContext)?.loads.get(resource.id);
  return (
    <span className="calendar-resource">
      <CutterAvatar resource={resource} />
      <span className="calendar-resource-text">
        <span className="calendar-resource-name">{resource.name}</span>
        {load ? (
          <>
            <span aria-hidden className="calendar-resource-load">
              {load.utilisation ? `${load.booked} · ${load.utilisation}` : load.booked}
            </span>
            <span className="calendar-visually-hidden">{`, ${load.description}`}</span>
          </>
        ) : null}
      </span>
    </span>
  );
}
