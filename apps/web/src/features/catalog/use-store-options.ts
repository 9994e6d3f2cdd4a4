import type { SelectOption } from '../../components/form/form-select-field.tsx';
import { useSearchStoresQuery } from '../stores/stores.api.ts';

/** The stores the person may see, as options (a salon group has well under 100). */
export function useStoreOptions(): SelectOption[] {
  const { data } = useSearchStoresQuery({ page: 1, pageSize: 100, sort: 'name' });
  return (data?.items ?? []).map((store) => ({ value: store.id, label: store.name }));
}

export function labelOf(options: readonly SelectOption[], value: string | null | undefined): string {
  if (!value) return '';
  return options.find((option) => option.value === value)?.label ?? value;
}
