import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { hasAccess } from '@salon/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { errorMessage } from '../../../api/api-error.ts';
import { AccessGuard } from '../../../components/access-guard.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useSession } from '../../session/session-context.ts';
import { CustomerFigures } from '../components/customer-figures.tsx';
import { CustomerHistory } from '../components/customer-history.tsx';
import { CustomerMergeDialog } from '../components/customer-merge-dialog.tsx';
import { CustomerNotesCard } from '../components/customer-notes-card.tsx';
import { CustomerProfileCard } from '../components/customer-profile-card.tsx';
import { CustomerWallet } from '../components/customer-wallet.tsx';
import { LinkedProfilesCard } from '../components/linked-profiles-card.tsx';
import { fullName } from '../customer-format.ts';
import { useCustomerQuery } from '../customers.api.ts';
import { CUSTOMER_VIEW_FLAGS } from './customer-list-page.tsx';

/** /admin/customers/{id}: profile, figures, history, cards, linked profiles and notes. */
export function CustomerDetailPage() {
  return (
    <AccessGuard flags={CUSTOMER_VIEW_FLAGS}>
      <CustomerDetailView />
    </AccessGuard>
  );
}

const SURVIVOR = /merged into customer ([0-9a-f-]{36})/;

function CustomerDetailView() {
  const { t } = useTranslation('customers');
  const { id = '' } = useParams();
  const { data: session } = useSession();
  const { data: customer, error, isLoading } = useCustomerQuery(id);
  const [merging, setMerging] = useState(false);
  if (isLoading) return <PageLoader />;
  if (error || !customer) {
    const message = errorMessage(error);
    const survivor = SURVIVOR.exec(message)?.[1];
    return (
      <Alert severity={survivor ? 'info' : 'error'}>
        {survivor ? t('mergedAway') : message}{' '}
        {survivor && (
          <Link component={RouterLink} to={`/admin/customers/${survivor}`}>
            {t('openSurvivor')}
          </Link>
        )}
      </Alert>
    );
  }
  const can = (flag: string) => hasAccess(session?.accessControls, [flag]);
  return (
    <Box sx={{ display: 'grid', gap: 2.5, maxWidth: 1200 }}>
      <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
        {fullName(customer)}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button component={RouterLink} to="/admin/customers" variant="text">
          {t('backToList')}
        </Button>
        {can('merge_customers') && customer.profileType === 'PRIMARY' && (
          <Button variant="outlined" onClick={() => setMerging(true)}>
            {t('merge')}
          </Button>
        )}
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 2.5,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
          alignItems: 'start',
        }}
      >
        <CustomerProfileCard customer={customer} canEdit={can('edit_customer_profile')} />
        <CustomerFigures customer={customer} />
        <CustomerNotesCard customer={customer} canWrite={can('customer_notes')} />
        <LinkedProfilesCard customer={customer} canLink={can('link_customer_profile')} />
      </Box>
      <CustomerHistory customer={customer} />
      <CustomerWallet customer={customer} />
      {merging && <CustomerMergeDialog customer={customer} onClose={() => setMerging(false)} />}
    </Box>
  );
}
