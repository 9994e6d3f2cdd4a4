// Requests and answers of the in-store tablet (Kiosk/*) and of pairing it from the admin side (issue 19).
import { z } from 'zod';
import { kioskPromotionImageSchema } from '../in-store-promotions/in-store-promotion.schemas.ts';
import { optionalText, requiredText } from '../validation/text-fields.ts';
import { emailSchema, phoneSchema } from '../validation/rules.ts';
import { text } from '../validation/text.ts';

const option = z.object({ value: z.string(), label: z.string() });
export type KioskOption = z.infer<typeof option>;

/** The header a paired tablet sends its device credential in. */
export const KIOSK_TOKEN_HEADER = 'x-kiosk-token';

export const kioskPairingCreateSchema = z.object({
  storeId: z.uuid('Choose a store'),
  name: requiredText('Tablet name', 60),
});
export type KioskPairingCreate = z.infer<typeof kioskPairingCreateSchema>;

/** The code is shown once, to the manager who asked for it, and works once until expiresAt. */
export const kioskPairingCodeSchema = z.object({ deviceId: z.uuid(), code: z.string(), expiresAt: z.iso.datetime() });

export const kioskDeviceSchema = z.object({
  id: z.uuid(),
  storeId: z.uuid(),
  name: z.string(),
  status: z.enum(['waiting', 'paired', 'expired', 'revoked']),
  pairedAt: z.iso.datetime().nullable(),
  lastSeenAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type KioskDevice = z.infer<typeof kioskDeviceSchema>;

export const kioskPairSchema = z.object({ code: requiredText('Pairing code', 20) });
export type KioskPair = z.infer<typeof kioskPairSchema>;
/** The device credential: kept by the tablet, sent in KIOSK_TOKEN_HEADER; only its hash is stored. */
export const kioskPairedSchema = z.object({ token: z.string(), storeName: z.string() });

export const kioskListsSchema = z.object({
  beverages: z.array(option).max(40, 'At most 40 drinks'),
  music: z.array(option).max(40, 'At most 40 music choices'),
});
export type KioskLists = z.infer<typeof kioskListsSchema>;

/** A list as staff edit it: labels only; values are made from the labels. */
export const kioskListsUpdateSchema = z.object({
  beverages: z.array(requiredText('Drink', 40)).max(40, 'At most 40 drinks'),
  music: z.array(requiredText('Music', 40)).max(40, 'At most 40 music choices'),
});
export type KioskListsUpdate = z.infer<typeof kioskListsUpdateSchema>;

export const kioskPromotionSchema = z.object({ code: z.string(), description: z.string().nullable(), terms: z.string() });
export const kioskSessionSchema = z.object({
  storeName: z.string(),
  brandName: z.string(),
  lists: kioskListsSchema,
  services: z.array(z.object({ id: z.uuid(), name: z.string(), durationMinutes: z.int() })),
  promotions: z.array(kioskPromotionSchema),
  /** Today's in-store promotion images for this store, in display order; each image is read with the device credential. */
  promotionImages: z.array(kioskPromotionImageSchema),
});
export type KioskSession = z.infer<typeof kioskSessionSchema>;

/** Who is at the tablet: phone and last name must both match one customer of the brand. */
export const kioskLookupSchema = z.object({
  phoneNumber: phoneSchema,
  lastName: requiredText('Last name', 50),
});
export type KioskLookup = z.infer<typeof kioskLookupSchema>;

/** What the shared screen may show: first name and times only. */
export const kioskVisitSchema = z.object({ id: z.uuid(), time: z.string(), status: z.string(), canCheckIn: z.boolean() });
export const kioskLookupResultSchema = z.object({
  firstName: z.string(),
  preferredBeverage: z.string().nullable(),
  preferredMusic: z.string().nullable(),
  appointments: z.array(kioskVisitSchema),
});
export type KioskLookupResult = z.infer<typeof kioskLookupResultSchema>;

const choice = text().trim().max(60).nullish();
export const kioskCheckInSchema = kioskLookupSchema.extend({
  appointmentId: z.uuid('Choose an appointment'),
  beverage: choice,
  music: choice,
});
export type KioskCheckIn = z.infer<typeof kioskCheckInSchema>;
export const kioskCheckedInSchema = z.object({
  firstName: z.string(),
  time: z.string(),
  beverage: z.string().nullable(),
  music: z.string().nullable(),
});

export const kioskWalkInQuerySchema = z.object({ serviceId: z.uuid('Choose a service') });
export const kioskWaitSchema = z.object({ waitMinutes: z.int().nullable(), time: z.string().nullable() });
export type KioskWait = z.infer<typeof kioskWaitSchema>;

export const kioskWalkInSchema = z.object({
  serviceId: z.uuid('Choose a service'),
  firstName: requiredText('First name', 50),
  phoneNumber: phoneSchema.optional(),
  lastName: optionalText('Last name', 50),
  beverage: choice,
  music: choice,
});
export type KioskWalkIn = z.infer<typeof kioskWalkInSchema>;
export const kioskWalkInResultSchema = z.object({ firstName: z.string(), time: z.string(), waitMinutes: z.int() });

export const kioskRegisterSchema = z.object({
  firstName: requiredText('First name', 50),
  lastName: requiredText('Last name', 50),
  phoneNumber: phoneSchema,
  email: emailSchema.optional(),
});
export type KioskRegister = z.infer<typeof kioskRegisterSchema>;

/** The signed check-in link the tablet shows as a QR code (the path is on the tablet's own origin). */
export const kioskQrSchema = z.object({ path: z.string(), expiresAt: z.iso.datetime() });
export type KioskQr = z.infer<typeof kioskQrSchema>;
const qrToken = requiredText('Check-in code', 300);
export const kioskQrTokenQuerySchema = z.object({ token: qrToken });
/** The store a check-in link is for (the phone page's heading) and its drinks and music, as the tablet offers them. */
export const kioskQrStoreSchema = z.object({ storeName: z.string(), brandName: z.string(), lists: kioskListsSchema });
export const kioskQrLookupSchema = kioskLookupSchema.extend({ token: qrToken });
export type KioskQrLookup = z.infer<typeof kioskQrLookupSchema>;
export const kioskQrCheckInSchema = kioskCheckInSchema.extend({ token: qrToken });
export type KioskQrCheckIn = z.infer<typeof kioskQrCheckInSchema>;
