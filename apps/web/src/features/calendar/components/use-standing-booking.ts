// The booking popup's standing-appointment flow: "Check dates" previews the series; the next press books it,
// skipping the dates shown as taken. A date taken meanwhile (409) checks the dates again and says so.
import type { AppointmentCreate, StandingPreviewResult } from '@salon/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, isApiError } from '../../../api/api-error.ts';
import { useCreateStandingMutation, usePreviewStandingMutation } from '../standing.api.ts';
import { NO_REPEAT, type RepeatSettings, repeatEnd } from './booking-repeat.tsx';

export type Booking = AppointmentCreate & { cutterId: string };
type Outcome = { booked: number } | { error: string; fields?: Record<string, string> } | null;

export function useStandingBooking() {
  const { t } = useTranslation('calendar');
  const [repeat, setRepeat] = useState<RepeatSettings>(NO_REPEAT);
  const [checked, setChecked] = useState<{ key: string; preview: StandingPreviewResult } | null>(null);
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const [previewCall, previewState] = usePreviewStandingMutation();
  const [createCall, createState] = useCreateStandingMutation();

  const keyOf = (booking: Booking) =>
    JSON.stringify([booking.cutterId, booking.start, booking.serviceIds, repeat.everyWeeks, repeat.ends, repeat.count, repeat.until]);
  const preview = (booking: Booking) => (checked && checked.key === keyOf(booking) ? checked.preview : null);

  const check = async (booking: Booking, end: { count: number } | { until: string }) => {
    const { storeId, cutterId, serviceIds, start } = booking;
    const result = await previewCall({ storeId, cutterId, serviceIds, start, everyWeeks: repeat.everyWeeks, ...end }).unwrap();
    setChecked({ key: keyOf(booking), preview: result });
    // A new series after a new check: a retry of the same check still books once.
    setIdempotencyKey(crypto.randomUUID());
    return result;
  };

  /** Checks the dates when they are not checked yet for these choices, else books the free ones. */
  const submit = async (booking: Booking): Promise<Outcome> => {
    const end = repeatEnd(repeat, t);
    if ('error' in end) return { error: '', fields: end.error };
    try {
      const shown = preview(booking);
      if (!shown) {
        await check(booking, end);
        return null;
      }
      const skipDates = shown.occurrences.filter((o) => !o.bookable).map((o) => o.date);
      if (skipDates.length === shown.occurrences.length) return { error: t('nothingFree') };
      const body = { ...booking, everyWeeks: repeat.everyWeeks, ...end, skipDates };
      const series = await createCall({ body, idempotencyKey }).unwrap();
      return { booked: series.appointments.length };
    } catch (failure) {
      if (isApiError(failure) && failure.status === 409) {
        await check(booking, end).catch(() => undefined);
        return { error: `${t('seriesChanged')} ${failure.message}` };
      }
      return { error: errorMessage(failure), fields: isApiError(failure) ? failure.fields : undefined };
    }
  };

  /** The popup's main button: check first, then book N (skipping M). */
  const submitLabel = (booking: Booking | null) => {
    const shown = booking ? preview(booking) : null;
    if (!shown) return t('checkDates');
    const free = shown.occurrences.filter((o) => o.bookable).length;
    const skipped = shown.occurrences.length - free;
    return skipped ? t('bookSeriesSkipping', { count: free, skipped }) : t('bookSeries', { count: free });
  };

  return { repeat, setRepeat, preview, submit, submitLabel, busy: previewState.isLoading || createState.isLoading };
}
