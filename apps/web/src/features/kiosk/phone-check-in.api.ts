// The phone's calls after scanning a store's check-in QR (Kiosk/Qr/*): the signed token is the only proof.
import { type KioskQrCheckIn, type KioskQrLookup, kioskCheckedInSchema, kioskLookupResultSchema, kioskQrStoreSchema } from '@salon/shared';
import { apiRequest } from '../../api/client.ts';

export const qrStore = (token: string) =>
  apiRequest({ path: `Kiosk/Qr/Store?token=${encodeURIComponent(token)}`, brandScoped: true }, kioskQrStoreSchema);

export const qrLookup = (body: KioskQrLookup) =>
  apiRequest({ path: 'Kiosk/Qr/Lookup', method: 'POST', body, brandScoped: true }, kioskLookupResultSchema);

export const qrCheckIn = (body: KioskQrCheckIn) =>
  apiRequest({ path: 'Kiosk/Qr/CheckIn', method: 'POST', body, brandScoped: true }, kioskCheckedInSchema);
