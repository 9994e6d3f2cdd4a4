import { type CardBrand, cardExpired, type SavedCard, type SavedCardAdd, type SavedCardRemoved } from '@salon/shared';
import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/client.ts';
import { customerGatewayAccounts, customers, savedCards } from '../../db/schema.ts';
import { audit } from '../../platform/audit/audit.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { invalid, notFound } from '../../platform/http/errors.ts';
import { withTenant } from '../../platform/tenancy.ts';

type Row = typeof savedCards.$inferSelect;

const active = (tenantId: string, customerId: string) =>
  and(eq(savedCards.tenantId, tenantId), eq(savedCards.customerId, customerId), isNull(savedCards.removedAt));

/** The customer's saved card, for charging; 404 when it is not theirs (or another tenant's). */
export async function savedCardForCharge(
  tx: Tx,
  input: { tenantId: string; customerId: string; savedCardId: string },
): Promise<{ savedCardId: string; customerRef: string; cardRef: string; brand: CardBrand; last4: string }> {
  const [card] = await tx
    .select()
    .from(savedCards)
    .where(and(active(input.tenantId, input.customerId), eq(savedCards.id, input.savedCardId)));
  if (!card) throw notFound('Saved card');
  return { savedCardId: card.id, customerRef: card.customerRef, cardRef: card.cardRef, brand: card.brand as CardBrand, last4: card.last4 };
}

/** The customer's default saved card, or null. */
export async function defaultSavedCard(
  tx: Tx,
  input: { tenantId: string; customerId: string },
): Promise<{ savedCardId: string; brand: CardBrand; last4: string } | null> {
  const [card] = await tx
    .select()
    .from(savedCards)
    .where(and(active(input.tenantId, input.customerId), eq(savedCards.isDefault, true)));
  return card ? { savedCardId: card.id, brand: card.brand as CardBrand, last4: card.last4 } : null;
}

function toSavedCard(row: Row, now: Date): SavedCard {
  return {
    id: row.id,
    brand: row.brand as CardBrand,
    last4: row.last4,
    expMonth: row.expMonth,
    expYear: row.expYear,
    isDefault: row.isDefault,
    expired: cardExpired(row.expMonth, row.expYear, now),
    createdAt: row.createdAt.toISOString(),
  };
}

async function activeCards(tx: Tx, tenantId: string, customerId: string): Promise<Row[]> {
  return tx
    .select()
    .from(savedCards)
    .where(active(tenantId, customerId))
    .orderBy(desc(savedCards.isDefault), desc(savedCards.createdAt), desc(savedCards.id));
}

/**
 * A customer's usable-or-expired saved cards for the front desk (the caller checks the staff member may see the
 * customer): id, brand, last four, expiry, default and expired only; never the gateway references.
 */
export async function savedCardsForStaff(
  tx: Tx,
  input: { tenantId: string; customerId: string; now: Date },
): Promise<{ id: string; brand: CardBrand; last4: string; expMonth: number; expYear: number; isDefault: boolean; expired: boolean }[]> {
  return (await activeCards(tx, input.tenantId, input.customerId)).map((row) => ({
    id: row.id,
    brand: row.brand as CardBrand,
    last4: row.last4,
    expMonth: row.expMonth,
    expYear: row.expYear,
    isDefault: row.isDefault,
    expired: cardExpired(row.expMonth, row.expYear, input.now),
  }));
}

/** The signed-in customer's cards: the default first, then the newest. */
export async function listSavedCards(ctx: AppContext, actor: Actor): Promise<SavedCard[]> {
  const now = ctx.now();
  return withTenant(ctx.db, actor.tenantId, async (tx) =>
    (await activeCards(tx, actor.tenantId, actor.id)).map((r) => toSavedCard(r, now)),
  );
}

/** Locks the customer's row: the default-card rules run one request at a time per customer. */
async function lockCustomer(tx: Tx, actor: Actor) {
  const [row] = await tx
    .select({ id: customers.id, email: customers.email })
    .from(customers)
    .where(and(eq(customers.tenantId, actor.tenantId), eq(customers.id, actor.id)))
    .for('update');
  if (!row) throw notFound('Customer');
  return row;
}

/** The customer's account at the gateway, made on first use (outside any transaction: the gateway is another system). */
async function gatewayAccount(ctx: AppContext, actor: Actor): Promise<string> {
  const gateway = ctx.gateway.name;
  const find = (tx: Tx) =>
    tx
      .select({ customerRef: customerGatewayAccounts.customerRef })
      .from(customerGatewayAccounts)
      .where(
        and(
          eq(customerGatewayAccounts.tenantId, actor.tenantId),
          eq(customerGatewayAccounts.customerId, actor.id),
          eq(customerGatewayAccounts.gateway, gateway),
        ),
      );
  const existing = await withTenant(ctx.db, actor.tenantId, async (tx) => {
    const [customer] = await tx
      .select({ email: customers.email })
      .from(customers)
      .where(and(eq(customers.tenantId, actor.tenantId), eq(customers.id, actor.id)));
    if (!customer) throw notFound('Customer');
    return { account: (await find(tx))[0], email: customer.email };
  });
  if (existing.account) return existing.account.customerRef;
  const { customerRef } = await ctx.gateway.createCustomer({ description: `customer ${actor.id}`, email: existing.email });
  // Two first cards at once: the first row stays, the other gateway customer is simply never used.
  return withTenant(ctx.db, actor.tenantId, async (tx) => {
    await tx
      .insert(customerGatewayAccounts)
      .values({ tenantId: actor.tenantId, customerId: actor.id, gateway, customerRef })
      .onConflictDoNothing();
    return (await find(tx))[0].customerRef;
  });
}

/**
 * Saves a tokenised card: attaches it at the gateway under the customer's account, then records brand, last four and
 * expiry. The first card becomes the default; makeDefault moves the default to it.
 */
export async function addSavedCard(ctx: AppContext, actor: Actor, input: SavedCardAdd, requestId: string): Promise<SavedCard> {
  const customerRef = await gatewayAccount(ctx, actor);
  const attached = await ctx.gateway.attachCard({ customerRef, token: input.token });
  if (attached.status === 'refused') throw invalid({ token: attached.message }, attached.message);
  try {
    return await withTenant(ctx.db, actor.tenantId, async (tx) => {
      await lockCustomer(tx, actor);
      const others = await activeCards(tx, actor.tenantId, actor.id);
      const makeDefault = others.length === 0 || input.makeDefault === true;
      if (makeDefault)
        await tx
          .update(savedCards)
          .set({ isDefault: false })
          .where(and(active(actor.tenantId, actor.id), eq(savedCards.isDefault, true)));
      const [row] = await tx
        .insert(savedCards)
        .values({
          tenantId: actor.tenantId,
          customerId: actor.id,
          gateway: ctx.gateway.name,
          customerRef,
          cardRef: attached.cardRef,
          brand: attached.brand,
          last4: attached.last4,
          expMonth: attached.expMonth,
          expYear: attached.expYear,
          isDefault: makeDefault,
          createdAt: ctx.now(),
        })
        .returning();
      await audit(
        tx,
        actor,
        {
          action: 'saved_card.add',
          entityType: 'saved_card',
          entityId: row.id,
          details: { brand: row.brand, last4: row.last4, isDefault: row.isDefault },
        },
        requestId,
      );
      return toSavedCard(row, ctx.now());
    });
  } catch (err) {
    // Nothing of ours was written: take the card off the gateway too, so no card is stored that we do not list.
    await ctx.gateway.detachCard({ customerRef, cardRef: attached.cardRef }).catch((detachErr) => {
      ctx.log.warn({ err: detachErr }, 'could not detach a card after a failed save');
    });
    throw err;
  }
}

export async function setDefaultSavedCard(ctx: AppContext, actor: Actor, id: string, requestId: string): Promise<SavedCard> {
  return withTenant(ctx.db, actor.tenantId, async (tx) => {
    await lockCustomer(tx, actor);
    const [card] = await tx
      .select()
      .from(savedCards)
      .where(and(active(actor.tenantId, actor.id), eq(savedCards.id, id)));
    if (!card) throw notFound('Saved card');
    if (cardExpired(card.expMonth, card.expYear, ctx.now())) {
      throw invalid({ id: 'This card has expired. Add a new card to make it your default.' }, 'An expired card cannot be the default.');
    }
    if (!card.isDefault) {
      await tx
        .update(savedCards)
        .set({ isDefault: false })
        .where(and(active(actor.tenantId, actor.id), eq(savedCards.isDefault, true)));
      await tx.update(savedCards).set({ isDefault: true }).where(eq(savedCards.id, card.id));
      await audit(
        tx,
        actor,
        { action: 'saved_card.set_default', entityType: 'saved_card', entityId: card.id, details: { last4: card.last4 } },
        requestId,
      );
    }
    return toSavedCard({ ...card, isDefault: true }, ctx.now());
  });
}

/** Removes the card here and at the gateway; when it was the default, the newest other card becomes the default. */
export async function removeSavedCard(ctx: AppContext, actor: Actor, id: string, requestId: string): Promise<SavedCardRemoved> {
  const removed = await withTenant(ctx.db, actor.tenantId, async (tx) => {
    await lockCustomer(tx, actor);
    const [card] = await tx
      .select()
      .from(savedCards)
      .where(and(active(actor.tenantId, actor.id), eq(savedCards.id, id)));
    if (!card) throw notFound('Saved card');
    await tx.update(savedCards).set({ removedAt: ctx.now(), isDefault: false }).where(eq(savedCards.id, card.id));
    let newDefaultId: string | null = null;
    if (card.isDefault) {
      const now = ctx.now();
      const [next] = await tx
        .select()
        .from(savedCards)
        .where(and(active(actor.tenantId, actor.id), ne(savedCards.id, card.id)))
        // The newest card that can still be charged; an expired one only when nothing else is left.
        .orderBy(
          sql`case when ${savedCards.expYear} * 12 + ${savedCards.expMonth} >= ${now.getUTCFullYear() * 12 + now.getUTCMonth() + 1} then 0 else 1 end`,
          desc(savedCards.createdAt),
          desc(savedCards.id),
        )
        .limit(1);
      if (next) {
        await tx.update(savedCards).set({ isDefault: true }).where(eq(savedCards.id, next.id));
        newDefaultId = next.id;
      }
    }
    await audit(
      tx,
      actor,
      { action: 'saved_card.remove', entityType: 'saved_card', entityId: card.id, details: { last4: card.last4, newDefaultId } },
      requestId,
    );
    return { card, newDefaultId };
  });
  // After our commit: the card is gone for us whatever the gateway answers; a failed detach is logged to retry by hand.
  await ctx.gateway.detachCard({ customerRef: removed.card.customerRef, cardRef: removed.card.cardRef }).catch((err) => {
    ctx.log.warn({ err, savedCardId: removed.card.id }, 'the gateway did not detach a removed card');
  });
  return { id: removed.card.id, removed: true, newDefaultId: removed.newDefaultId };
}
