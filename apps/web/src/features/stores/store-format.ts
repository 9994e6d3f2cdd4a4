import type { WeekdayKey } from '@salon/shared';

// 2023-01-01 was a Sunday: day 0 of the opening hours.
const SUNDAY = Date.UTC(2023, 0, 1);

/** The weekday's name in the page's language (0 is Sunday, as the opening hours count). */
export function weekdayName(day: WeekdayKey, language: string): string {
  return new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(new Date(SUNDAY + Number(day) * 86_400_000));
}
