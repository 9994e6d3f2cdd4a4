// The calendar's data: the shown date (the URL's ?date=, else today on the store's clock), the day's or week's
// answer with its neighbours prefetched, the live socket, and the person's time scale (persisted per person).
import { addDays, type CalendarTimeScale, DEFAULT_CALENDAR_TIME_SCALE, isTimeScale, todayIn } from '@salon/shared';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.ts';
import { isDay } from '../../appointments/appointment-format.ts';
import { useSession } from '../../session/session-context.ts';
import { useCalendarQuery, usePrefetch } from '../calendar.api.ts';
import { useSaveStaffPreferencesMutation, useStaffPreferencesQuery } from '../staff-preferences.api.ts';
import { timeScaleChosen } from '../store-config-slice.ts';
import { useCalendarSocket } from '../use-calendar-socket.ts';

export function useCalendarData(storeId: string) {
  const weekStart = useAppSelector((s) => s.storeConfig.weekStart);
  const view = useAppSelector((s) => s.storeConfig.calendarView);
  const [params, setParams] = useSearchParams();
  const [zone, setZone] = useState(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  const paramDate = params.get('date');
  const date = isDay(paramDate) ? paramDate : todayIn(zone);
  const query = useCalendarQuery({ storeId, date, view, weekStart });
  const { data } = query;
  if (data && data.timezone !== zone) setZone(data.timezone);
  const prefetch = usePrefetch('calendar');
  const step = view === 'week' ? 7 : 1;
  // The neighbouring days (or weeks) load in the background: moving to them paints without waiting.
  useEffect(() => {
    if (!data) return;
    const around = { storeId, view, weekStart };
    prefetch({ ...around, date: addDays(date, step) });
    prefetch({ ...around, date: addDays(date, -step) });
  }, [data, date, step, storeId, view, weekStart, prefetch]);
  const shownDays = useMemo(() => data?.days.map((d) => d.date) ?? [date], [data, date]);
  const socket = useCalendarSocket(storeId, shownDays);
  const setDate = useCallback(
    (next: string) =>
      setParams(
        (p) => {
          p.set('date', next);
          return p;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { ...query, weekStart, view, date, setDate, step, timezone: data?.timezone ?? zone, shownDays, socket };
}

/**
 * The signed-in person's time scale and its setter: saved on the server (Employee/Preferences) so it follows them to
 * another device; this browser's last choice (storeConfig) is used until the server answers or when it has none.
 */
export function useTimeScale() {
  const dispatch = useAppDispatch();
  const personId = useSession().data?.user.id ?? '';
  const local = useAppSelector((s) => s.storeConfig.timeScaleByPerson?.[personId]);
  const saved = useStaffPreferencesQuery().data?.calendarTimeScale;
  const scale: CalendarTimeScale = (isTimeScale(saved) ? saved : local) ?? DEFAULT_CALENDAR_TIME_SCALE;
  const [save] = useSaveStaffPreferencesMutation();
  const setScale = useCallback(
    (next: CalendarTimeScale) => {
      dispatch(timeScaleChosen({ personId, scale: next }));
      void save({ calendarTimeScale: next });
    },
    [dispatch, personId, save],
  );
  return { scale, setScale };
}
