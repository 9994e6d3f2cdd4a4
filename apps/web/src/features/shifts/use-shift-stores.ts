import { hasAccess } from '@salon/shared';
import { useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks.ts';
import { type StoreOption, storesOfUser } from '../admin-shell/components/store-selector.tsx';
import { storeSelected } from '../common/common-data-slice.ts';
import { useSession } from '../session/session-context.ts';
import { useSearchStoresQuery } from '../stores/stores.api.ts';

const STORE_LIST_FLAGS = ['search_stores', 'get_store_list'];

/**
 * The stores the shift screens offer: the stores of the person's roles, plus every store they may list
 * (a tenant-wide franchisor has no store role). The choice is the header's selected store, kept in sync.
 */
export function useShiftStores(): {
  stores: StoreOption[];
  storeId: string | null;
  setStoreId: (id: string) => void;
  loading: boolean;
  /** False when the header's store selector already offers every store (the page then shows no second picker). */
  pickerNeeded: boolean;
} {
  const { data: session } = useSession();
  const dispatch = useAppDispatch();
  const selected = useAppSelector((state) => state.commonData.selectedStoreId);
  const canList = hasAccess(session?.accessControls, STORE_LIST_FLAGS);
  const { data, isLoading } = useSearchStoresQuery({ page: 1, pageSize: 100, sort: 'name' }, { skip: !canList });
  const ofRoles = useMemo(() => storesOfUser(session?.user), [session?.user]);
  const stores = useMemo(() => {
    const byId = new Map<string, StoreOption>();
    for (const store of ofRoles) byId.set(store.id, store);
    for (const store of data?.items ?? []) if (!byId.has(store.id)) byId.set(store.id, { id: store.id, name: store.name });
    return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
  }, [ofRoles, data]);
  const storeId = stores.find((store) => store.id === selected)?.id ?? stores[0]?.id ?? null;
  return {
    stores,
    storeId,
    setStoreId: (id) => dispatch(storeSelected(id)),
    loading: canList && isLoading,
    pickerNeeded: ofRoles.length === 0 || stores.length > ofRoles.length,
  };
}
