import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { KioskQr } from '@salon/shared';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { kioskQr } from '../tablet.api.ts';

/** Ask for a fresh link this long before the shown one expires (the server rotates every 10 minutes). */
const REFRESH_BEFORE_MS = 5 * 60_000;

/**
 * The store's check-in QR on the idle screens: a signed link to /check-in on this tablet's own origin, drawn
 * here (no network), fetched again before it expires. Shows nothing while loading or when the call fails.
 */
export function StoreQr({ storeName }: { storeName: string }) {
  const { t } = useTranslation('kiosk');
  const [shown, setShown] = useState<{ url: string; image: string } | null>(null);

  useEffect(() => {
    let live = true;
    let timer: number | undefined;
    const load = async () => {
      let next: KioskQr | null = null;
      try {
        next = await kioskQr();
        const url = new URL(next.path, window.location.origin).toString();
        const image = await QRCode.toDataURL(url, { margin: 1, width: 240, errorCorrectionLevel: 'M' });
        if (live) setShown({ url, image });
      } catch {
        if (live) setShown(null);
      }
      const wait = next ? new Date(next.expiresAt).getTime() - Date.now() - REFRESH_BEFORE_MS : 60_000;
      if (live) timer = window.setTimeout(() => void load(), Math.max(30_000, wait));
    };
    void load();
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, []);

  if (!shown) return null;
  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'flex', gap: 2, alignItems: 'center', justifyContent: 'center', flexWrap: 'wrap' }}>
      <Box
        component="img"
        src={shown.image}
        alt={t('qrAlt', { store: storeName })}
        data-qr-url={shown.url}
        sx={{ width: 160, height: 160, imageRendering: 'pixelated' }}
      />
      <Box sx={{ maxWidth: 280, textAlign: 'left' }}>
        <Typography variant="h3" component="p" sx={{ mb: 1 }}>
          {t('qrTitle')}
        </Typography>
        <Typography color="text.secondary">{t('qrHint')}</Typography>
      </Box>
    </Paper>
  );
}
