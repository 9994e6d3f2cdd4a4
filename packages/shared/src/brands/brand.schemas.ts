import { z } from 'zod';

export const brandStoreSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  timezone: z.string(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  geoLat: z.string().nullable(),
  geoLong: z.string().nullable(),
});

/** GET /api/Brand/Current: the brand of the request's domain, its look and its active stores. */
export const currentBrandSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  theme: z.string(),
  logoUrl: z.string().nullable(),
  colors: z.object({ primary: z.string().optional(), secondary: z.string().optional() }),
  stores: z.array(brandStoreSchema),
});
export type CurrentBrand = z.infer<typeof currentBrandSchema>;
