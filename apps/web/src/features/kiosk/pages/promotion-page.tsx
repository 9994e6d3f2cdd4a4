import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { interleaveSlides } from '@salon/shared';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { CodeSlide, ImageSlide } from '../components/promotion-slide.tsx';
import { StoreQr } from '../components/store-qr.tsx';
import { useKiosk } from '../kiosk-context.ts';

const SLIDE_MS = 6000;

/**
 * in-store-promotion: the attract loop shown when the tablet is idle: the brand's promotion images between the promo
 * codes, a slide every 6 seconds; the store's name and QR always. Any touch starts over at /in-store.
 */
export function PromotionPage() {
  const { t } = useTranslation('kiosk');
  const { status, session } = useKiosk();
  const navigate = useNavigate();
  const [index, setIndex] = useState(0);
  const slides = useMemo(() => interleaveSlides(session?.promotionImages ?? [], session?.promotions ?? []), [session]);
  const count = slides.length;
  useEffect(() => {
    if (count < 2) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), SLIDE_MS);
    return () => window.clearInterval(timer);
  }, [count]);
  if (status === 'unpaired') return <Navigate to="/in-store" replace />;
  const slide = slides[index % Math.max(count, 1)];
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
      {slide?.kind === 'image' ? <ImageSlide key={`i${index}`} promotion={slide.item} /> : null}
      {slide?.kind === 'code' ? <CodeSlide key={`c${index}`} promo={slide.item} /> : null}
      {session ? <StoreQr storeName={session.storeName} /> : null}
      <Typography sx={{ fontSize: 22 }}>{t('touchToStart')}</Typography>
    </Box>
  );
}
