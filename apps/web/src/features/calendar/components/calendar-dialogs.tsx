// Every dialog the calendar opens: booking, a quick walk-in, blocking, an appointment's or a block's details, a refused change,
// the day sheet and the shortcut sheet. Which one is open lives in StoreCalendar.
import type { CalendarEvent, CalendarResource } from '../calendar.api.ts';
import { BlockDetailsDialog, BlockDialog } from './block-dialog.tsx';
import { type BookingTarget, BookingDialog } from './booking-dialog.tsx';
import type { CalEvent } from './calendar-view.tsx';
import { ShortcutSheet } from './calendar-tools-row.tsx';
import { ConflictDialog } from './conflict-dialog.tsx';
import { DaySheet } from './day-sheet.tsx';
import { DetailsDialog } from './details-dialog.tsx';
import { QuickWalkInDialog } from './quick-walk-in-dialog.tsx';

export interface DialogState {
  booking: BookingTarget | null;
  blocking: { start: Date; end: Date; cutterId: string } | null;
  detailsId: string | null;
  blockEvent: CalendarEvent | null;
  conflict: string | null;
  daySheet: boolean;
  shortcuts: boolean;
  quick: boolean;
}

export const NO_DIALOG: DialogState = {
  booking: null,
  blocking: null,
  detailsId: null,
  blockEvent: null,
  conflict: null,
  daySheet: false,
  shortcuts: false,
  quick: false,
};

export const anyDialogOpen = (d: DialogState) =>
  Boolean(d.booking || d.blocking || d.detailsId || d.blockEvent || d.conflict || d.daySheet || d.shortcuts || d.quick);

export function CalendarDialogs({
  dialogs,
  setDialogs,
  clearSlot,
  storeId,
  storeName,
  timezone,
  resources,
  events,
  dateLabel,
  daySheetCutter,
  timeOf,
  canDeleteBlock,
  copy,
}: {
  dialogs: DialogState;
  setDialogs: (change: Partial<DialogState>) => void;
  clearSlot: () => void;
  storeId: string;
  storeName: string;
  timezone: string | null;
  resources: readonly CalendarResource[];
  /** The shown day's events (every column, not only those drawn). */
  events: readonly CalEvent[];
  dateLabel: string;
  daySheetCutter: string;
  timeOf: (d: Date) => string;
  canDeleteBlock: boolean;
  copy: (event: CalEvent | null) => void;
}) {
  const onConflict = (conflict: string) => setDialogs({ conflict });
  const { booking, blocking, detailsId, blockEvent, conflict } = dialogs;
  return (
    <>
      {booking && timezone ? (
        <BookingDialog
          target={booking}
          storeId={storeId}
          timezone={timezone}
          resources={resources}
          onClose={() => {
            setDialogs({ booking: null });
            clearSlot();
          }}
          onConflict={onConflict}
        />
      ) : null}
      {blocking && timezone ? (
        <BlockDialog
          initial={blocking}
          storeId={storeId}
          timezone={timezone}
          resources={resources}
          onClose={() => setDialogs({ blocking: null })}
          onConflict={onConflict}
        />
      ) : null}
      {detailsId && timezone ? (
        <DetailsDialog
          appointmentId={detailsId}
          storeId={storeId}
          timezone={timezone}
          resources={resources}
          onClose={() => setDialogs({ detailsId: null })}
          onConflict={onConflict}
          onCopy={() => {
            const e = events.find((x) => x.id === detailsId) ?? null;
            setDialogs({ detailsId: null });
            copy(e);
          }}
        />
      ) : null}
      {blockEvent ? (
        <BlockDetailsDialog
          event={blockEvent}
          description={events.find((e) => e.id === blockEvent.id)?.label ?? blockEvent.title}
          canDelete={canDeleteBlock}
          onClose={() => setDialogs({ blockEvent: null })}
        />
      ) : null}
      {conflict ? <ConflictDialog message={conflict} onClose={() => setDialogs({ conflict: null })} /> : null}
      {dialogs.daySheet ? (
        <DaySheet
          dateLabel={dateLabel}
          storeName={storeName}
          resources={resources}
          events={events}
          initialCutter={daySheetCutter}
          timeOf={timeOf}
          onClose={() => setDialogs({ daySheet: false })}
        />
      ) : null}
      {dialogs.quick && timezone ? (
        <QuickWalkInDialog storeId={storeId} timezone={timezone} resources={resources} onClose={() => setDialogs({ quick: false })} />
      ) : null}
      {dialogs.shortcuts ? <ShortcutSheet onClose={() => setDialogs({ shortcuts: false })} /> : null}
    </>
  );
}
