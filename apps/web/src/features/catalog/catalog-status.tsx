import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { SelectFilter } from '../../components/data-table/select-filter.tsx';

export type CatalogStatusFilter = 'all' | 'active' | 'inactive' | 'archived';
const STATUS_FILTERS: readonly CatalogStatusFilter[] = ['all', 'active', 'inactive', 'archived'];

/** Active, inactive or archived, as a chip. */
export function CatalogStatusChip({ active, archived, size = 'small' }: { active: boolean; archived: boolean; size?: 'small' | 'medium' }) {
  const { t } = useTranslation('catalog');
  if (archived) return <Chip size={size} label={t('status.archived')} />;
  return <Chip size={size} color={active ? 'success' : 'warning'} label={active ? t('status.active') : t('status.inactive')} />;
}

/** The list's status filter as the catalog Search calls take it (archived records show only when asked for). */
export function catalogStatusFilters(status: CatalogStatusFilter): { active?: boolean; archived?: boolean } {
  if (status === 'active') return { active: true };
  if (status === 'inactive') return { active: false };
  if (status === 'archived') return { archived: true };
  return {};
}

export function CatalogStatusSelect({ value, onChange }: { value: CatalogStatusFilter; onChange: (value: CatalogStatusFilter) => void }) {
  const { t } = useTranslation('catalog');
  return (
    <SelectFilter
      label={t('status')}
      value={value}
      options={STATUS_FILTERS.map((s) => ({ value: s, label: t(`statusFilter.${s}`) }))}
      onChange={onChange}
      width={160}
    />
  );
}
