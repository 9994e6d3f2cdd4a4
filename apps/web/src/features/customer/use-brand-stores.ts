import { useMemo } from 'react';
import { useAppSelector } from '../../app/hooks.ts';
import { type BrandStore, useCurrentBrandQuery } from './brand.api.ts';
import { distanceKm } from './map-link.ts';

/** The brand's stores, nearest first when the customer shared a position. */
export function useBrandStores(): { stores: BrandStore[]; isLoading: boolean } {
  const { data, isLoading } = useCurrentBrandQuery();
  const location = useAppSelector((state) => state.customer.location);
  const stores = useMemo(() => {
    const list = [...(data?.stores ?? [])];
    const { currentLat: lat, currentLong: long } = location;
    if (lat === null || long === null) return list;
    const distance = (store: BrandStore) =>
      store.geoLat === null || store.geoLong === null
        ? Number.POSITIVE_INFINITY
        : distanceKm({ lat, long }, { lat: store.geoLat, long: store.geoLong });
    return list.sort((a, b) => distance(a) - distance(b));
  }, [data, location]);
  return { stores, isLoading };
}
