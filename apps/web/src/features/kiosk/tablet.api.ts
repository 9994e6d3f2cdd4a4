// The in-store tablet's calls (Kiosk/*): each carries the tablet's device credential, never a session.
import {
  KIOSK_TOKEN_HEADER,
  type KioskCheckIn,
  type KioskLookup,
  type KioskRegister,
  type KioskWalkIn,
  kioskCheckedInSchema,
  kioskLookupResultSchema,
  kioskPairedSchema,
  kioskQrSchema,
  kioskSessionSchema,
  kioskWaitSchema,
  kioskWalkInResultSchema,
} from '@salon/shared';
import { z } from 'zod';
import { readStorage, removeStorage, writeStorage } from '../../app/storage.ts';
import { apiRequest } from '../../api/client.ts';

const tablet = () => ({ [KIOSK_TOKEN_HEADER]: readStorage('kioskToken') ?? '' });

export const hasKioskToken = () => Boolean(readStorage('kioskToken'));
export const forgetKioskToken = () => removeStorage('kioskToken');

export async function pairTablet(code: string) {
  const paired = await apiRequest({ path: 'Kiosk/Pair', method: 'POST', body: { code }, brandScoped: true }, kioskPairedSchema);
  writeStorage('kioskToken', paired.token);
  return paired;
}

export const kioskSession = () => apiRequest({ path: 'Kiosk/Session', headers: tablet(), brandScoped: true }, kioskSessionSchema);

export const kioskLookup = (body: KioskLookup) =>
  apiRequest({ path: 'Kiosk/Lookup', method: 'POST', body, headers: tablet(), brandScoped: true }, kioskLookupResultSchema);

export const kioskCheckIn = (body: KioskCheckIn) =>
  apiRequest({ path: 'Kiosk/CheckIn', method: 'POST', body, headers: tablet(), brandScoped: true }, kioskCheckedInSchema);

export const kioskWalkInWait = (serviceId: string) =>
  apiRequest(
    { path: `Kiosk/WalkInWait?serviceId=${encodeURIComponent(serviceId)}`, headers: tablet(), brandScoped: true },
    kioskWaitSchema,
  );

export const kioskWalkIn = (body: KioskWalkIn) =>
  apiRequest({ path: 'Kiosk/WalkIn', method: 'POST', body, headers: tablet(), brandScoped: true }, kioskWalkInResultSchema);

export const kioskRegister = (body: KioskRegister) =>
  apiRequest({ path: 'Kiosk/Register', method: 'POST', body, headers: tablet(), brandScoped: true }, z.object({ firstName: z.string() }));

export const kioskQr = () => apiRequest({ path: 'Kiosk/Qr', headers: tablet(), brandScoped: true }, kioskQrSchema);
