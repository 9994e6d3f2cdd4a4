import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import { TENANT_SUSPENDED_MESSAGE } from '@salon/shared';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error.ts';

/** The landing page when the domain's brand cannot be loaded (its own chunk: Alert stays off the landing). */
export function BrandUnavailable({ error }: { error?: unknown }) {
  const { t } = useTranslation('customer');
  // A suspended salon says so (issue 19); any other failure reads as an address without a salon.
  const suspended = isApiError(error) && error.message === TENANT_SUSPENDED_MESSAGE;
  return (
    <Container maxWidth="sm" sx={{ py: 6 }}>
      <Alert severity="warning">{suspended ? TENANT_SUSPENDED_MESSAGE : t('brandUnavailable')}</Alert>
    </Container>
  );
}
