// Pairing in-store tablets (issue 19): a manager asks for a short code for a store; the tablet trades it,
// once and before it expires, for a device credential of that store only. Only hashes are stored; unpairing
// revokes the credential at once (every tablet call reads the row).
import { randomInt } from 'node:crypto';
import {
  KIOSK_CODE_ALPHABET,
  KIOSK_CODE_LENGTH,
  KIOSK_LOOKUP_LIMIT,
  KIOSK_PAIRING_MINUTES,
  type KioskDevice,
  type KioskPairingCreate,
  formatPairingCode,
  normalizePairingCode,
} from '@salon/shared';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { kioskDevices, signInAttempts, stores, tenants } from '../../db/schema.ts';
import { audit } from '../../platform/audit/audit.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { hashToken, newToken, safeEqual } from '../../platform/auth/tokens.ts';
import { invalid, notFound, tooManyRequests, unauthenticated } from '../../platform/http/errors.ts';
import { asSystem, withTenant } from '../../platform/tenancy.ts';
import { storeOfActor } from '../stores/store-access.ts';
import type { KioskDeviceRow } from './kiosk.tables.ts';

/** Wrong pairing codes per IP within the lookup window before the tablet is told to wait. */
export const PAIR_FAILURES_PER_IP = 10;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function statusOf(row: KioskDeviceRow, now: Date): KioskDevice['status'] {
  if (row.revokedAt) return 'revoked';
  if (row.secretHash) return 'paired';
  return row.pairingExpiresAt && row.pairingExpiresAt > now ? 'waiting' : 'expired';
}

export const presentDevice = (row: KioskDeviceRow, now: Date): KioskDevice => ({
  id: row.id,
  storeId: row.storeId,
  name: row.name,
  status: statusOf(row, now),
  pairedAt: iso(row.pairedAt),
  lastSeenAt: iso(row.lastSeenAt),
  createdAt: row.createdAt.toISOString(),
});

function newPairingCode(): string {
  let code = '';
  for (let i = 0; i < KIOSK_CODE_LENGTH; i++) code += KIOSK_CODE_ALPHABET[randomInt(KIOSK_CODE_ALPHABET.length)];
  return code;
}

/** A new tablet of the store waiting for its code; the code is answered once (it is what the manager types). */
export async function createPairing(db: Db, actor: Actor, input: KioskPairingCreate, now: Date) {
  return withTenant(db, actor.tenantId, async (tx) => {
    await storeOfActor(tx, actor, input.storeId);
    const code = newPairingCode();
    const expiresAt = new Date(now.getTime() + KIOSK_PAIRING_MINUTES * 60_000);
    const [row] = await tx
      .insert(kioskDevices)
      .values({
        tenantId: actor.tenantId,
        storeId: input.storeId,
        name: input.name,
        pairingCodeHash: hashToken(code),
        pairingExpiresAt: expiresAt,
        createdBy: actor.type === 'admin' ? actor.id : null,
      })
      .returning();
    await audit(tx, actor, {
      action: 'kiosk.pairing_code',
      entityType: 'kiosk_device',
      entityId: row.id,
      details: { storeId: input.storeId },
    });
    return { deviceId: row.id, code: formatPairingCode(code), expiresAt: expiresAt.toISOString() };
  });
}

export async function listDevices(db: Db, actor: Actor, storeId: string, now: Date): Promise<KioskDevice[]> {
  return withTenant(db, actor.tenantId, async (tx) => {
    await storeOfActor(tx, actor, storeId);
    const rows = await tx
      .select()
      .from(kioskDevices)
      .where(and(eq(kioskDevices.tenantId, actor.tenantId), eq(kioskDevices.storeId, storeId)))
      .orderBy(asc(kioskDevices.createdAt));
    return rows.map((r) => presentDevice(r, now));
  });
}

/** Unpair: the credential (and any unused code) stops working on the tablet's next call. */
export async function unpairDevice(db: Db, actor: Actor, id: string, now: Date): Promise<KioskDevice> {
  return withTenant(db, actor.tenantId, async (tx) => {
    const [row] = await tx
      .select()
      .from(kioskDevices)
      .where(and(eq(kioskDevices.tenantId, actor.tenantId), eq(kioskDevices.id, id)))
      .for('update');
    if (!row) throw notFound('Tablet');
    await storeOfActor(tx, actor, row.storeId);
    const [saved] = await tx
      .update(kioskDevices)
      .set({ revokedAt: row.revokedAt ?? now, pairingCodeHash: null })
      .where(and(eq(kioskDevices.tenantId, actor.tenantId), eq(kioskDevices.id, id)))
      .returning();
    await audit(tx, actor, { action: 'kiosk.unpair', entityType: 'kiosk_device', entityId: id, details: { storeId: row.storeId } });
    return presentDevice(saved, now);
  });
}

const attemptsSince = (key: string, ip: string | null, since: Date, failedOnly: boolean) =>
  and(
    eq(signInAttempts.accountKey, key),
    gt(signInAttempts.createdAt, since),
    ip ? eq(signInAttempts.ip, ip) : undefined,
    failedOnly ? eq(signInAttempts.succeeded, false) : undefined,
  );

async function countAttempts(db: Db, key: string, ip: string | null, since: Date, failedOnly: boolean) {
  const [row] = await asSystem(db, (tx) =>
    tx
      .select({ n: sql<number>`count(*)::int`, oldest: sql<string | null>`min(${signInAttempts.createdAt})` })
      .from(signInAttempts)
      .where(attemptsSince(key, ip, since, failedOnly)),
  );
  return row;
}

const record = (db: Db, key: string, ip: string, succeeded: boolean, now: Date) =>
  asSystem(db, (tx) => tx.insert(signInAttempts).values({ accountKey: key, ip, succeeded, createdAt: now }));

const windowMs = KIOSK_LOOKUP_LIMIT.windowMinutes * 60_000;
const retryAfter = (oldest: string | null, now: Date) =>
  oldest ? Math.max(1, Math.ceil((new Date(oldest).getTime() + windowMs - now.getTime()) / 1000)) : 60;

/** The tablet trades a pairing code of its brand's tenant for its device credential (token answered once). */
export async function pairDevice(db: Db, tenantId: string, brandId: string, rawCode: string, ip: string, now: Date) {
  const since = new Date(now.getTime() - windowMs);
  const failures = await countAttempts(db, 'kiosk:pair', ip, since, true);
  if (failures.n >= PAIR_FAILURES_PER_IP) throw tooManyRequests(retryAfter(failures.oldest, now));
  const code = normalizePairingCode(rawCode);
  const found = code
    ? await withTenant(db, tenantId, async (tx) => {
        const [row] = await tx
          .select({ device: kioskDevices, storeName: stores.name, brandId: stores.brandId })
          .from(kioskDevices)
          .innerJoin(stores, and(eq(stores.tenantId, kioskDevices.tenantId), eq(stores.id, kioskDevices.storeId)))
          .where(
            and(
              eq(kioskDevices.tenantId, tenantId),
              eq(kioskDevices.pairingCodeHash, hashToken(code)),
              gt(kioskDevices.pairingExpiresAt, now),
              isNull(kioskDevices.revokedAt),
              isNull(kioskDevices.secretHash),
            ),
          )
          .for('update');
        if (!row || row.brandId !== brandId) return null;
        const { token, hash } = newToken();
        await tx
          .update(kioskDevices)
          .set({ secretHash: hash, pairingCodeHash: null, pairedAt: now, lastSeenAt: now })
          .where(and(eq(kioskDevices.tenantId, tenantId), eq(kioskDevices.id, row.device.id)));
        await audit(tx, { type: 'system', tenantId }, { action: 'kiosk.paired', entityType: 'kiosk_device', entityId: row.device.id });
        return { token: `${tenantId}.${row.device.id}.${token}`, storeName: row.storeName };
      })
    : null;
  await record(db, 'kiosk:pair', ip, Boolean(found), now);
  if (!found)
    throw invalid({ code: 'This code is wrong or has expired. Ask a manager for a new one.' }, 'This code is wrong or has expired.');
  return found;
}

export interface KioskDeviceContext {
  tenantId: string;
  deviceId: string;
  storeId: string;
  brandId: string;
}

/** The store a tablet or a scanned check-in link acts for. */
export type KioskStore = Pick<KioskDeviceContext, 'tenantId' | 'storeId' | 'brandId'>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The paired, unrevoked tablet a credential names, or 401 (the tablet then shows the pairing screen). */
export async function deviceOfToken(db: Db, raw: string | undefined, now: Date): Promise<KioskDeviceContext> {
  const [tenantId, deviceId, secret] = (raw ?? '').split('.');
  const refused = unauthenticated('This tablet is not paired with a store. Ask a manager to pair it.');
  if (!tenantId || !deviceId || !secret || !UUID.test(tenantId) || !UUID.test(deviceId)) throw refused;
  return withTenant(db, tenantId, async (tx) => {
    const [row] = await tx
      .select({ device: kioskDevices, brandId: stores.brandId, tenantStatus: tenants.status })
      .from(kioskDevices)
      .innerJoin(stores, and(eq(stores.tenantId, kioskDevices.tenantId), eq(stores.id, kioskDevices.storeId)))
      .innerJoin(tenants, eq(tenants.id, kioskDevices.tenantId))
      .where(and(eq(kioskDevices.tenantId, tenantId), eq(kioskDevices.id, deviceId)));
    if (
      !row?.device.secretHash ||
      row.device.revokedAt ||
      row.tenantStatus !== 'active' ||
      !safeEqual(row.device.secretHash, hashToken(secret))
    )
      throw refused;
    if (!row.device.lastSeenAt || now.getTime() - row.device.lastSeenAt.getTime() > 60_000)
      await tx
        .update(kioskDevices)
        .set({ lastSeenAt: now })
        .where(and(eq(kioskDevices.tenantId, tenantId), eq(kioskDevices.id, deviceId)));
    return { tenantId, deviceId, storeId: row.device.storeId, brandId: row.brandId };
  });
}

/** Phone lookups of one tablet: KIOSK_LOOKUP_LIMIT.perWindow within the window, then 429 with Retry-After. */
export async function countLookup(db: Db, device: KioskDeviceContext, ip: string, now: Date) {
  const key = `kiosk:lookup:${device.deviceId}`;
  const used = await countAttempts(db, key, null, new Date(now.getTime() - windowMs), false);
  if (used.n >= KIOSK_LOOKUP_LIMIT.perWindow)
    throw tooManyRequests(retryAfter(used.oldest, now), 'Too many look-ups on this tablet. Please ask at the front desk.');
  await record(db, key, ip, true, now);
}

/** Look-ups from phones that scanned a store's QR: the tablet's limit per store and IP, then 429 with Retry-After. */
export async function countQrLookup(db: Db, store: KioskStore, ip: string, now: Date) {
  const key = `kiosk:qr:${store.storeId}`;
  const used = await countAttempts(db, key, ip, new Date(now.getTime() - windowMs), false);
  if (used.n >= KIOSK_LOOKUP_LIMIT.perWindow)
    throw tooManyRequests(retryAfter(used.oldest, now), 'Too many look-ups. Please ask at the front desk.');
  await record(db, key, ip, true, now);
}
