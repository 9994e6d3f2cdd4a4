// Platform-wide signing keys generated at first use and kept in platform_secrets, so every instance on one
// database signs and verifies with the same key and a restart keeps it (captcha, unsubscribe links, kiosk QR).
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { platformSecrets } from '../../db/schema.ts';
import { asSystem } from '../tenancy.ts';

const cache = new WeakMap<Db, Map<string, Promise<string>>>();

/** The base64url key named `name` (32 random bytes made on first use); cached per database, retried after a failure. */
export function platformKey(db: Db, name: string): Promise<string> {
  const keys = cache.get(db) ?? new Map<string, Promise<string>>();
  cache.set(db, keys);
  let key = keys.get(name);
  if (!key) {
    key = asSystem(db, async (tx) => {
      await tx
        .insert(platformSecrets)
        .values({ name, value: randomBytes(32).toString('base64url') })
        .onConflictDoNothing();
      const [row] = await tx.select({ value: platformSecrets.value }).from(platformSecrets).where(eq(platformSecrets.name, name));
      return row.value;
    });
    key.catch(() => keys.delete(name));
    keys.set(name, key);
  }
  return key;
}
