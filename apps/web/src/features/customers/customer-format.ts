import { formatStoreDate, formatStoreDateTime } from '@salon/shared';

/** "Jane Doe". */
export const fullName = (c: { firstName: string; lastName: string }) => `${c.firstName} ${c.lastName}`;

/** A day on the store's calendar ("Feb 20, 2026"), or the fallback. */
export function storeDay(timezone: string | null, iso: string | null, fallback: string): string {
  if (!iso) return fallback;
  return formatStoreDate(timezone ?? 'UTC', iso, { weekday: false, year: true });
}

/** A day and time on the store's clock with its zone ("Feb 20, 2026, 10:00 AM CST"). */
export function storeDateTime(timezone: string, iso: string): string {
  return formatStoreDateTime(timezone, iso, { weekday: false, year: true });
}

/** "checked_out" -> "Checked out". */
export function humanise(status: string): string {
  const words = status.replace(/[_-]+/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The API puts the id of the customer holding a phone or email in `fields.existingCustomerId` of its 409. */
export function existingCustomerId(error: unknown): string | null {
  const fields = (error as { fields?: Record<string, string> } | undefined)?.fields;
  return fields?.existingCustomerId ?? null;
}
