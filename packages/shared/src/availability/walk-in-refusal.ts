// The quick walk-in's refusal in words a front desk can act on (issue 23): not "Please choose another time" but
// who is next free, on the store's clock: "No cutter is free for Haircut now; the next free time is 3:40 PM with Dana."
import { formatStoreTime } from '../time/store-time-format.ts';

export interface WalkInRefusalContext {
  timezone: string;
  /** The walk-in's service names, in the order asked for. */
  serviceNames: readonly string[];
  /** The engine's next free start today for these services with any cutter, or null when nobody is free later today. */
  next: { start: Date; cutterName: string } | null;
}

/** "Haircut", "Haircut and Beard Trim", "Haircut, Colour and Beard Trim". */
function listed(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? 'these services';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

export function walkInRefusalWords(ctx: WalkInRefusalContext): string {
  const head = `No cutter is free for ${listed(ctx.serviceNames)} now`;
  if (!ctx.next) return `${head}, and nobody has time for it later today.`;
  return `${head}; the next free time is ${formatStoreTime(ctx.timezone, ctx.next.start)} with ${ctx.next.cutterName}.`;
}
