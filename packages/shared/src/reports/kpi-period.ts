// Date ranges of the dashboards: whole local days YYYY-MM-DD, inclusive at both ends.
import { addDays, daysBetween } from '../availability/wall-clock.ts';

/** The range of the same length just before [from, to]: 1-7 March -> 22-28 February. */
export function previousPeriod(from: string, to: string): { from: string; to: string } {
  const length = daysBetween(from, to) + 1;
  return { from: addDays(from, -length), to: addDays(from, -1) };
}

/** The same dates a year earlier (29 February -> 28 February). */
export function samePeriodLastYear(from: string, to: string): { from: string; to: string } {
  const back = (date: string) => {
    const [y, m, d] = date.split('-').map(Number) as [number, number, number];
    const lastDay = new Date(Date.UTC(y - 1, m, 0)).getUTCDate();
    return `${y - 1}-${String(m).padStart(2, '0')}-${String(Math.min(d, lastDay)).padStart(2, '0')}`;
  };
  return { from: back(from), to: back(to) };
}

export const DATE_PRESETS = ['today', 'yesterday', 'last7', 'thisMonth', 'lastMonth', 'last30'] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

/** The range a preset means on `today` (the store's local date). */
export function presetRange(preset: DatePreset, today: string): { from: string; to: string } {
  const monthStart = `${today.slice(0, 8)}01`;
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday':
      return { from: addDays(today, -1), to: addDays(today, -1) };
    case 'last7':
      return { from: addDays(today, -6), to: today };
    case 'last30':
      return { from: addDays(today, -29), to: today };
    case 'thisMonth':
      return { from: monthStart, to: today };
    case 'lastMonth': {
      const end = addDays(monthStart, -1);
      return { from: `${end.slice(0, 8)}01`, to: end };
    }
  }
}
