// While a card is dragged (issue 23): the target time and cutter, read live from the library's drag preview,
// and whether the drop would land on another appointment, block or time off of that cutter. A refused spot
// is marked on the preview; the drop itself is refused before any request (use-calendar-drag-drop.ts).
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import type { CalendarResource } from '../calendar.api.ts';
import type { CalEvent } from './calendar-view.tsx';

export interface DragTarget {
  start: Date;
  end: Date;
  cutterId: string;
  taken: CalEvent | null;
}

/** The first event of `cutterId` (not `id`) overlapping [start, end): appointments, blocks and time off. */
export function takenBy(events: readonly CalEvent[], id: string, cutterId: string, start: Date, end: Date): CalEvent | null {
  return (
    events.find(
      (e) =>
        e.id !== id &&
        e.resourceId === cutterId &&
        e.start.getTime() < end.getTime() &&
        e.end.getTime() > start.getTime() &&
        (e.timeOff || e.source.kind === 'block' || !['cancelled', 'no_show'].includes(e.source.status)),
    ) ?? null
  );
}

export function useDragReadout(
  root: RefObject<HTMLElement | null>,
  resources: readonly CalendarResource[],
  events: readonly CalEvent[],
  enabled: boolean,
) {
  const [target, setTarget] = useState<DragTarget | null>(null);
  const [dragging, setDragging] = useState<string | null>(null);
  const latest = useRef({ resources, events });
  latest.current = { resources, events };

  useEffect(() => {
    if (!dragging || !enabled) return;
    let frame = 0;
    let last = '';
    const read = () => {
      frame = requestAnimationFrame(read);
      const preview = root.current?.querySelector<HTMLElement>('.rbc-addons-dnd-drag-preview');
      const card = preview?.querySelector<HTMLElement>('[data-start]');
      const column = preview?.closest('.rbc-day-slot');
      if (!preview || !card || !column) return;
      const columns = [...(root.current?.querySelectorAll('.rbc-time-content .rbc-day-slot') ?? [])];
      const cutter = latest.current.resources[columns.indexOf(column)];
      if (!cutter) return;
      const start = new Date(Number(card.dataset.start));
      const end = new Date(Number(card.dataset.end));
      const key = `${cutter.id}|${start.getTime()}|${end.getTime()}`;
      if (key === last) return;
      last = key;
      const taken = takenBy(latest.current.events, dragging, cutter.id, start, end);
      preview.classList.toggle('calendar-drop-refused', Boolean(taken));
      setTarget({ start, end, cutterId: cutter.id, taken });
    };
    frame = requestAnimationFrame(read);
    const stop = () => {
      setDragging(null);
      setTarget(null);
    };
    window.addEventListener('pointerup', stop);
    window.addEventListener('mouseup', stop);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('pointerup', stop);
      window.removeEventListener('mouseup', stop);
    };
  }, [dragging, enabled, root]);

  const onDragStart = useCallback((id: string) => setDragging(id), []);
  return { target, onDragStart };
}
