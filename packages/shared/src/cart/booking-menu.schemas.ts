// What the customer booking screens read before holding a slot (docs/booking-api.md "customer booking"):
// the brand's stores with their hours, and a store's online menu (services and cutters).
import { z } from 'zod';

const hoursSchema = z.object({ open: z.string(), close: z.string() });

export const bookingStoreSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  timezone: z.string(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  postalCode: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  geoLat: z.string().nullable(),
  geoLong: z.string().nullable(),
  /** Whether customers may book this store online. */
  onlineBooking: z.boolean(),
  /** The store's local date now, and its opening hours that day (null: closed today). */
  today: z.string(),
  todayHours: hoursSchema.nullable(),
});
export type BookingStore = z.infer<typeof bookingStoreSchema>;
export const bookingStoresSchema = z.object({ stores: z.array(bookingStoreSchema) });

export const bookingMenuServiceSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  category: z.string(),
  /** The store's price and duration where it overrides the service's. */
  priceCents: z.int(),
  durationMinutes: z.int(),
});
export type BookingMenuService = z.infer<typeof bookingMenuServiceSchema>;

export const bookingMenuCutterSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The menu's services this cutter has the skill for. */
  serviceIds: z.array(z.uuid()),
});
export type BookingMenuCutter = z.infer<typeof bookingMenuCutterSchema>;

export const bookingMenuSchema = z.object({
  storeId: z.uuid(),
  timezone: z.string(),
  /** Online-bookable services offered at the store, by category then name. */
  services: z.array(bookingMenuServiceSchema),
  /** Active cutters with a published shift at the store in the booking window (today and the next BOOKING_WINDOW_DAYS days). */
  cutters: z.array(bookingMenuCutterSchema),
});
export type BookingMenu = z.infer<typeof bookingMenuSchema>;

/** The profiles a signed-in customer may book for: themselves first, then their linked profiles. */
export const bookingProfilesSchema = z.object({
  profiles: z.array(z.object({ id: z.uuid(), name: z.string(), self: z.boolean() })),
});

/** How many days ahead (after today) a customer may book online. */
export const BOOKING_WINDOW_DAYS = 20;
