import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { StoreOption } from '../admin-shell/components/store-selector.tsx';

/** The store choice of a time clock screen (only when there is more than one). */
export function StorePicker({
  stores,
  storeId,
  onChange,
}: {
  stores: StoreOption[];
  storeId: string | null;
  onChange: (id: string) => void;
}) {
  const { t } = useTranslation('timeClock');
  if (stores.length < 2 || !storeId) return null;
  return (
    <TextField select size="small" label={t('store')} value={storeId} onChange={(e) => onChange(e.target.value)} sx={{ minWidth: 220 }}>
      {stores.map((s) => (
        <MenuItem key={s.id} value={s.id}>
          {s.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
