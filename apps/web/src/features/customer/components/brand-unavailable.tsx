import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import { useTranslation } from 'react-i18next';

/** The landing page when the domain's brand cannot be loaded (its own chunk: Alert stays off the landing). */
export function BrandUnavailable() {
  const { t } = useTranslation('customer');
  return (
    <Container maxWidth="sm" sx={{ py: 6 }}>
      <Alert severity="warning">{t('brandUnavailable')}</Alert>
    </Container>
  );
}
