// Issue 19: two image promotions of the demo brand for the in-store tablet's attract loop, drawn here (no assets in
// the repository): a warm banner for every store and a cool one for the first store, both showing from the day before (every store's today).
import { createHash, randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { UPLOAD_IMAGE_LIMITS, addDays } from '@salon/shared';
import sharp from 'sharp';
import type { Db } from '../client.ts';
import { files, inStorePromotions } from '../schema.ts';
import { ensureParent, filePath } from '../../platform/uploads/file-store.ts';
import { withTenant } from '../../platform/tenancy.ts';

/** A 1280x720 banner: a diagonal gradient with a few soft circles (shapes only: no fonts needed to draw it). */
function banner(from: string, to: string): Buffer {
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="1280" height="720" fill="url(#g)"/>
  <circle cx="1080" cy="160" r="220" fill="#ffffff" fill-opacity="0.12"/>
  <circle cx="180" cy="620" r="300" fill="#000000" fill-opacity="0.10"/>
  <circle cx="900" cy="560" r="90" fill="#ffffff" fill-opacity="0.18"/>
</svg>`);
}

export const DEMO_PROMOTIONS = [
  {
    title: 'Beard month: 20% off every beard trim',
    caption: 'All month long at every store. Ask at the front desk when you check in.',
    colours: ['#b23a48', '#f6ae2d'],
    allStores: true,
  },
  {
    title: 'Bring a friend, both get $10 off',
    caption: 'New customers only. One reward per visit.',
    colours: ['#1d3557', '#2a9d8f'],
    allStores: false,
  },
] as const;

export async function seedDemoPromotions(
  db: Db,
  input: { tenantId: string; brandId: string; storeId: string; uploaderId: string; dataDir: string; today: string },
): Promise<void> {
  for (const [i, promo] of DEMO_PROMOTIONS.entries()) {
    const id = randomUUID();
    const fileId = randomUUID();
    const image = await sharp(banner(promo.colours[0], promo.colours[1])).png().toBuffer();
    const thumbnail = await sharp(image).resize({ width: UPLOAD_IMAGE_LIMITS.thumbnailWidth }).png().toBuffer();
    const location = { tenantId: input.tenantId, entityType: 'in_store_promotion' as const, id: fileId, extension: 'png' };
    await ensureParent(filePath(input.dataDir, location));
    await writeFile(filePath(input.dataDir, location), image, { mode: 0o600 });
    await writeFile(filePath(input.dataDir, location, true), thumbnail, { mode: 0o600 });
    await withTenant(db, input.tenantId, async (tx) => {
      await tx.insert(files).values({
        id: fileId,
        tenantId: input.tenantId,
        entityType: 'in_store_promotion',
        entityId: id,
        kind: 'image',
        originalName: `promotion-${i + 1}.png`,
        contentType: 'image/png',
        extension: 'png',
        size: image.length,
        sha256: createHash('sha256').update(image).digest('hex'),
        hasThumbnail: true,
        uploadedBy: input.uploaderId,
      });
      await tx.insert(inStorePromotions).values({
        id,
        tenantId: input.tenantId,
        brandId: input.brandId,
        title: promo.title,
        caption: promo.caption,
        imageFileId: fileId,
        // From the day before: a store in a zone still on yesterday shows them too.
        startsOn: addDays(input.today, -1),
        storeIds: promo.allStores ? [] : [input.storeId],
        position: i + 1,
        createdBy: input.uploaderId,
      });
    });
  }
}
