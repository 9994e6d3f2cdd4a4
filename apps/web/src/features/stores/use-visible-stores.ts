import { hasAccess } from '@salon/shared';
import { useMemo } from 'react';
import { type StoreOption, storesOfUser } from '../admin-shell/components/store-selector.tsx';
import { useSession } from '../session/session-context.ts';
import { useSearchStoresQuery } from './stores.api.ts';

const STORE_LIST_FLAGS = ['search_stores', 'get_store_list'];

/**
 * The stores a person may see, by name: the stores of their roles, plus every store they may list (a tenant-wide
 * franchisor has no store role). Store/Search is asked only of those who may list stores, so a shop manager's
 * screens never meet its 403 (which would show the not-authorised page).
 */
export function useVisibleStores(): { stores: StoreOption[]; ofRoles: StoreOption[]; loading: boolean } {
  const { data: session } = useSession();
  const canList = hasAccess(session?.accessControls, STORE_LIST_FLAGS);
  const { data, isLoading } = useSearchStoresQuery({ page: 1, pageSize: 100, sort: 'name' }, { skip: !canList });
  const ofRoles = useMemo(() => storesOfUser(session?.user), [session?.user]);
  const stores = useMemo(() => {
    const byId = new Map<string, StoreOption>();
    for (const store of ofRoles) byId.set(store.id, store);
    for (const store of data?.items ?? []) if (!byId.has(store.id)) byId.set(store.id, { id: store.id, name: store.name });
    return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
  }, [ofRoles, data]);
  return { stores, ofRoles, loading: canList && isLoading };
}
