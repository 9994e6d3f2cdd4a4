// Combine (issue 23, Appointment/Combine): the selected appointment's customer has more appointments this day at
// this store; one action makes them one visit (the earliest takes every service, the others are cancelled).
import { useTranslation } from 'react-i18next';
import { errorMessage, isApiError } from '../../../api/api-error.ts';
import { useToast } from '../../../components/toast/use-toast.ts';
import { useSession } from '../../session/session-context.ts';
import { canFlag } from '../calendar-actions.ts';
import { useCombineAppointmentsMutation } from '../calendar.api.ts';
import { floatingDay } from '../calendar-time.ts';
import type { CalEvent } from './calendar-view.tsx';

const KEPT = new Set(['cancelled', 'no_show', 'checked_out']);

/** The selected customer's appointments of that day (two or more), and the action combining them. */
export function useCalendarCombine(selected: CalEvent | null, events: readonly CalEvent[], onConflict: (message: string) => void) {
  const { t } = useTranslation('calendar');
  const toast = useToast();
  const controls = useSession().data?.accessControls;
  const [combine, { isLoading }] = useCombineAppointmentsMutation();
  const customerId = selected?.source.kind === 'appointment' ? selected.source.customerId : null;
  const same =
    customerId && selected && canFlag(controls, 'combine')
      ? events.filter(
          (e) =>
            e.source.kind === 'appointment' &&
            e.source.customerId === customerId &&
            !KEPT.has(e.source.status) &&
            floatingDay(e.start) === floatingDay(selected.start),
        )
      : [];
  if (same.length < 2) return null;
  return {
    count: same.length,
    busy: isLoading,
    run: async () => {
      try {
        await combine({ appointmentIds: same.map((e) => e.id) }).unwrap();
        toast.success(t('combined', { count: same.length }), { autoHide: true });
      } catch (failure) {
        if (isApiError(failure) && failure.status === 409) onConflict(failure.message);
        else toast.error(errorMessage(failure));
      }
    },
  };
}
