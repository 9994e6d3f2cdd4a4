// What a click or a key on the grid does: a slot opens the booking popup (or, with something copied, chooses
// where to paste; a dragged range blocks time for people who may only block); a card opens its details; Ctrl+C
// on a focused card copies it; the action row's buttons book or block at the selected slot.
import type { SlotInfo } from 'react-big-calendar';
import type { CalEvent } from './calendar-view.tsx';
import type { DialogState } from './calendar-dialogs.tsx';
import type { CalendarSlot } from './use-calendar-clipboard.ts';

export function useSlotActions({
  clipboard,
  canCreate,
  canBlock,
  slot,
  setSlot,
  setSelected,
  setDialogs,
  copy,
  fallbackCutter,
  defaultStart,
}: {
  clipboard: CalEvent | null;
  canCreate: boolean;
  canBlock: boolean;
  slot: CalendarSlot | null;
  setSlot: (slot: CalendarSlot | null) => void;
  setSelected: (event: CalEvent | null) => void;
  setDialogs: (change: Partial<DialogState>) => void;
  copy: (event: CalEvent | null) => void;
  /** The first cutter shown (a slot without a column, the week view, books with them). */
  fallbackCutter: string | undefined;
  /** Where a new appointment starts without a selected slot: the next 5 minutes today, else opening time. */
  defaultStart: () => Date;
}) {
  const onSelectSlot = (info: SlotInfo) => {
    const cutterId = info.resourceId ? String(info.resourceId) : fallbackCutter;
    if (!cutterId) return;
    setSelected(null);
    setSlot({ start: info.start, cutterId });
    // With something copied, a click chooses where to paste; otherwise it opens the booking popup.
    if (clipboard) return;
    if (info.action === 'select' && canBlock && !canCreate) setDialogs({ blocking: { start: info.start, end: info.end, cutterId } });
    else if (canCreate) setDialogs({ booking: { start: info.start, cutterId } });
  };

  const openEvent = (e: CalEvent) => {
    if (e.timeOff) return;
    setSelected(e);
    setSlot(null);
    if (e.source.kind === 'block') setDialogs({ blockEvent: e.source });
    // A cutter's part of a split visit opens the whole visit (issue 20).
    else setDialogs({ detailsId: e.source.visitId ?? e.id });
  };

  const onKeyPressEvent = (e: CalEvent, k: React.KeyboardEvent) => {
    if (e.timeOff) return;
    if ((k.ctrlKey || k.metaKey) && k.key.toLowerCase() === 'c') {
      k.preventDefault();
      setSelected(e);
      copy(e);
    } else if (k.key === 'Enter' || k.key === ' ') {
      k.preventDefault();
      openEvent(e);
    } else setSelected(e);
  };

  const newAppointment = () => {
    const cutterId = slot?.cutterId ?? fallbackCutter;
    if (cutterId) setDialogs({ booking: { start: slot?.start ?? defaultStart(), cutterId } });
  };

  const addBlock = () => {
    const cutterId = slot?.cutterId ?? fallbackCutter;
    const start = slot?.start ?? defaultStart();
    if (cutterId) setDialogs({ blocking: { start, end: new Date(start.getTime() + 60 * 60_000), cutterId } });
  };

  return { onSelectSlot, openEvent, onKeyPressEvent, newAppointment, addBlock };
}
