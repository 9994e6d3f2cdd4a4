// Promo code admin (issue 7): search, detail, create, update, activate/deactivate, quote.
import type { PromoCodeDetail, PromoCodeInput, PromoCodeSearch, PromoCodeSearchResult, PromoCodeState } from '@salon/shared';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { promoCodes, stores } from '../../db/schema.ts';
import { audit } from '../../platform/audit/audit.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { conflict, forbidden, invalid, notFound, sqlState } from '../../platform/http/errors.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { containing } from '../catalog/catalog-support.ts';
import { firstStoreToday } from '../stores/first-store-day.ts';
import { assertOwnStoreList, storeListScope, worksAtStore } from '../stores/store-access.ts';
import type { PromoCodeRow } from './promo-codes.tables.ts';
import { type PromoQuote, quotePromoCode } from './promo-redemption.ts';

/**
 * The day "today" means for a code's state in lists: the wall calendar of the tenant's first store (UTC without one);
 * stores made in one statement share their creation time, so the id decides between them.
 */
/** "Today" for the tenant's promo codes: the first store's day (stores/first-store-day.ts). */
export const tenantToday = (tx: Tx, tenantId: string, now: Date) => firstStoreToday(tx, { tenantId }, now);

export function stateOf(row: Pick<PromoCodeRow, 'active' | 'startsOn' | 'endsOn'>, today: string): PromoCodeState {
  if (!row.active) return 'inactive';
  if (row.endsOn && row.endsOn < today) return 'expired';
  if (row.startsOn > today) return 'scheduled';
  return 'active';
}

const stateCondition = (state: PromoCodeState, today: string): SQL => {
  switch (state) {
    case 'inactive':
      return sql`${promoCodes.active} = false`;
    case 'expired':
      return sql`${promoCodes.active} and ${promoCodes.endsOn} < ${today}::date`;
    case 'scheduled':
      return sql`${promoCodes.active} and ${promoCodes.startsOn} > ${today}::date and (${promoCodes.endsOn} is null or ${promoCodes.endsOn} >= ${today}::date)`;
    case 'active':
      return sql`${promoCodes.active} and ${promoCodes.startsOn} <= ${today}::date and (${promoCodes.endsOn} is null or ${promoCodes.endsOn} >= ${today}::date)`;
  }
};

/** A store-scoped person sees codes valid at every store or at one of theirs. */
const visibleTo = (actor: Actor) => storeListScope(promoCodes.storeIds, actor);

async function present(tx: Tx, rows: PromoCodeRow[], today: string): Promise<PromoCodeDetail[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const usage = await queryRows<{ promo_code_id: string; uses: number; given: number }>(
    tx,
    sql`select promo_code_id, count(*)::int as uses, coalesce(sum(discount_cents), 0)::int as given
          from promo_redemptions where tenant_id = ${rows[0]!.tenantId} and promo_code_id in ${sql`(${sql.join(
            ids.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`}
         group by promo_code_id`,
  );
  const storeIds = [...new Set(rows.flatMap((r) => r.storeIds))];
  const names = storeIds.length
    ? await tx
        .select({ id: stores.id, name: stores.name })
        .from(stores)
        .where(and(eq(stores.tenantId, rows[0]!.tenantId), inArray(stores.id, storeIds)))
    : [];
  const nameOf = new Map(names.map((s) => [s.id, s.name]));
  const usageOf = new Map(usage.map((u) => [u.promo_code_id, u]));
  return rows.map((r) => ({
    id: r.id,
    code: r.code,
    description: r.description,
    type: r.type,
    value: r.value,
    startsOn: r.startsOn,
    endsOn: r.endsOn,
    storeIds: r.storeIds,
    storeNames: r.storeIds.map((id) => nameOf.get(id) ?? 'Unknown store'),
    usageLimit: r.usageLimit,
    perCustomerLimit: r.perCustomerLimit,
    minSpendCents: r.minSpendCents,
    active: r.active,
    state: stateOf(r, today),
    timesUsed: usageOf.get(r.id)?.uses ?? 0,
    discountGivenCents: usageOf.get(r.id)?.given ?? 0,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  }));
}

/** One code as the API shows it, with its state on the tenant's today. */
async function presentOne(tx: Tx, row: PromoCodeRow, now: Date): Promise<PromoCodeDetail> {
  const [detail] = await present(tx, [row], await tenantToday(tx, row.tenantId, now));
  return detail!;
}

export async function searchPromoCodes(db: Db, actor: Actor, q: PromoCodeSearch, now: Date): Promise<PromoCodeSearchResult> {
  return withTenant(db, actor.tenantId, async (tx) => {
    const today = await tenantToday(tx, actor.tenantId, now);
    const conditions: (SQL | undefined)[] = [eq(promoCodes.tenantId, actor.tenantId), visibleTo(actor)];
    if (q.state) conditions.push(stateCondition(q.state, today));
    if (q.type) conditions.push(eq(promoCodes.type, q.type));
    if (q.search)
      conditions.push(sql`(${promoCodes.code} ilike ${containing(q.search)} or ${promoCodes.description} ilike ${containing(q.search)})`);
    const where = and(...conditions);
    const sort = q.sort ?? '-createdAt';
    const column = { code: promoCodes.code, startsOn: promoCodes.startsOn, endsOn: promoCodes.endsOn, createdAt: promoCodes.createdAt }[
      sort.replace(/^-/, '') as 'code'
    ];
    if (!column) throw invalid({ sort: 'Sort by code, startsOn, endsOn or createdAt' });
    const rows = await tx
      .select()
      .from(promoCodes)
      .where(where)
      .orderBy(sort.startsWith('-') ? sql`${column} desc nulls last` : sql`${column} asc nulls last`, asc(promoCodes.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize);
    const [counted] = await queryRows<{ total: number }>(tx, sql`select count(*)::int as total from promo_codes where ${where}`);
    return { items: await present(tx, rows, today), total: counted?.total ?? 0, page: q.page, pageSize: q.pageSize };
  });
}

async function promoOfActor(tx: Tx, actor: Actor, id: string, { forUpdate = false } = {}): Promise<PromoCodeRow> {
  const query = tx
    .select()
    .from(promoCodes)
    .where(and(eq(promoCodes.tenantId, actor.tenantId), eq(promoCodes.id, id), visibleTo(actor)));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound('Promo code');
  return row;
}

export async function getPromoCode(db: Db, actor: Actor, id: string, now: Date): Promise<PromoCodeDetail> {
  return withTenant(db, actor.tenantId, async (tx) => {
    const row = await promoOfActor(tx, actor, id);
    return presentOne(tx, row, now);
  });
}

/** Stores must be the tenant's; a store-scoped person may only name their own stores (and not "all stores"). */
async function checkStores(tx: Tx, actor: Actor, storeIds: string[]): Promise<void> {
  assertOwnStoreList(actor, storeIds, 'a code');
  if (storeIds.length === 0) return;
  const found = await tx
    .select({ id: stores.id })
    .from(stores)
    .where(and(eq(stores.tenantId, actor.tenantId), inArray(stores.id, storeIds)));
  if (found.length !== storeIds.length) throw invalid({ storeIds: 'One of the stores does not exist' });
}

const duplicate = (code: string) => conflict(`Promo code ${code} already exists`, { code: `Promo code ${code} already exists` });

async function refuseDuplicate(tx: Tx, tenantId: string, code: string, exceptId?: string) {
  const [other] = await tx
    .select({ id: promoCodes.id })
    .from(promoCodes)
    .where(and(eq(promoCodes.tenantId, tenantId), sql`upper(${promoCodes.code}) = ${code.toUpperCase()}`));
  if (other && other.id !== exceptId) throw duplicate(code);
}

const columnsOf = (input: PromoCodeInput) => ({
  code: input.code,
  description: input.description || null,
  type: input.type,
  value: input.value,
  startsOn: input.startsOn,
  endsOn: input.endsOn,
  storeIds: input.storeIds,
  usageLimit: input.usageLimit,
  perCustomerLimit: input.perCustomerLimit,
  minSpendCents: input.minSpendCents,
  active: input.active,
});

async function unique<T>(code: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (sqlState(err) === '23505') throw duplicate(code);
    throw err;
  }
}

export async function createPromoCode(
  db: Db,
  actor: Actor,
  input: PromoCodeInput,
  now: Date,
  requestId?: string,
): Promise<PromoCodeDetail> {
  return unique(input.code, () =>
    withTenant(db, actor.tenantId, async (tx) => {
      await checkStores(tx, actor, input.storeIds);
      await refuseDuplicate(tx, actor.tenantId, input.code);
      const [row] = await tx
        .insert(promoCodes)
        .values({ tenantId: actor.tenantId, createdBy: actor.type === 'admin' ? actor.id : null, ...columnsOf(input) })
        .returning();
      await audit(
        tx,
        actor,
        { action: 'promo_code.create', entityType: 'promo_code', entityId: row!.id, details: columnsOf(input) },
        requestId,
      );
      return presentOne(tx, row!, now);
    }),
  );
}

export async function updatePromoCode(
  db: Db,
  actor: Actor,
  id: string,
  input: PromoCodeInput,
  now: Date,
  requestId?: string,
): Promise<PromoCodeDetail> {
  return unique(input.code, () =>
    withTenant(db, actor.tenantId, async (tx) => {
      const before = await promoOfActor(tx, actor, id, { forUpdate: true });
      await checkStores(tx, actor, before.storeIds);
      await checkStores(tx, actor, input.storeIds);
      await refuseDuplicate(tx, actor.tenantId, input.code, id);
      if (input.code !== before.code) {
        const [used] = await queryRows<{ n: number }>(
          tx,
          sql`select count(*)::int as n from promo_redemptions where tenant_id = ${actor.tenantId} and promo_code_id = ${id}`,
        );
        if ((used?.n ?? 0) > 0)
          throw conflict(`Promo code ${before.code} has been used, so its code cannot change`, {
            code: `Promo code ${before.code} has been used, so its code cannot change`,
          });
      }
      const [row] = await tx.update(promoCodes).set(columnsOf(input)).where(eq(promoCodes.id, id)).returning();
      await audit(
        tx,
        actor,
        {
          action: 'promo_code.update',
          entityType: 'promo_code',
          entityId: id,
          details: { before: columnsOf(before as PromoCodeInput), after: columnsOf(input) },
        },
        requestId,
      );
      return presentOne(tx, row!, now);
    }),
  );
}

export async function setPromoCodeActive(
  db: Db,
  actor: Actor,
  id: string,
  active: boolean,
  now: Date,
  requestId?: string,
  note?: string,
): Promise<PromoCodeDetail> {
  return withTenant(db, actor.tenantId, async (tx) => {
    const before = await promoOfActor(tx, actor, id, { forUpdate: true });
    await checkStores(tx, actor, before.storeIds);
    const [row] = await tx.update(promoCodes).set({ active }).where(eq(promoCodes.id, id)).returning();
    await audit(
      tx,
      actor,
      {
        action: active ? 'promo_code.activate' : 'promo_code.deactivate',
        entityType: 'promo_code',
        entityId: id,
        details: note ? { note } : {},
      },
      requestId,
    );
    return presentOne(tx, row!, now);
  });
}

/** The checkout screen's quote: the discount a code gives now at a store the person works at, recording nothing. */
export async function quotePromoCodeAt(
  db: Db,
  actor: Actor,
  input: { code: string; storeId: string; customerId: string | null; subtotalCents: number },
  now: Date,
): Promise<PromoQuote> {
  if (!worksAtStore(actor, input.storeId) && !actor.isSuperAdmin) throw forbidden('You do not work at this store.');
  return withTenant(db, actor.tenantId, (tx) => quotePromoCode(tx, { tenantId: actor.tenantId, ...input, now }));
}
