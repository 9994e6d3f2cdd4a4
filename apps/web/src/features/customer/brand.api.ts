import { type CurrentBrand, currentBrandSchema } from '@salon/shared';
import { api } from '../../api/api-slice.ts';

type WireStore = CurrentBrand['stores'][number];

/** A store as the customer pages use it: coordinates as numbers (the wire carries the database's decimals as strings). */
export type BrandStore = Omit<WireStore, 'geoLat' | 'geoLong'> & { geoLat: number | null; geoLong: number | null };
export type Brand = Omit<CurrentBrand, 'stores'> & { stores: BrandStore[] };

function coordinate(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

/** `Brand/Current` (checked with the shared schema) with numeric store coordinates. */
export function toBrand(wire: CurrentBrand): Brand {
  return {
    ...wire,
    stores: wire.stores.map((store) => ({ ...store, geoLat: coordinate(store.geoLat), geoLong: coordinate(store.geoLong) })),
  };
}

export const brandApi = api.injectEndpoints({
  endpoints: (build) => ({
    currentBrand: build.query<Brand, void>({
      query: () => ({ path: 'Brand/Current', brandScoped: true, schema: currentBrandSchema }),
      transformResponse: (response: CurrentBrand) => toBrand(response),
      providesTags: ['Brand'],
    }),
  }),
});

export const { useCurrentBrandQuery } = brandApi;
