// In-store promotion images (issue 19): the brand's staff list, create, edit, reorder, switch on and off and
// delete them; the image is an upload attached in the same transaction, and a replaced or deleted image leaves
// the disk once the change is committed.
import { randomUUID } from 'node:crypto';
import {
  type InStorePromotion,
  type InStorePromotionList,
  type InStorePromotionMove,
  type InStorePromotionValues,
  inStorePromotionImageUrl,
  promotionState,
  todayIn,
} from '@salon/shared';
import { and, asc, desc, eq, gt, inArray, lt, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/client.ts';
import { brands, files, inStorePromotions, stores } from '../../db/schema.ts';
import { audit } from '../../platform/audit/audit.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { AppError, invalid, notFound } from '../../platform/http/errors.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { attachFiles, requireImageFiles } from '../../platform/uploads/attach-files.ts';
import { filePath, removeQuietly } from '../../platform/uploads/file-store.ts';
import { firstStoreToday } from '../stores/first-store-day.ts';
import { assertOwnStoreList, storeListScope, storeScope } from '../stores/store-access.ts';
import type { InStorePromotionRow } from './in-store-promotions.tables.ts';

const visibleTo = (actor: Actor) => storeListScope(inStorePromotions.storeIds, actor);

/** Each promotion's state chip is read on its brand's first store's day (stores/first-store-day.ts). */
async function present(tx: Tx, rows: InStorePromotionRow[], now: Date): Promise<InStorePromotion[]> {
  if (rows.length === 0) return [];
  const tenantId = rows[0]!.tenantId;
  const storeIds = [...new Set(rows.flatMap((r) => r.storeIds))];
  const names = storeIds.length
    ? await tx
        .select({ id: stores.id, name: stores.name })
        .from(stores)
        .where(and(eq(stores.tenantId, tenantId), inArray(stores.id, storeIds)))
    : [];
  const nameOf = new Map(names.map((s) => [s.id, s.name]));
  const todays = new Map<string, string>();
  for (const brandId of new Set(rows.map((r) => r.brandId))) todays.set(brandId, await firstStoreToday(tx, { tenantId, brandId }, now));
  return rows.map((r) => ({
    id: r.id,
    brandId: r.brandId,
    title: r.title,
    caption: r.caption,
    imageFileId: r.imageFileId,
    imageUrl: inStorePromotionImageUrl(r.id),
    thumbnailUrl: inStorePromotionImageUrl(r.id, true),
    startsOn: r.startsOn,
    endsOn: r.endsOn,
    storeIds: r.storeIds,
    storeNames: r.storeIds.map((id) => nameOf.get(id) ?? 'Unknown store'),
    position: r.position,
    active: r.active,
    state: promotionState(r, todays.get(r.brandId) ?? todayIn('UTC', now)),
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  }));
}

async function presentOne(tx: Tx, row: InStorePromotionRow, now: Date): Promise<InStorePromotion> {
  const [one] = await present(tx, [row], now);
  return one!;
}

export async function listPromotions(ctx: AppContext, actor: Actor, brandId: string | undefined): Promise<InStorePromotionList> {
  return withTenant(ctx.db, actor.tenantId, async (tx) => {
    const conditions: (SQL | undefined)[] = [eq(inStorePromotions.tenantId, actor.tenantId), visibleTo(actor)];
    if (brandId) conditions.push(eq(inStorePromotions.brandId, brandId));
    const rows = await tx
      .select()
      .from(inStorePromotions)
      .where(and(...conditions))
      .orderBy(asc(inStorePromotions.brandId), asc(inStorePromotions.position), asc(inStorePromotions.id));
    const brandRows = await tx
      .select({ id: brands.id, name: brands.name })
      .from(brands)
      .where(eq(brands.tenantId, actor.tenantId))
      .orderBy(asc(brands.name));
    const storeRows = await tx
      .select({ id: stores.id, name: stores.name, brandId: stores.brandId })
      .from(stores)
      .where(actor.isSuperAdmin ? eq(stores.tenantId, actor.tenantId) : storeScope(actor))
      .orderBy(asc(stores.name));
    return { items: await present(tx, rows, ctx.now()), brands: brandRows, stores: storeRows };
  });
}

async function promotionOfActor(tx: Tx, actor: Actor, id: string): Promise<InStorePromotionRow> {
  const [row] = await tx
    .select()
    .from(inStorePromotions)
    .where(and(eq(inStorePromotions.tenantId, actor.tenantId), eq(inStorePromotions.id, id), visibleTo(actor)))
    .for('update');
  if (!row) throw notFound('Promotion');
  assertOwnStoreList(actor, row.storeIds, 'a promotion');
  return row;
}

/** The brand must be the tenant's and every listed store one of that brand's. */
async function checkBrandAndStores(tx: Tx, actor: Actor, input: InStorePromotionValues) {
  assertOwnStoreList(actor, input.storeIds, 'a promotion');
  const [brand] = await tx
    .select({ id: brands.id })
    .from(brands)
    .where(and(eq(brands.tenantId, actor.tenantId), eq(brands.id, input.brandId)));
  if (!brand) throw invalid({ brandId: 'This brand does not exist' });
  if (input.storeIds.length === 0) return;
  const found = await tx
    .select({ id: stores.id })
    .from(stores)
    .where(and(eq(stores.tenantId, actor.tenantId), eq(stores.brandId, input.brandId), inArray(stores.id, input.storeIds)));
  if (found.length !== input.storeIds.length) throw invalid({ storeIds: 'Each store must be a store of this brand' });
}

/** The image must be an image upload for a promotion, not attached elsewhere; refusals name imageFileId. */
async function attachImage(tx: Tx, actor: Actor, promotionId: string, fileId: string) {
  try {
    await requireImageFiles(tx, actor, [fileId]);
    await attachFiles(tx, actor, 'in_store_promotion', promotionId, [fileId]);
  } catch (err) {
    if (err instanceof AppError && err.fields?.[fileId])
      throw new AppError(err.statusCode, err.code, err.message, { imageFileId: err.fields[fileId] });
    throw err;
  }
}

/** Deletes a file's row in the transaction; answers the paths to remove from disk after commit. */
async function dropFile(ctx: AppContext, tx: Tx, tenantId: string, fileId: string): Promise<string[]> {
  const [row] = await tx
    .delete(files)
    .where(and(eq(files.tenantId, tenantId), eq(files.id, fileId)))
    .returning();
  if (!row) return [];
  const location = { tenantId, entityType: row.entityType, id: row.id, extension: row.extension };
  return [filePath(ctx.config.DATA_DIR, location), filePath(ctx.config.DATA_DIR, location, true)];
}

const columnsOf = (input: InStorePromotionValues) => ({
  brandId: input.brandId,
  title: input.title,
  caption: input.caption,
  imageFileId: input.imageFileId,
  startsOn: input.startsOn,
  endsOn: input.endsOn,
  storeIds: input.storeIds,
  active: input.active,
});

export async function createPromotion(ctx: AppContext, actor: Actor, input: InStorePromotionValues, requestId: string) {
  return withTenant(ctx.db, actor.tenantId, async (tx) => {
    await checkBrandAndStores(tx, actor, input);
    const id = randomUUID();
    await attachImage(tx, actor, id, input.imageFileId);
    const position = (await maxPosition(tx, actor.tenantId, input.brandId)) + 1;
    const [row] = await tx
      .insert(inStorePromotions)
      .values({ id, tenantId: actor.tenantId, createdBy: actor.id, position, ...columnsOf(input) })
      .returning();
    await audit(
      tx,
      actor,
      { action: 'in_store_promotion.create', entityType: 'in_store_promotion', entityId: id, details: columnsOf(input) },
      requestId,
    );
    return presentOne(tx, row!, ctx.now());
  });
}

async function maxPosition(tx: Tx, tenantId: string, brandId: string): Promise<number> {
  const rows = await tx
    .select({ position: inStorePromotions.position })
    .from(inStorePromotions)
    .where(and(eq(inStorePromotions.tenantId, tenantId), eq(inStorePromotions.brandId, brandId)));
  return rows.reduce((max, r) => Math.max(max, r.position), 0);
}

export async function updatePromotion(ctx: AppContext, actor: Actor, id: string, input: InStorePromotionValues, requestId: string) {
  const { result, removed } = await withTenant(ctx.db, actor.tenantId, async (tx) => {
    const before = await promotionOfActor(tx, actor, id);
    await checkBrandAndStores(tx, actor, input);
    if (input.brandId !== before.brandId) throw invalid({ brandId: 'A promotion stays with its brand' });
    await attachImage(tx, actor, id, input.imageFileId);
    const [row] = await tx
      .update(inStorePromotions)
      .set(columnsOf(input))
      .where(and(eq(inStorePromotions.tenantId, actor.tenantId), eq(inStorePromotions.id, id)))
      .returning();
    const gone = before.imageFileId !== input.imageFileId ? await dropFile(ctx, tx, actor.tenantId, before.imageFileId) : [];
    await audit(
      tx,
      actor,
      {
        action: 'in_store_promotion.update',
        entityType: 'in_store_promotion',
        entityId: id,
        details: { before: columnsOf(before), after: columnsOf(input) },
      },
      requestId,
    );
    return { result: await presentOne(tx, row!, ctx.now()), removed: gone };
  });
  await removeQuietly(...removed);
  return result;
}

export async function setPromotionActive(ctx: AppContext, actor: Actor, id: string, active: boolean, requestId: string) {
  return withTenant(ctx.db, actor.tenantId, async (tx) => {
    await promotionOfActor(tx, actor, id);
    const [row] = await tx
      .update(inStorePromotions)
      .set({ active })
      .where(and(eq(inStorePromotions.tenantId, actor.tenantId), eq(inStorePromotions.id, id)))
      .returning();
    const action = active ? 'in_store_promotion.activate' : 'in_store_promotion.deactivate';
    await audit(tx, actor, { action, entityType: 'in_store_promotion', entityId: id, details: {} }, requestId);
    return presentOne(tx, row!, ctx.now());
  });
}

/** Swaps the promotion with its neighbour in the brand's order; at either end it stays where it is. */
export async function movePromotion(ctx: AppContext, actor: Actor, id: string, move: InStorePromotionMove, requestId: string) {
  return withTenant(ctx.db, actor.tenantId, async (tx) => {
    const row = await promotionOfActor(tx, actor, id);
    const up = move.direction === 'up';
    const [neighbour] = await tx
      .select()
      .from(inStorePromotions)
      .where(
        and(
          eq(inStorePromotions.tenantId, actor.tenantId),
          eq(inStorePromotions.brandId, row.brandId),
          visibleTo(actor),
          up ? lt(inStorePromotions.position, row.position) : gt(inStorePromotions.position, row.position),
        ),
      )
      .orderBy(up ? desc(inStorePromotions.position) : asc(inStorePromotions.position))
      .limit(1)
      .for('update');
    let moved = row;
    if (neighbour) {
      await tx
        .update(inStorePromotions)
        .set({ position: row.position })
        .where(and(eq(inStorePromotions.tenantId, actor.tenantId), eq(inStorePromotions.id, neighbour.id)));
      [moved] = await tx
        .update(inStorePromotions)
        .set({ position: neighbour.position })
        .where(and(eq(inStorePromotions.tenantId, actor.tenantId), eq(inStorePromotions.id, id)))
        .returning();
      await audit(
        tx,
        actor,
        { action: 'in_store_promotion.move', entityType: 'in_store_promotion', entityId: id, details: move },
        requestId,
      );
    }
    return presentOne(tx, moved!, ctx.now());
  });
}

export async function deletePromotion(ctx: AppContext, actor: Actor, id: string, requestId: string): Promise<void> {
  const removed = await withTenant(ctx.db, actor.tenantId, async (tx) => {
    const row = await promotionOfActor(tx, actor, id);
    await tx.delete(inStorePromotions).where(and(eq(inStorePromotions.tenantId, actor.tenantId), eq(inStorePromotions.id, id)));
    const gone = await dropFile(ctx, tx, actor.tenantId, row.imageFileId);
    await audit(
      tx,
      actor,
      { action: 'in_store_promotion.delete', entityType: 'in_store_promotion', entityId: id, details: { title: row.title } },
      requestId,
    );
    return gone;
  });
  await removeQuietly(...removed);
}
