// Staff look-ups of gift cards (issue 7): balance by number, search with the ledger.
import type { GiftCard, GiftCardBalance, GiftCardSearchResult } from '@salon/shared';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { customers, giftCardLedger, giftCards, stores } from '../../db/schema.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { forbidden, invalid, notFound } from '../../platform/http/errors.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { worksAtStore } from '../stores/store-access.ts';
import { invalidGiftCardNumber } from './gift-card-ledger.ts';
import { hashGiftCardNumber, maskGiftCardNumber, normalizeGiftCardNumber } from './gift-card-number.ts';

/** A card is good at every store of the tenant: any staff member who may take payments can read its balance. */
export async function giftCardBalance(db: Db, actor: Actor, rawNumber: string): Promise<GiftCardBalance> {
  const number = normalizeGiftCardNumber(rawNumber);
  if (!number) throw invalidGiftCardNumber();
  return withTenant(db, actor.tenantId, async (tx) => {
    const [card] = await tx
      .select({ last4: giftCards.last4, status: giftCards.status, balanceCents: giftCards.balanceCents })
      .from(giftCards)
      .where(and(eq(giftCards.tenantId, actor.tenantId), eq(giftCards.numberHash, hashGiftCardNumber(number))));
    if (!card) throw invalidGiftCardNumber();
    return { ...card, maskedNumber: maskGiftCardNumber(card.last4) };
  });
}

export async function searchGiftCards(
  db: Db,
  actor: Actor,
  q: { page: number; pageSize: number; search?: string; storeId?: string; status?: 'active' | 'inactive' },
): Promise<GiftCardSearchResult> {
  if (q.storeId && !worksAtStore(actor, q.storeId)) throw forbidden('You do not work at this store.');
  if (q.search && !/^\d{1,16}$/.test(q.search.replace(/[\s-]/g, '')))
    throw invalid({ search: 'Search by the last four digits or the whole card number' });
  const conditions = visibleCards(actor);
  if (q.storeId) conditions.push(eq(giftCards.storeId, q.storeId));
  if (q.status) conditions.push(eq(giftCards.status, q.status));
  if (q.search) {
    const digits = q.search.replace(/[\s-]/g, '');
    conditions.push(digits.length === 16 ? eq(giftCards.numberHash, hashGiftCardNumber(digits)) : eq(giftCards.last4, digits.slice(-4)));
  }
  return withTenant(db, actor.tenantId, (tx) => readGiftCards(tx, actor, and(...conditions), q));
}

/** One card with its ledger; 404 for another tenant's card or one sold at a store the person does not work at. */
export async function giftCardById(db: Db, actor: Actor, id: string): Promise<GiftCard> {
  const conditions = [...visibleCards(actor), eq(giftCards.id, id)];
  const { items } = await withTenant(db, actor.tenantId, (tx) => readGiftCards(tx, actor, and(...conditions), { page: 1, pageSize: 1 }));
  if (!items[0]) throw notFound('Gift card');
  return items[0];
}

/** The tenant's cards sold at the stores the person works at (all of them for tenant-wide roles). */
function visibleCards(actor: Actor): SQL[] {
  const conditions: SQL[] = [eq(giftCards.tenantId, actor.tenantId)];
  if (!actor.tenantWide && !actor.isSuperAdmin)
    conditions.push(actor.storeIds.length ? inArray(giftCards.storeId, actor.storeIds) : sql`false`);
  return conditions;
}

async function readGiftCards(
  tx: Db,
  actor: Actor,
  where: SQL | undefined,
  q: { page: number; pageSize: number },
): Promise<GiftCardSearchResult> {
  const rows = await tx
    .select({
      card: giftCards,
      storeName: stores.name,
      timezone: stores.timezone,
      customerName: sql<
        string | null
      >`case when ${customers.id} is null then null else ${customers.firstName} || ' ' || ${customers.lastName} end`,
    })
    .from(giftCards)
    .innerJoin(stores, eq(stores.id, giftCards.storeId))
    .leftJoin(customers, and(eq(customers.tenantId, giftCards.tenantId), eq(customers.id, giftCards.customerId)))
    .where(where)
    .orderBy(desc(giftCards.createdAt), asc(giftCards.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  const [counted] = await queryRows<{ total: number }>(tx, sql`select count(*)::int as total from gift_cards where ${where}`);
  const ids = rows.map((r) => r.card.id);
  const ledger = ids.length
    ? await tx
        .select()
        .from(giftCardLedger)
        .where(and(eq(giftCardLedger.tenantId, actor.tenantId), inArray(giftCardLedger.giftCardId, ids)))
        .orderBy(asc(giftCardLedger.createdAt), asc(giftCardLedger.id))
    : [];
  const items: GiftCard[] = rows.map(({ card, storeName, timezone, customerName }) => ({
    id: card.id,
    maskedNumber: maskGiftCardNumber(card.last4),
    last4: card.last4,
    storeId: card.storeId,
    storeName,
    timezone,
    status: card.status,
    initialCents: card.initialCents,
    balanceCents: card.balanceCents,
    customerId: card.customerId,
    customerName,
    invoiceId: card.invoiceId,
    createdAt: card.createdAt.toISOString(),
    ledger: ledger
      .filter((l) => l.giftCardId === card.id)
      .map((l) => ({
        id: l.id,
        kind: l.kind,
        amountCents: l.amountCents,
        balanceAfterCents: l.balanceAfterCents,
        invoiceId: l.invoiceId,
        createdAt: l.createdAt.toISOString(),
      })),
  }));
  return { items, total: counted?.total ?? 0, page: q.page, pageSize: q.pageSize };
}
