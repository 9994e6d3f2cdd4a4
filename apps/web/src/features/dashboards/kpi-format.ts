import { formatMoney } from '@salon/shared';

/** 2292 basis points -> "22.9%"; null (nothing to divide by) -> the dash. */
export const formatRate = (bp: number | null, dash = '—') => (bp === null ? dash : `${(bp / 100).toFixed(1)}%`);
export const formatCents = (cents: number | null, currency: string, dash = '—') => (cents === null ? dash : formatMoney(cents, currency));
/** 165 -> "2 h 45 min". */
export const formatMinutes = (minutes: number) => `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
