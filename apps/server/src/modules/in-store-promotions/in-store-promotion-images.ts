// Who sees a promotion's image (issue 19): the brand's paired tablets of a store it is shown at (device credential),
// and staff of the tenant with the promo code flags. Everyone else (another tenant, a customer, no one signed in,
// an unpaired or revoked tablet) is told it does not exist.
import { hasAccess, coversStore } from '@salon/shared';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/client.ts';
import { files, inStorePromotions } from '../../db/schema.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { AppError, notFound } from '../../platform/http/errors.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { storeListScope } from '../stores/store-access.ts';
import { type FileToSend, openStored } from '../uploads/upload.service.ts';
import { deviceOfToken } from '../kiosk/kiosk-devices.service.ts';

export const VIEW_FLAGS = ['view_promo_codes', 'create_edit_promo_codes'] as const;
export const EDIT_FLAGS = ['create_edit_promo_codes'] as const;

async function promotionWithFile(tx: Tx, tenantId: string, id: string) {
  const [found] = await tx
    .select({ promotion: inStorePromotions, file: files })
    .from(inStorePromotions)
    .innerJoin(files, and(eq(files.tenantId, inStorePromotions.tenantId), eq(files.id, inStorePromotions.imageFileId)))
    .where(and(eq(inStorePromotions.tenantId, tenantId), eq(inStorePromotions.id, id)));
  return found;
}

/** The image (or ?thumb=1 its thumbnail) of promotion `id` for a tablet credential or a staff session; else 404. */
export async function readPromotionImage(
  ctx: AppContext,
  who: { actor: Actor | null; kioskToken: string | undefined },
  id: string,
  thumb: boolean,
): Promise<FileToSend> {
  const missing = () => notFound('Image');
  if (who.kioskToken) {
    const device = await deviceOfToken(ctx.db, who.kioskToken, ctx.now()).catch((err: unknown) => {
      if (err instanceof AppError && err.statusCode === 401) return null;
      throw err;
    });
    if (!device) throw missing();
    const found = await withTenant(ctx.db, device.tenantId, (tx) => promotionWithFile(tx, device.tenantId, id));
    if (!found || found.promotion.brandId !== device.brandId || !coversStore(found.promotion, device.storeId)) throw missing();
    return openStored(ctx, found.file, thumb);
  }
  const actor = who.actor;
  if (actor?.type !== 'admin' || !hasAccess(actor.accessControls, VIEW_FLAGS)) throw missing();
  const found = await withTenant(ctx.db, actor.tenantId, async (tx) => {
    const [visible] = await tx
      .select({ id: inStorePromotions.id })
      .from(inStorePromotions)
      .where(
        and(
          eq(inStorePromotions.tenantId, actor.tenantId),
          eq(inStorePromotions.id, id),
          storeListScope(inStorePromotions.storeIds, actor),
        ),
      );
    return visible ? promotionWithFile(tx, actor.tenantId, id) : undefined;
  });
  if (!found) throw missing();
  return openStored(ctx, found.file, thumb);
}
