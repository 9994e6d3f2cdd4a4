// A booking the desk makes carries the booking policy in force (deposits/booking-acceptance.ts decides it). Deposits
// depends on appointments (its charges reference them), never the reverse (module-boundaries.test.ts): the deposits
// module registers its rule here when it is wired.
import type { BookingPolicy } from '@salon/shared';
import type { Tx } from '../../db/client.ts';

/** The policy a desk booking of these services at the store carries, or null when it needs none. */
export type DeskBookingPolicy = (tx: Tx, tenantId: string, storeId: string, serviceIds: readonly string[]) => Promise<BookingPolicy | null>;

// Until the deposits module is wired (a script or test booking without the app), desk bookings carry no policy.
let rule: DeskBookingPolicy = async () => null;

/** Called by the deposits module when the app is built, and by the demo seed. */
export function setDeskBookingPolicy(next: DeskBookingPolicy) {
  rule = next;
}

export function deskBookingPolicy(...args: Parameters<DeskBookingPolicy>): Promise<BookingPolicy | null> {
  return rule(...args);
}
