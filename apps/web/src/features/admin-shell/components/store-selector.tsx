import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { useEffect, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '../../../api/session-schema.ts';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.ts';
import { storeSelected } from '../../common/common-data-slice.ts';

export interface StoreOption {
  id: string;
  name: string;
}

/** The distinct stores of the employee's roles; tenant-wide roles (no store) add none. */
export function storesOfUser(user: SessionUser | null | undefined): StoreOption[] {
  const byId = new Map<string, StoreOption>();
  for (const role of user?.roles ?? []) {
    if (role.storeId && !byId.has(role.storeId)) byId.set(role.storeId, { id: role.storeId, name: role.storeName || role.storeId });
  }
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
}

export function StoreSelector({ user }: { user: SessionUser }) {
  const { t } = useTranslation('adminShell');
  const dispatch = useAppDispatch();
  const labelId = useId();
  const stores = useMemo(() => storesOfUser(user), [user]);
  const selected = useAppSelector((state) => state.commonData.selectedStoreId);
  const current = stores.find((store) => store.id === selected) ?? stores[0];

  useEffect(() => {
    if (current && current.id !== selected) dispatch(storeSelected(current.id));
  }, [current, selected, dispatch]);

  if (!current) return null;
  return (
    <FormControl size="small" sx={{ minWidth: { xs: 120, sm: 200 }, maxWidth: 260 }}>
      <InputLabel id={labelId}>{t('store')}</InputLabel>
      <Select labelId={labelId} label={t('store')} value={current.id} onChange={(event) => dispatch(storeSelected(event.target.value))}>
        {stores.map((store) => (
          <MenuItem key={store.id} value={store.id}>
            {store.name}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
