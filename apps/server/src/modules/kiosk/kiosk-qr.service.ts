// The store's check-in QR (issue 19): the tablet's idle screen shows a link signed for its store and the current
// 10-minute window; a phone opening it looks the customer up and checks in through the same service as the tablet.
// Only the signed token leaves the server; a link past its window answers 410, a made-up one 400.
import { createHmac } from 'node:crypto';
import { type KioskQr, qrExpiresAt, qrWindow } from '@salon/shared';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { brands, stores, tenants } from '../../db/schema.ts';
import { platformKey } from '../../platform/auth/platform-keys.ts';
import { safeEqual } from '../../platform/auth/tokens.ts';
import { AppError } from '../../platform/http/errors.ts';
import { withTenant } from '../../platform/tenancy.ts';
import type { KioskStore } from './kiosk-devices.service.ts';

/** KIOSK_QR_KEY, or else a key generated at first use and kept in platform_secrets (all instances share it). */
const qrKey = (ctx: Pick<AppContext, 'db' | 'config'>) => ctx.config.KIOSK_QR_KEY ?? platformKey(ctx.db, 'kiosk_qr_hmac_key');

const sign = (key: string, payload: string) => createHmac('sha256', key).update(`kiosk-qr:${payload}`).digest('base64url');

export const qrExpired = () =>
  new AppError(410, 'QR_CODE_EXPIRED', 'This check-in code has expired. Please scan the code on the in-store screen again.');
export const qrInvalid = () =>
  new AppError(400, 'QR_CODE_INVALID', 'This check-in code is not valid. Please scan the code on the in-store screen again.');

/** The link of the tablet's store for the current window: `/check-in?token=<tenant>.<store>.<window>.<signature>`. */
export async function storeQr(ctx: Pick<AppContext, 'db' | 'config'>, store: KioskStore, now: Date): Promise<KioskQr> {
  const window = qrWindow(now);
  const payload = `${store.tenantId}.${store.storeId}.${window}`;
  const token = `${payload}.${sign(await qrKey(ctx), payload)}`;
  return { path: `/check-in?token=${encodeURIComponent(token)}`, expiresAt: qrExpiresAt(window).toISOString() };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The store a genuine, unexpired link names (of the request domain's brand), or 400 for a forged or foreign
 * link and 410 for one past its window. The signature is checked before the window, so a forger learns nothing.
 */
export async function storeOfQr(
  ctx: Pick<AppContext, 'db' | 'config'>,
  token: string,
  brandId: string,
  now: Date,
): Promise<KioskStore & { storeName: string; brandName: string }> {
  const [tenantId, storeId, rawWindow, signature, extra] = token.split('.');
  if (!tenantId || !storeId || !rawWindow || !signature || extra !== undefined || !UUID.test(tenantId) || !UUID.test(storeId))
    throw qrInvalid();
  if (!/^\d{1,12}$/.test(rawWindow) || !safeEqual(sign(await qrKey(ctx), `${tenantId}.${storeId}.${rawWindow}`), signature))
    throw qrInvalid();
  const window = Number(rawWindow);
  if (window > qrWindow(now)) throw qrInvalid();
  if (qrExpiresAt(window) <= now) throw qrExpired();
  const row = await withTenant(ctx.db, tenantId, async (tx) => {
    const [found] = await tx
      .select({ brandId: stores.brandId, storeName: stores.name, brandName: brands.name, tenantStatus: tenants.status })
      .from(stores)
      .innerJoin(brands, and(eq(brands.tenantId, stores.tenantId), eq(brands.id, stores.brandId)))
      .innerJoin(tenants, eq(tenants.id, stores.tenantId))
      .where(and(eq(stores.tenantId, tenantId), eq(stores.id, storeId)));
    return found;
  });
  if (!row || row.brandId !== brandId || row.tenantStatus !== 'active') throw qrInvalid();
  return { tenantId, storeId, brandId: row.brandId, storeName: row.storeName, brandName: row.brandName };
}
