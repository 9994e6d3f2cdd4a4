import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { StoreQr } from '../components/store-qr.tsx';
import { useKiosk } from '../kiosk-context.ts';

const SLIDE_MS = 6000;

/** in-store-promotion: the attract loop shown when the tablet is idle; any touch starts over at /in-store. */
export function PromotionPage() {
  const { t } = useTranslation('kiosk');
  const { status, session } = useKiosk();
  const navigate = useNavigate();
  const [index, setIndex] = useState(0);
  const count = session?.promotions.length ?? 0;
  useEffect(() => {
    if (count < 2) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), SLIDE_MS);
    return () => window.clearInterval(timer);
  }, [count]);
  if (status === 'unpaired') return <Navigate to="/in-store" replace />;
  const promo = session?.promotions[index % Math.max(count, 1)];
  return (
    <Box
      role="button"
      tabIndex={0}
      aria-label={t('touchToStart')}
      onClick={() => navigate('/in-store')}
      onKeyDown={() => navigate('/in-store')}
      sx={{ cursor: 'pointer', display: 'grid', gap: 3, minHeight: '70vh', alignContent: 'center', textAlign: 'center' }}
    >
      <Typography variant="h1">{t('promotionsTitle', { store: session?.storeName ?? '' })}</Typography>
      {promo ? (
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 6 } }} aria-live="polite">
          <Typography variant="h2" component="p" sx={{ mb: 2 }}>
            {promo.description ?? t('promoCode', { code: promo.code })}
          </Typography>
          <Typography component="p" sx={{ fontSize: 28, fontWeight: 700, letterSpacing: 3, mb: 2 }} color="primary">
            {t('promoCode', { code: promo.code })}
          </Typography>
          <Typography color="text.secondary">{promo.terms}</Typography>
        </Paper>
      ) : null}
      {session ? <StoreQr storeName={session.storeName} /> : null}
      <Typography sx={{ fontSize: 22 }}>{t('touchToStart')}</Typography>
    </Box>
  );
}
