import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ThemeProvider from '@mui/system/ThemeProvider';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { createAppTheme } from '../../app/theme/themes.ts';

export interface BrandLook {
  brandName: string;
  domain: string;
  theme: string;
  colors?: { primary?: string; secondary?: string };
  /** The logo's thumbnail address (staged while in the wizard, public once the salon exists). */
  logoUrl: string | null;
}

/** How the salon's customer site looks in its brand theme: logo, name and the booking button in its colors. */
export function BrandPreview({ look }: { look: BrandLook }) {
  const { t } = useTranslation('salonSetup');
  const theme = useMemo(
    () => createAppTheme({ name: 'brand', brand: { theme: look.theme === 'custom' ? 'dark' : look.theme, colors: look.colors } }),
    [look.theme, look.colors],
  );
  return (
    <Box component="section" aria-label={t('previewTitle')} sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="subtitle2">{t('previewTitle')}</Typography>
      <ThemeProvider theme={theme}>
        <Paper
          data-testid="brand-preview"
          sx={{
            p: 2,
            display: 'flex',
            alignItems: 'center',
            gap: 2,
            flexWrap: 'wrap',
            bgcolor: 'background.default',
            color: 'text.primary',
          }}
        >
          {look.logoUrl ? (
            <Box
              component="img"
              src={look.logoUrl}
              alt={t('previewLogo', { name: look.brandName })}
              sx={{ width: 64, height: 64, objectFit: 'contain', borderRadius: 1, bgcolor: 'background.paper' }}
            />
          ) : null}
          <Typography variant="h3" component="p" sx={{ flexGrow: 1, color: 'text.primary', overflowWrap: 'anywhere' }}>
            {look.brandName}
          </Typography>
          <Button
            variant="contained"
            color="primary"
            href={look.domain ? `https://${look.domain}/customer` : undefined}
            disabled={!look.domain}
          >
            {t('previewBook')}
          </Button>
        </Paper>
      </ThemeProvider>
    </Box>
  );
}
