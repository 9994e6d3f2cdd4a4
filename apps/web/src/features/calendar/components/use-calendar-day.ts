// The shown day's working time per cutter (issue 23): published shifts and time off in store-clock minutes,
// the shading of each 5-minute slot (closed, off shift), time off drawn behind the events, and each column
// header's booked hours and utilisation (packages/shared calendar-day.ts holds the rules).
import { cutterLoad, type MinuteRange, slotShade, timeToMinutes } from '@salon/shared';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Calendar } from '../calendar.api.ts';
import { floatingDay, toFloating } from '../calendar-time.ts';
import type { CalEvent } from './calendar-view.tsx';
import type { ColumnLoad } from './event-card.tsx';

const DAY = 24 * 60;

/** [start, end) of an interval as minutes of `date` on the store's clock, clipped to the day (null when not on it). */
function minutesOn(date: string, start: Date, end: Date): MinuteRange | null {
  const startDay = floatingDay(start);
  const endDay = floatingDay(end);
  if (startDay > date || endDay < date) return null;
  const from = startDay < date ? 0 : start.getHours() * 60 + start.getMinutes();
  const to = endDay > date ? DAY : end.getHours() * 60 + end.getMinutes();
  return to > from ? { start: from, end: to } : null;
}

export function useCalendarDay({
  data,
  date,
  timezone,
  events,
}: {
  data: Calendar | undefined;
  date: string;
  timezone: string;
  events: readonly CalEvent[];
}) {
  const { t } = useTranslation('calendar');
  const day = data?.days.find((d) => d.date === date);
  const open = day?.open ? timeToMinutes(day.open) : null;
  const close = day?.close ? timeToMinutes(day.close) : null;

  const { shifts, timeOff, background } = useMemo(() => {
    const shifts = new Map<string, MinuteRange[]>();
    const timeOff = new Map<string, MinuteRange[]>();
    const background: CalEvent[] = [];
    if (data?.view !== 'day') return { shifts, timeOff, background };
    const add = (map: Map<string, MinuteRange[]>, id: string, range: MinuteRange) => map.set(id, [...(map.get(id) ?? []), range]);
    for (const s of data.shifts) {
      const range = minutesOn(date, toFloating(s.start, timezone), toFloating(s.end, timezone));
      if (range) add(shifts, s.resourceId, range);
    }
    data.timeOff.forEach((o, i) => {
      const start = toFloating(o.start, timezone);
      const end = toFloating(o.end, timezone);
      const range = minutesOn(date, start, end);
      if (!range) return;
      add(timeOff, o.resourceId, range);
      background.push({
        id: `time-off-${i}`,
        title: t('timeOff'),
        label: t('timeOff'),
        extra: '',
        prefs: null,
        start,
        end,
        resourceId: o.resourceId,
        // Drawn only: never opened, moved or copied (timeOff guards every handler).
        source: { ...PLACEHOLDER, id: `time-off-${i}`, resourceId: o.resourceId, start: o.start, end: o.end },
        movable: false,
        resizable: false,
        minutes: range.end - range.start,
        timeOff: true,
      });
    });
    return { shifts, timeOff, background };
  }, [data, date, timezone, t]);

  /** The class of the 5-minute slot at `at` in a cutter's column (week view: store hours only). */
  const shadeOf = useCallback(
    (at: Date, resourceId: string | undefined): string | undefined => {
      const minute = at.getHours() * 60 + at.getMinutes();
      const shade = slotShade(minute, {
        open,
        close,
        shifts: resourceId === undefined ? [{ start: 0, end: DAY }] : (shifts.get(resourceId) ?? []),
      });
      return shade === 'closed' ? 'calendar-closed' : shade === 'off-shift' ? 'calendar-off-shift' : undefined;
    },
    [open, close, shifts],
  );

  const loads = useMemo(() => {
    const byCutter = new Map<string, MinuteRange[]>();
    for (const e of events) {
      if (e.source.kind !== 'appointment' || e.timeOff) continue;
      const range = minutesOn(date, e.start, e.end);
      if (range) byCutter.set(e.resourceId, [...(byCutter.get(e.resourceId) ?? []), range]);
    }
    const loads = new Map<string, ColumnLoad>();
    for (const r of data?.resources ?? []) {
      const load = cutterLoad({ appointments: byCutter.get(r.id) ?? [], shifts: shifts.get(r.id) ?? [], timeOff: timeOff.get(r.id) ?? [] });
      const hours = (load.bookedMinutes / 60).toFixed(1).replace(/\.0$/, '');
      const booked = t('bookedHours', { hours });
      const utilisation = load.utilisationPercent === null ? null : `${load.utilisationPercent}%`;
      loads.set(r.id, {
        booked,
        utilisation,
        description: utilisation ? t('loadDescription', { booked, utilisation }) : t('loadNoShift', { booked }),
      });
    }
    return loads;
  }, [events, data, date, shifts, timeOff, t]);

  return { shifts, background, shadeOf, loads };
}

const PLACEHOLDER: Calendar['events'][number] = {
  repeat: null,
  visitId: null,
  id: '',
  resourceId: '',
  start: '',
  end: '',
  status: 'booked',
  color: 'transparent',
  title: '',
  kind: 'block',
  label: null,
  source: null,
  customerId: null,
  isGuest: false,
  version: 0,
  customerName: null,
  services: '',
  firstVisit: false,
  pinnedNote: false,
  phone: null,
  notes: null,
  beverage: null,
  music: null,
  processing: [],
};
