import { hasAccess } from '@salon/shared';
import { useMemo } from 'react';
import { useAppSelector } from '../../app/hooks.ts';
import { storesOfUser } from '../admin-shell/components/store-selector.tsx';
import { useSession } from '../session/session-context.ts';
import { useSearchStoresQuery } from '../stores/stores.api.ts';

export interface DashboardStore {
  id: string;
  name: string;
}

const STORE_SEARCH_FLAGS = ['search_stores', 'get_store_list'];

/**
 * The stores whose appointments the person may see: the stores of their roles, or every store of the
 * tenant (Store/Search) when a role is tenant-wide. The store picked in the header comes first.
 */
export function useDashboardStores(): { stores: DashboardStore[]; loading: boolean; failed: boolean } {
  const { data: session } = useSession();
  const selected = useAppSelector((state) => state.commonData.selectedStoreId);
  const tenantWide = session?.user.roles.some((role) => role.storeId === null) ?? false;
  const canSearch = tenantWide && hasAccess(session?.accessControls, STORE_SEARCH_FLAGS);
  const search = useSearchStoresQuery({ page: 1, pageSize: 100, sort: 'name' }, { skip: !canSearch });
  const stores = useMemo(() => {
    const own = storesOfUser(session?.user);
    const all = canSearch ? (search.data?.items ?? []).map((s) => ({ id: s.id, name: s.name })) : [];
    const byId = new Map<string, DashboardStore>();
    for (const store of [...all, ...own]) if (!byId.has(store.id)) byId.set(store.id, store);
    const list = [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
    const first = list.findIndex((store) => store.id === selected);
    return first > 0 ? [list[first], ...list.slice(0, first), ...list.slice(first + 1)] : list;
  }, [session?.user, canSearch, search.data, selected]);
  return { stores, loading: canSearch && search.isLoading, failed: canSearch && search.isError };
}
