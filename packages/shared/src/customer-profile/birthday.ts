// A customer's birthday: a calendar date (no time, no zone), never in the future, at most 120 years back.

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
export const BIRTHDAY_MAX_YEARS = 120;

/** Why `value` (YYYY-MM-DD) is not a birthday on `today` (YYYY-MM-DD, the person's day), or null when it is one. */
export function birthdayProblem(value: string, today: string): string | null {
  const m = ISO_DATE.exec(value);
  if (!m) return 'Birthday must be a date (YYYY-MM-DD)';
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return 'Birthday must be a real date';
  if (value > today) return 'Birthday cannot be in the future';
  const oldest = `${String(Number(today.slice(0, 4)) - BIRTHDAY_MAX_YEARS).padStart(4, '0')}${today.slice(4)}`;
  if (value < oldest) return `Birthday must be within the last ${BIRTHDAY_MAX_YEARS} years`;
  return null;
}
