import Tune from '@mui/icons-material/Tune';
import IconButton from '@mui/material/IconButton';
import { Suspense, lazy, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks.ts';
import { preferenceDrawerToggled } from './common-data-slice.ts';

const PreferenceDrawer = lazy(() => import('./preference-drawer.tsx').then((m) => ({ default: m.PreferenceDrawer })));

export function PreferenceButton() {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  return (
    <IconButton color="inherit" aria-label={t('preferences')} onClick={() => dispatch(preferenceDrawerToggled(true))}>
      <Tune />
    </IconButton>
  );
}

/** The preference drawer, loaded the first time it opens and kept for its closing animation. */
export function PreferenceDrawerSlot({ area }: { area: 'admin' | 'customer' }) {
  const open = useAppSelector((state) => state.commonData.preferenceDrawer);
  const [loaded, setLoaded] = useState(open);
  useEffect(() => {
    if (open) setLoaded(true);
  }, [open]);
  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <PreferenceDrawer area={area} />
    </Suspense>
  );
}
