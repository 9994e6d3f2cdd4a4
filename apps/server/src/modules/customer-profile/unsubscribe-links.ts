// One-click unsubscribe links (RFC 8058): the token names tenant, customer and channel and is signed with a
// platform key, so it works without signing in and cannot be made up for another customer.
import { createHmac } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { platformKey } from '../../platform/auth/platform-keys.ts';
import { safeEqual } from '../../platform/auth/tokens.ts';

const KEY_NAME = 'unsubscribe_hmac_key';
/** The signing key: generated at first use and kept in platform_secrets (a changed key kills sent links). */
export const unsubscribeKey = async (db: Db): Promise<Buffer> => Buffer.from(await platformKey(db, KEY_NAME), 'base64url');

export interface UnsubscribeTarget {
  tenantId: string;
  customerId: string;
  channel: 'email' | 'sms';
}

const sign = (key: Buffer, payload: string) => createHmac('sha256', key).update(`unsubscribe:${payload}`).digest('base64url');

/** `<payload>.<signature>`, payload = base64url("tenantId:customerId:channel:marketing"). */
export function unsubscribeToken(key: Buffer, target: UnsubscribeTarget): string {
  const payload = Buffer.from(`${target.tenantId}:${target.customerId}:${target.channel}:marketing`).toString('base64url');
  return `${payload}.${sign(key, payload)}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The target of a genuine token, or null for a tampered, truncated or made-up one. */
export function readUnsubscribeToken(key: Buffer, token: string): UnsubscribeTarget | null {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined || !safeEqual(sign(key, payload), signature)) return null;
  const [tenantId, customerId, channel, kind] = Buffer.from(payload, 'base64url').toString('utf8').split(':');
  if (!UUID.test(tenantId ?? '') || !UUID.test(customerId ?? '') || (channel !== 'email' && channel !== 'sms') || kind !== 'marketing')
    return null;
  return { tenantId, customerId, channel };
}

/** The page a link opens (GET shows a confirm button; POST is the one-click). */
export const unsubscribeUrl = (publicUrl: string, token: string) =>
  `${publicUrl.replace(/\/$/, '')}/unsubscribe?token=${encodeURIComponent(token)}`;
