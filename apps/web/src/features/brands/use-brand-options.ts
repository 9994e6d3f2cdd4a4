import type { SelectOption } from '../../components/form/form-select-field.tsx';
import { useSearchBrandsQuery } from './brands.api.ts';

/** The tenant's brands as select options (a store belongs to one), by name. */
export function useBrandOptions(): SelectOption[] {
  const { data } = useSearchBrandsQuery({ page: 1, pageSize: 100, sort: 'name' });
  return (data?.items ?? []).map((brand) => ({ value: brand.id, label: brand.name }));
}
