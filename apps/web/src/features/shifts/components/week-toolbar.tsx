import Box from '@mui/material/Box';
import { addDays } from '@salon/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoreOption } from '../../admin-shell/components/store-selector.tsx';
import { formatDate } from '../week.ts';
import { PeriodNav, StoreSelect } from '../../../components/period-nav.tsx';

/** Store choice and week navigation above a schedule; `children` are extra pickers (an employee). */
export function WeekToolbar({
  stores,
  storeId,
  onStore,
  weekStart,
  onWeek,
  thisWeek,
  showStores = true,
  children,
}: {
  stores: readonly StoreOption[];
  storeId: string;
  onStore: (id: string) => void;
  weekStart: string;
  onWeek: (first: string) => void;
  thisWeek: string;
  /** The header's store selector already offers every store. */
  showStores?: boolean;
  children?: ReactNode;
}) {
  const { t, i18n } = useTranslation('shifts');
  const label = t('weekOf', { date: formatDate(weekStart, i18n.language) });
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
      {showStores ? <StoreSelect label={t('store')} stores={stores} storeId={storeId} onChange={onStore} width={240} /> : null}
      {children}
      <PeriodNav
        groupLabel={t('week')}
        label={label}
        labelWidth={150}
        previous={{ label: t('previousWeek'), go: () => onWeek(addDays(weekStart, -7)) }}
        next={{ label: t('nextWeek'), go: () => onWeek(addDays(weekStart, 7)) }}
        current={{ label: t('thisWeek'), go: () => onWeek(thisWeek), here: weekStart === thisWeek }}
      />
    </Box>
  );
}
