// A card's full details beside it while it is hovered or has the keyboard focus (issue 23), without opening the
// appointment: one panel for the whole calendar, so 400 cards cost nothing until one is looked at. It is visual
// only (aria-hidden): a screen reader hears the card's own name, which holds the same words.
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import { type ReactNode, useContext, useMemo, useRef, useState } from 'react';
import type { DateLocalizer } from 'react-big-calendar';
import type { CalendarResource } from '../calendar.api.ts';
import type { CalEvent } from './calendar-view.tsx';
import { CardContext, STATUS_GLYPHS } from './event-card.tsx';

/** How long a pointer rests on a card before its details show (a pass over the grid shows nothing). */
const HOVER_MS = 450;
/** Beside a narrow card; under (or over) one as wide as the grid, never over the time gutter. */
const PLACEMENT = [
  { name: 'flip', options: { fallbackPlacements: ['bottom-start', 'top-start', 'left-start'] } },
  { name: 'offset', options: { offset: [0, 6] } },
];

interface Peeked {
  event: CalEvent;
  card: HTMLElement;
}

function cardOf(target: EventTarget | null): { card: HTMLElement; id: string } | null {
  const card = target instanceof Element ? target.closest<HTMLElement>('.rbc-event') : null;
  const id = card?.querySelector<HTMLElement>('[data-event-id]')?.dataset.eventId;
  return card && id ? { card, id } : null;
}

export function CardPeek(p: {
  events: readonly CalEvent[];
  resources: readonly CalendarResource[] | undefined;
  localizer: DateLocalizer;
  children: ReactNode;
}) {
  const [peeked, setPeeked] = useState<Peeked | null>(null);
  const timer = useRef(0);
  const byId = useMemo(() => new Map(p.events.map((e) => [e.id, e])), [p.events]);
  const show = (target: EventTarget | null, delay: number) => {
    window.clearTimeout(timer.current);
    const found = cardOf(target);
    const event = found ? byId.get(found.id) : undefined;
    if (!found || !event || event.timeOff) return setPeeked(null);
    const open = () => setPeeked({ event, card: found.card });
    if (delay) timer.current = window.setTimeout(open, delay);
    else open();
  };
  const hide = () => {
    window.clearTimeout(timer.current);
    setPeeked(null);
  };
  // A card that left the page (another day, a filter) takes its panel with it.
  const shown = peeked?.card.isConnected && byId.get(peeked.event.id) ? peeked : null;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: it hears its cards' focus and pointer; the cards are the controls.
    <div
      onFocus={(e) => show(e.target, 0)}
      onBlur={hide}
      onMouseOver={(e) => (e.buttons || cardOf(e.target)?.card === shown?.card ? undefined : show(e.target, HOVER_MS))}
      onMouseLeave={hide}
      onPointerDown={hide}
      onKeyDown={(e) => (e.key === 'Escape' ? hide() : undefined)}
    >
      {p.children}
      <Popper
        open={Boolean(shown)}
        anchorEl={shown?.card}
        placement="right-start"
        modifiers={PLACEMENT}
        sx={{ zIndex: 'tooltip', pointerEvents: 'none' }}
        aria-hidden
      >
        {shown ? <PeekPanel event={shown.event} resources={p.resources} localizer={p.localizer} /> : null}
      </Popper>
    </div>
  );
}

function PeekPanel({
  event,
  resources,
  localizer,
}: {
  event: CalEvent;
  resources: readonly CalendarResource[] | undefined;
  localizer: DateLocalizer;
}) {
  const words = useContext(CardContext)?.words;
  const e = event.source;
  const time = (d: Date) => localizer.format(d, 'p', 'en-US');
  const cutter = resources?.find((r) => r.id === event.resourceId)?.name;
  const source = e.source && words ? words.source(e.source) : null;
  const lines = [
    `${time(event.start)} – ${time(event.end)}${cutter ? ` · ${cutter}` : ''}`,
    e.kind === 'block'
      ? null
      : `${STATUS_GLYPHS[e.status]} ${words?.status(e.status) ?? e.status}${event.prefs ? ` · ${[e.beverage, e.music].filter(Boolean).join(' · ')}` : ''}`,
    e.services || null,
    e.kind === 'block' || !words ? null : [source, words.payment(event)].filter(Boolean).join(' · '),
    e.repeat && words ? words.repeat(e.repeat) : null,
    e.pinnedNote && words ? words.pinnedNote : null,
    e.notes,
  ].filter((line): line is string => Boolean(line));
  return (
    <Paper elevation={6} sx={{ p: 1.25, maxWidth: 300, fontSize: 13, lineHeight: 1.4 }} data-testid="card-peek">
      <strong>
        {e.customerName ?? event.title}
        {e.firstVisit && words ? ` · ${words.firstVisit}` : ''}
      </strong>
      {lines.map((line, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the lines are rebuilt whole for each card.
        <div key={i} style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
          {line}
        </div>
      ))}
    </Paper>
  );
}
