// The store's drink and music lists for the in-store tablet: the store's own when set, else the tenant's
// customer_config lists (spec "in-store experience (beverages list, music list)").
import type { KioskLists, KioskListsUpdate, KioskOption } from '@salon/shared';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { stores } from '../../db/schema.ts';
import { audit } from '../../platform/audit/audit.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { invalid, notFound } from '../../platform/http/errors.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { readConfigGroup } from '../config/config.service.ts';
import { storeOfActor } from '../stores/store-access.ts';

export async function storeLists(tx: Tx, tenantId: string, storeId: string): Promise<KioskLists> {
  const [row] = await tx
    .select({ beverages: stores.kioskBeverages, music: stores.kioskMusic })
    .from(stores)
    .where(and(eq(stores.tenantId, tenantId), eq(stores.id, storeId)));
  if (!row) throw notFound('Store');
  const fallback = row.beverages && row.music ? null : await readConfigGroup(tx, tenantId, 'customer_config');
  return { beverages: row.beverages ?? fallback?.beverages ?? [], music: row.music ?? fallback?.music ?? [] };
}

/** A label's value: lower case, words joined by underscores ("R&B" -> "randb"), as config-defaults makes them. */
export const optionValue = (label: string) =>
  label
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');

function toOptions(labels: readonly string[], field: 'beverages' | 'music'): KioskOption[] {
  const options = labels.map((label) => ({ value: optionValue(label), label }));
  const seen = new Set<string>();
  options.forEach((o, i) => {
    if (!o.value) throw invalid({ [`${field}.${i}`]: 'Use letters or digits' });
    if (seen.has(o.value)) throw invalid({ [`${field}.${i}`]: `${o.label} is listed twice` });
    seen.add(o.value);
  });
  return options;
}

export async function getStoreLists(db: Db, actor: Actor, storeId: string): Promise<KioskLists> {
  return withTenant(db, actor.tenantId, async (tx) => {
    await storeOfActor(tx, actor, storeId);
    return storeLists(tx, actor.tenantId, storeId);
  });
}

export async function updateStoreLists(db: Db, actor: Actor, storeId: string, input: KioskListsUpdate): Promise<KioskLists> {
  const beverages = toOptions(input.beverages, 'beverages');
  const music = toOptions(input.music, 'music');
  return withTenant(db, actor.tenantId, async (tx) => {
    await storeOfActor(tx, actor, storeId, { forUpdate: true });
    await tx
      .update(stores)
      .set({ kioskBeverages: beverages, kioskMusic: music })
      .where(and(eq(stores.tenantId, actor.tenantId), eq(stores.id, storeId)));
    await audit(tx, actor, {
      action: 'store.kiosk_lists',
      entityType: 'store',
      entityId: storeId,
      details: { beverages: beverages.length, music: music.length },
    });
    return { beverages, music };
  });
}
