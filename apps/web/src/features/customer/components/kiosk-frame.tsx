import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentBrandQuery } from '../brand.api.ts';

/** The in-store screens (tablets at the front desk): the brand's name and one task, no navigation. */
export function KioskFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation('customer');
  const { data: brand } = useCurrentBrandQuery();
  return (
    <Box component="main" sx={{ minHeight: '100vh', py: { xs: 4, md: 8 } }}>
      <Container maxWidth="sm">
        <Typography variant="overline" component="p" color="primary" sx={{ fontWeight: 700, letterSpacing: 1.5 }}>
          {brand?.name ?? t('brandFallback')}
        </Typography>
        {children}
      </Container>
    </Box>
  );
}
