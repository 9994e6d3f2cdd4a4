// Drag and drop on the calendar: moving an appointment (another time or cutter) and stretching its end (or start).
import { useTranslation } from 'react-i18next';
import type { EventInteractionArgs } from 'react-big-calendar/lib/addons/dragAndDrop';
import { errorMessage, isApiError } from '../../../api/api-error.ts';
import { useToast } from '../../../components/toast/use-toast.ts';
import { useRescheduleAppointmentMutation, useUpdateAppointmentMutation } from '../calendar.api.ts';
import { fromFloating } from '../calendar-time.ts';
import { type CalEvent, sameSlot } from './calendar-view.tsx';

/** Move and stretch handlers for the calendar; a 409 (the time is taken) opens the conflict dialog. */
export function useCalendarDragDrop({
  timezone,
  timeOf,
  nameOf,
  onConflict,
  takenAt,
}: {
  /** The store's zone, once the calendar has loaded. */
  timezone: string | null;
  timeOf: (d: Date) => string;
  nameOf: (cutterId: string) => string;
  onConflict: (message: string) => void;
  /** What already holds [start, end) in the cutter's column (the drop is refused before any request). */
  takenAt: (id: string, cutterId: string, start: Date, end: Date) => CalEvent | null;
}) {
  const { t } = useTranslation('calendar');
  const toast = useToast();
  const [reschedule] = useRescheduleAppointmentMutation();
  const [update] = useUpdateAppointmentMutation();
  const failed = (failure: unknown) => {
    if (isApiError(failure) && failure.status === 409) onConflict(failure.message);
    else toast.error(errorMessage(failure));
  };

  const refuse = (event: CalEvent, cutterId: string, start: Date, end: Date) => {
    const taken = takenAt(event.id, cutterId, start, end);
    if (!taken) return false;
    onConflict(
      taken.timeOff
        ? t('conflictTimeOff', { cutter: nameOf(cutterId) })
        : t('conflictWith', { from: timeOf(taken.start), to: timeOf(taken.end) }),
    );
    return true;
  };

  const move = async ({ event, start, resourceId }: EventInteractionArgs<CalEvent>) => {
    if (!timezone) return;
    if (!event.movable) {
      toast.error(t('cannotMove'));
      return;
    }
    const startDate = new Date(start);
    const cutterId = resourceId ? String(resourceId) : event.resourceId;
    if (sameSlot(startDate, event.start) && cutterId === event.resourceId) return;
    const endDate = new Date(startDate.getTime() + (event.end.getTime() - event.start.getTime()));
    if (refuse(event, cutterId, startDate, endDate)) return;
    try {
      await reschedule({
        id: event.id,
        body: { start: fromFloating(startDate, timezone), cutterId, version: event.source.version },
      }).unwrap();
      toast.success(t('moved', { time: timeOf(startDate), cutter: nameOf(cutterId) }), { autoHide: true });
    } catch (failure) {
      failed(failure);
    }
  };

  const stretch = async ({ event, start, end }: EventInteractionArgs<CalEvent>) => {
    if (!timezone || !event.resizable) return;
    const startDate = new Date(start);
    const endDate = new Date(end);
    if (refuse(event, event.resourceId, startDate, endDate)) return;
    const body = sameSlot(startDate, event.start)
      ? { end: fromFloating(endDate, timezone), version: event.source.version }
      : { start: fromFloating(startDate, timezone), end: fromFloating(endDate, timezone), version: event.source.version };
    try {
      await update({ id: event.id, body }).unwrap();
      toast.success(t('stretched', { time: timeOf(endDate) }), { autoHide: true });
    } catch (failure) {
      failed(failure);
    }
  };

  return { move, stretch };
}
