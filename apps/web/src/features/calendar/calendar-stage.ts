// The day view's stage (issue 23, bench/README.md): react-big-calendar keys each day column by its date, so every
// day change rebuilt all 30 columns. The library is shown one fixed day instead, and each real day's times are moved
// onto it (and back) by calendar days, keeping the wall-clock time: the columns stay, and only what changed is drawn
// again. Jan 1 2020 has no daylight-saving change in any zone.

/** The day the library is shown in the day view. */
export const STAGE_DAY = '2020-01-01';

const dayNumber = (y: number, m: number, d: number) => Math.round(Date.UTC(y, m, d) / 86_400_000);
const partsOf = (day: string) => {
  const [y, m, d] = day.split('-').map(Number);
  return [y, m - 1, d] as const;
};

/** `at` (a floating Date) moved from `from` (YYYY-MM-DD) to `to`, the same days after it and the same wall clock. */
export function moveDay(at: Date, from: string, to: string): Date {
  if (from === to) return at;
  const [fy, fm, fd] = partsOf(from);
  const [ty, tm, td] = partsOf(to);
  const days = dayNumber(at.getFullYear(), at.getMonth(), at.getDate()) - dayNumber(fy, fm, fd);
  return new Date(ty, tm, td + days, at.getHours(), at.getMinutes(), at.getSeconds(), at.getMilliseconds());
}

/** A real day's time on the stage. */
export const toStage = (at: Date, day: string) => moveDay(at, day, STAGE_DAY);
/** A time on the stage on the real day. */
export const fromStage = (at: Date, day: string) => moveDay(at, STAGE_DAY, day);
