import type { SelectOption } from '../../components/form/form-select-field.tsx';
import { useVisibleStores } from '../stores/use-visible-stores.ts';

/** The stores the person may see, as options (a salon group has well under 100). */
export function useStoreOptions(): SelectOption[] {
  return useVisibleStores().stores.map((store) => ({ value: store.id, label: store.name }));
}

export function labelOf(options: readonly SelectOption[], value: string | null | undefined): string {
  if (!value) return '';
  return options.find((option) => option.value === value)?.label ?? value;
}
