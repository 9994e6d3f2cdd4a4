import { SelectFilter } from '../../components/data-table/select-filter.tsx';
import { useStoreOptions } from './use-store-options.ts';

/** A list filter over the stores the person may see; '' is every store. */
export function StoreFilter({
  label,
  allLabel,
  value,
  onChange,
}: {
  label: string;
  allLabel: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const stores = useStoreOptions();
  return <SelectFilter label={label} value={value} options={[{ value: '', label: allLabel }, ...stores]} onChange={onChange} width={220} />;
}
