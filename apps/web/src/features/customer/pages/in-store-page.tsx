import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useCurrentBrandQuery } from '../brand.api.ts';
import { KioskFrame } from '../components/kiosk-frame.tsx';

/** /in-store: the welcome screen of the in-store tablet. Drinks and music are ordered at the front desk. */
export function InStorePage() {
  const { t } = useTranslation('customer');
  const { data: brand } = useCurrentBrandQuery();
  return (
    <KioskFrame>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {t('inStoreWelcome', { brand: brand?.name ?? '' })}
      </Typography>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography>{t('inStoreFrontDesk')}</Typography>
      </Paper>
    </KioskFrame>
  );
}
