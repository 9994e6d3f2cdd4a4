import { z } from 'zod';
import { api } from '../../api/api-slice.ts';

const coordinate = z
  .union([z.number(), z.string()])
  .nullish()
  .transform((value) => {
    if (value === null || value === undefined || value === '') return null;
    const number = Number(value);
    return Number.isFinite(number) ? number : null;
  });

export const brandStoreSchema = z.object({
  id: z.string(),
  name: z.string(),
  timezone: z.string().nullish(),
  address: z.string().nullish(),
  city: z.string().nullish(),
  state: z.string().nullish(),
  geoLat: coordinate,
  geoLong: coordinate,
});

export const brandSchema = z.object({
  id: z.string(),
  name: z.string(),
  theme: z.string().nullish(),
  logoUrl: z.string().nullish(),
  colors: z.object({ primary: z.string().optional(), secondary: z.string().optional() }).nullish(),
  stores: z.array(brandStoreSchema).default([]),
});

export type Brand = z.output<typeof brandSchema>;
export type BrandStore = z.output<typeof brandStoreSchema>;

export const brandApi = api.injectEndpoints({
  endpoints: (build) => ({
    currentBrand: build.query<Brand, void>({
      query: () => ({ path: 'Brand/Current', brandScoped: true, schema: brandSchema }),
      providesTags: ['Brand'],
    }),
  }),
});

export const { useCurrentBrandQuery } = brandApi;
