import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { addDays } from '@salon/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoreOption } from '../../admin-shell/components/store-selector.tsx';
import { formatDate } from '../week.ts';

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
      {showStores ? (
        <TextField
          select
          size="small"
          label={t('store')}
          value={storeId}
          onChange={(event) => onStore(event.target.value)}
          sx={{ width: { xs: '100%', sm: 240 } }}
        >
          {stores.map((store) => (
            <MenuItem key={store.id} value={store.id}>
              {store.name}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      {children}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'nowrap' }} role="group" aria-label={t('week')}>
        <Tooltip title={t('previousWeek')}>
          <IconButton aria-label={t('previousWeek')} onClick={() => onWeek(addDays(weekStart, -7))}>
            <ChevronLeftIcon />
          </IconButton>
        </Tooltip>
        <Typography component="p" aria-live="polite" sx={{ minWidth: 150, textAlign: 'center', fontWeight: 500 }}>
          {label}
        </Typography>
        <Tooltip title={t('nextWeek')}>
          <IconButton aria-label={t('nextWeek')} onClick={() => onWeek(addDays(weekStart, 7))}>
            <ChevronRightIcon />
          </IconButton>
        </Tooltip>
        <Button size="small" onClick={() => onWeek(thisWeek)} disabled={weekStart === thisWeek}>
          {t('thisWeek')}
        </Button>
      </Box>
    </Box>
  );
}
