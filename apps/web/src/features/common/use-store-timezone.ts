import { hasAccess } from '@salon/shared';
import { useAppSelector } from '../../app/hooks.ts';
import { useSession } from '../session/session-context.ts';
import { useSearchStoresQuery } from '../stores/stores.api.ts';

/**
 * The IANA zone of the header's selected store (else the first store listed), for screens whose data carries
 * no store of its own (the outbox). Null until known: callers then name UTC rather than guess the browser's zone.
 */
export function useSelectedStoreTimezone(): string | null {
  const { data: session } = useSession();
  const selected = useAppSelector((state) => state.commonData.selectedStoreId);
  const canList = hasAccess(session?.accessControls, ['search_stores', 'get_store_list']);
  const { data } = useSearchStoresQuery({ page: 1, pageSize: 100, sort: 'name' }, { skip: !canList });
  const stores = data?.items ?? [];
  return (stores.find((s) => s.id === selected) ?? stores[0])?.timezone ?? null;
}
