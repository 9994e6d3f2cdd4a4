// What the checkout screen offers to choose from: the store's sellable items, its open drawers, the customer's saved cards.
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/query-rows.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { openDrawers } from '../cash-drawer/cash-ledger.ts';
import { savedCardsForStaff } from '../payments/saved-cards.service.ts';
import { actionFlags, type CheckoutDeps, loadInvoice, requireFlags } from './invoice-records.ts';

/** Products (resellable, sold at the store, its price), packages on sale and the store's services matching a search. */
export async function sellableItems(deps: CheckoutDeps, actor: Actor, id: string, search: string) {
  return withTenant(deps.db, actor.tenantId, async (tx) => {
    const row = await loadInvoice(tx, actor, id);
    requireFlags(actor, actionFlags(row));
    const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const items = await queryRows<{ kind: 'product' | 'package' | 'service'; item_id: string; name: string; price_cents: number }>(
      tx,
      sql`(select 'product' as kind, p.id as item_id, p.name, coalesce(o.price_cents, p.price_cents) as price_cents
             from products p
             left join product_overrides o on o.tenant_id = p.tenant_id and o.product_id = p.id and o.store_id = ${row.storeId}
            where p.tenant_id = ${actor.tenantId} and p.resellable and p.active and p.archived_at is null
              and coalesce(o.available, true) and p.name ilike ${like}
            order by p.name limit 15)
          union all
          (select 'package' as kind, k.id, k.name, k.price_cents from packages k
            where k.tenant_id = ${actor.tenantId} and k.active and k.archived_at is null and k.name ilike ${like}
            order by k.name limit 10)
          union all
          (select 'service' as kind, s.id, s.name, coalesce(so.price_cents, s.price_cents) from services s
             join service_stores ss on ss.tenant_id = s.tenant_id and ss.service_id = s.id and ss.store_id = ${row.storeId}
             left join service_store_overrides so on so.tenant_id = s.tenant_id and so.service_id = s.id and so.store_id = ${row.storeId}
            where s.tenant_id = ${actor.tenantId} and s.name ilike ${like}
            order by s.name limit 10)`,
    );
    return { items: items.map((i) => ({ kind: i.kind, itemId: i.item_id, name: i.name, priceCents: Number(i.price_cents) })) };
  });
}

/** The open cash drawers of the invoice's store, for the register choice when several are open. */
export async function invoiceDrawers(deps: CheckoutDeps, actor: Actor, id: string) {
  return withTenant(deps.db, actor.tenantId, async (tx) => {
    const row = await loadInvoice(tx, actor, id);
    requireFlags(actor, actionFlags(row));
    return { drawers: await openDrawers(tx, { tenantId: actor.tenantId, storeId: row.storeId }) };
  });
}

/** Invoice/SavedCards: the saved cards of the invoice's customer, for the front desk's "Saved card" tender. */
export async function invoiceSavedCards(deps: CheckoutDeps, actor: Actor, id: string) {
  return withTenant(deps.db, actor.tenantId, async (tx) => {
    const row = await loadInvoice(tx, actor, id);
    requireFlags(actor, actionFlags(row));
    if (!row.customerId) return { cards: [] };
    return { cards: await savedCardsForStaff(tx, { tenantId: actor.tenantId, customerId: row.customerId, now: deps.now() }) };
  });
}
