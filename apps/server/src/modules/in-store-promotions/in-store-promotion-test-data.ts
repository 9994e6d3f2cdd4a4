// Test data of the in-store promotion tests: an uploaded promotion image and a promotion made through the API.
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { pngBytes, uploadFile } from '../uploads/upload-test-files.ts';

/** Uploads a PNG for a promotion as `headers`; answers the file id. */
export async function uploadPromoImage(app: FastifyInstance, headers: Record<string, string>, name = 'promo.png') {
  const res = await uploadFile(app, headers, 'in_store_promotion', 'image', {
    name,
    bytes: await pngBytes(320, 180),
    contentType: 'image/png',
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().res_data.id as string;
}

export interface PromotionBody {
  brandId: string;
  title?: string;
  caption?: string | null;
  imageFileId?: string;
  startsOn?: string | null;
  endsOn?: string | null;
  storeIds?: string[];
  active?: boolean;
}

/** Uploads an image and creates a promotion with it (expects 201); answers the promotion. */
export async function addPromotion(app: FastifyInstance, headers: Record<string, string>, body: PromotionBody) {
  const imageFileId = body.imageFileId ?? (await uploadPromoImage(app, headers));
  const res = await app.inject({
    method: 'POST',
    url: '/api/InStorePromotion/Create',
    headers,
    payload: { title: 'Beard month', ...body, imageFileId },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().res_data as { id: string; title: string; position: number; imageFileId: string; imageUrl: string; state: string };
}
