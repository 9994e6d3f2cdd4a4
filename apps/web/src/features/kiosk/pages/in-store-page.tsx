import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';
import { PairForm } from '../components/pair-form.tsx';
import { StoreQr } from '../components/store-qr.tsx';
import { useKiosk } from '../kiosk-context.ts';

/** /in-store: the tablet's start screen (pairing first when it has no credential). */
export function InStorePage() {
  const { t } = useTranslation('kiosk');
  const { status, session, reload } = useKiosk();
  if (status === 'loading') return <PageLoader />;
  if (status === 'unpaired') return <PairForm onPaired={reload} />;
  if (status === 'error' || !session) return <Alert severity="error">{t('failed')}</Alert>;
  const tiles = [
    { to: '/user-appointments', title: t('checkIn'), hint: t('checkInHint') },
    { to: '/user-appointments?walk-in=1', title: t('walkIn'), hint: t('walkInHint') },
    { to: '/user-registration', title: t('register'), hint: t('registerHint') },
  ];
  return (
    <>
      <Typography variant="h1" sx={{ mb: 1 }}>
        {t('welcome', { store: session.storeName })}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {t('welcomeIntro')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' } }}>
        {tiles.map((tile) => (
          <Button
            key={tile.to}
            component={RouterLink}
            to={tile.to}
            variant={tile.to === '/user-appointments' ? 'contained' : 'outlined'}
            size="large"
            sx={{ minHeight: { xs: 96, sm: 180 }, flexDirection: 'column', gap: 1, textTransform: 'none', borderRadius: 3 }}
          >
            <Typography component="span" variant="h2" sx={{ color: 'inherit' }}>
              {tile.title}
            </Typography>
            <Typography component="span" variant="body2" sx={{ color: 'inherit', opacity: 0.9 }}>
              {tile.hint}
            </Typography>
          </Button>
        ))}
      </Box>
      <Box sx={{ mt: 4 }}>
        <StoreQr storeName={session.storeName} />
      </Box>
    </>
  );
}
