import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { KioskPromotionImage, KioskSession } from '@salon/shared';
import { useTranslation } from 'react-i18next';
import { useFileObjectUrl } from '../../../components/upload/use-file-url.ts';

/** A new slide fades in, unless the person asked for less motion: then it simply appears. */
const fadeIn = {
  '@media (prefers-reduced-motion: no-preference)': {
    animation: 'kiosk-slide-in 600ms ease-out',
    '@keyframes kiosk-slide-in': { from: { opacity: 0 }, to: { opacity: 1 } },
  },
};

/** An image promotion: the picture across the screen, its title (and caption) over its lower edge. */
export function ImageSlide({ promotion }: { promotion: KioskPromotionImage }) {
  const { objectUrl, failed } = useFileObjectUrl(promotion.imageUrl, 'tablet');
  return (
    <Box
      component="figure"
      aria-live="polite"
      sx={{
        m: 0,
        position: 'relative',
        borderRadius: 2,
        overflow: 'hidden',
        bgcolor: 'grey.900',
        aspectRatio: '16 / 9',
        // On a wide screen the picture is cropped rather than pushing the QR below the fold.
        maxHeight: '55vh',
        width: '100%',
        ...fadeIn,
      }}
    >
      {objectUrl ? (
        <Box
          component="img"
          src={objectUrl}
          alt={promotion.title}
          sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      ) : null}
      <Box
        component="figcaption"
        sx={{
          position: 'absolute',
          insetInline: 0,
          bottom: 0,
          p: { xs: 2, sm: 4 },
          pt: { xs: 4, sm: 8 },
          color: 'common.white',
          textAlign: 'start',
          // Dark enough under the text for contrast whatever the picture, and the whole slide when it failed to load.
          background: failed ? 'none' : 'linear-gradient(to top, rgba(0,0,0,0.82), rgba(0,0,0,0.55) 60%, rgba(0,0,0,0))',
        }}
      >
        <Typography variant="h2" component="p" sx={{ fontSize: { xs: 24, sm: 36 }, fontWeight: 700, overflowWrap: 'anywhere' }}>
          {promotion.title}
        </Typography>
        {promotion.caption ? (
          <Typography sx={{ fontSize: { xs: 16, sm: 22 }, mt: 1, overflowWrap: 'anywhere' }}>{promotion.caption}</Typography>
        ) : null}
      </Box>
    </Box>
  );
}

/** A promo code: what it gives, the code itself and its terms. */
export function CodeSlide({ promo }: { promo: KioskSession['promotions'][number] }) {
  const { t } = useTranslation('kiosk');
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 6 }, ...fadeIn }} aria-live="polite">
      <Typography variant="h2" component="p" sx={{ mb: 2 }}>
        {promo.description ?? t('promoCode', { code: promo.code })}
      </Typography>
      <Typography component="p" sx={{ fontSize: 28, fontWeight: 700, letterSpacing: 3, mb: 2 }} color="primary">
        {t('promoCode', { code: promo.code })}
      </Typography>
      <Typography color="text.secondary">{promo.terms}</Typography>
    </Paper>
  );
}
