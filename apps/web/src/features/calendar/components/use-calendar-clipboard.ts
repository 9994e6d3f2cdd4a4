// Copy and paste on the calendar: copy a selected appointment, choose an empty slot, paste books the same services
// for the same customer there. A visit split across cutters (issue 20) is pasted whole from the slot's time, each
// part with its own cutter (a busy one refuses the paste by name). Ctrl/Cmd+C and Ctrl/Cmd+V do the same; Escape forgets the copy.
import { copyCutters } from '@salon/shared';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, isApiError } from '../../../api/api-error.ts';
import { useAppDispatch } from '../../../app/hooks.ts';
import { useToast } from '../../../components/toast/use-toast.ts';
import { calendarApi, useCreateAppointmentMutation } from '../calendar.api.ts';
import { fromFloating } from '../calendar-time.ts';
import { type CalEvent, isTyping } from './calendar-view.tsx';

export type CalendarSlot = { start: Date; cutterId: string };

export function useCalendarClipboard({
  storeId,
  timezone,
  slot,
  clearSlot,
  selected,
  dialogOpen,
  timeOf,
  nameOf,
  onConflict,
}: {
  storeId: string;
  /** The store's zone, once the calendar has loaded. */
  timezone: string | null;
  slot: CalendarSlot | null;
  clearSlot: () => void;
  selected: CalEvent | null;
  /** No shortcuts while a dialog is open. */
  dialogOpen: boolean;
  timeOf: (d: Date) => string;
  nameOf: (cutterId: string) => string;
  onConflict: (message: string) => void;
}) {
  const { t } = useTranslation('calendar');
  const toast = useToast();
  const dispatch = useAppDispatch();
  const [clipboard, setClipboard] = useState<CalEvent | null>(null);
  const [create, creating] = useCreateAppointmentMutation();

  const copy = useCallback((e: CalEvent | null) => {
    if (e?.source.kind !== 'appointment') return;
    setClipboard(e);
  }, []);

  const paste = useCallback(async () => {
    if (!clipboard || !slot || !timezone) {
      if (clipboard) toast.error(t('pasteHint'));
      return;
    }
    try {
      // A part copies its whole visit.
      const visitId = clipboard.source.visitId ?? clipboard.id;
      const original = await dispatch(calendarApi.endpoints.appointment.initiate(visitId, { subscribe: false })).unwrap();
      const cutters = original.parts.length > 1 ? copyCutters(original.cutterId, original.parts) : { cutterId: slot.cutterId };
      await create({
        idempotencyKey: crypto.randomUUID(),
        body: {
          storeId,
          ...cutters,
          serviceIds: original.services.map((s) => s.serviceId),
          start: fromFloating(slot.start, timezone),
          source: original.source ?? 'phone',
          ...(original.customerId
            ? { customerId: original.customerId }
            : {
                guest: {
                  name: original.guest?.name ?? original.customerName ?? 'Guest',
                  ...(original.guest?.phoneNumber ? { phoneNumber: original.guest.phoneNumber } : {}),
                },
              }),
        },
      }).unwrap();
      toast.success(t('pasted', { time: timeOf(slot.start), cutter: nameOf(cutters.cutterId) }), { autoHide: true });
      clearSlot();
    } catch (failure) {
      if (isApiError(failure) && failure.status === 409) onConflict(failure.message);
      else toast.error(errorMessage(failure));
    }
  }, [clipboard, slot, timezone, dispatch, create, storeId, t, toast, timeOf, nameOf, clearSlot, onConflict]);

  // Ctrl/Cmd+C on a selected appointment, Ctrl/Cmd+V on a selected empty slot.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && clipboard && !dialogOpen) {
        setClipboard(null);
        return;
      }
      if (!(event.ctrlKey || event.metaKey) || dialogOpen || isTyping(event.target)) return;
      const key = event.key.toLowerCase();
      if (key === 'c' && selected) {
        event.preventDefault();
        copy(selected);
      } else if (key === 'v' && clipboard) {
        event.preventDefault();
        void paste();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [selected, clipboard, dialogOpen, copy, paste]);

  return { clipboard, clearClipboard: () => setClipboard(null), copy, paste, pasting: creating.isLoading };
}
