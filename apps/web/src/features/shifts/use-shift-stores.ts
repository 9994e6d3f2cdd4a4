import { useAppDispatch, useAppSelector } from '../../app/hooks.ts';
import type { StoreOption } from '../admin-shell/components/store-selector.tsx';
import { storeSelected } from '../common/common-data-slice.ts';
import { useVisibleStores } from '../stores/use-visible-stores.ts';

/**
 * The stores the shift screens offer (useVisibleStores). The choice is the header's selected store, kept in sync.
 */
export function useShiftStores(): {
  stores: StoreOption[];
  storeId: string | null;
  setStoreId: (id: string) => void;
  loading: boolean;
  /** False when the header's store selector already offers every store (the page then shows no second picker). */
  pickerNeeded: boolean;
} {
  const dispatch = useAppDispatch();
  const selected = useAppSelector((state) => state.commonData.selectedStoreId);
  const { stores, ofRoles, loading } = useVisibleStores();
  const storeId = stores.find((store) => store.id === selected)?.id ?? stores[0]?.id ?? null;
  return {
    stores,
    storeId,
    setStoreId: (id) => dispatch(storeSelected(id)),
    loading,
    pickerNeeded: ofRoles.length === 0 || stores.length > ofRoles.length,
  };
}
