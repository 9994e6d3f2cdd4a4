// The tablet session's image slides (issue 19): the brand's in-store promotions showing today at the tablet's store.
// Kept in the kiosk module: the promotions module reads tablets (their image route), never the other way round.
import { type KioskPromotionImage, inStorePromotionImageUrl, promotionsShowingToday } from '@salon/shared';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { inStorePromotions } from '../../db/schema.ts';
import type { KioskStore } from './kiosk-devices.service.ts';

/** The tablet session's image slides: the brand's promotions showing today (`today` is the store's day) at the store. */
export async function promotionImagesFor(tx: Tx, device: KioskStore, today: string): Promise<KioskPromotionImage[]> {
  const rows = await tx
    .select()
    .from(inStorePromotions)
    .where(
      and(
        eq(inStorePromotions.tenantId, device.tenantId),
        eq(inStorePromotions.brandId, device.brandId),
        eq(inStorePromotions.active, true),
      ),
    );
  return promotionsShowingToday(rows, device.storeId, today)
    .slice(0, 20)
    .map((p) => ({ id: p.id, title: p.title, caption: p.caption, imageUrl: inStorePromotionImageUrl(p.id) }));
}
