// The owner's checklist after the salon setup wizard (issue 19): each item ticks from the tenant's real rows.
import { z } from 'zod';

export const CHECKLIST_ITEMS = ['services', 'staff', 'shifts', 'onlineBooking', 'kiosk'] as const;
export type ChecklistItemKey = (typeof CHECKLIST_ITEMS)[number];

/** What the server counts in the tenant (live, active rows only). */
export interface ChecklistCounts {
  /** Active services offered at some store. */
  services: number;
  /** Active employees other than the person asking. */
  otherStaff: number;
  /** Shifts from today on. */
  upcomingShifts: number;
  /** Stores with online booking switched on. */
  onlineStores: number;
  /** Services customers may book online. */
  onlineServices: number;
  /** Paired in-store tablets not revoked. */
  pairedKiosks: number;
}

export const checklistItemSchema = z.object({ key: z.enum(CHECKLIST_ITEMS), done: z.boolean() });
export const ownerChecklistSchema = z.object({ items: z.array(checklistItemSchema), done: z.int(), total: z.int() });
export type OwnerChecklist = z.infer<typeof ownerChecklistSchema>;

/** Online booking counts only when a store takes bookings AND some service can be booked online. */
export function ownerChecklist(c: ChecklistCounts): OwnerChecklist {
  const done: Record<ChecklistItemKey, boolean> = {
    services: c.services > 0,
    staff: c.otherStaff > 0,
    shifts: c.upcomingShifts > 0,
    onlineBooking: c.onlineStores > 0 && c.onlineServices > 0,
    kiosk: c.pairedKiosks > 0,
  };
  const items = CHECKLIST_ITEMS.map((key) => ({ key, done: done[key] }));
  return { items, done: items.filter((i) => i.done).length, total: items.length };
}
