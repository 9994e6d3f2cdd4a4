import Button from '@mui/material/Button';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, Link as RouterLink, useLocation } from 'react-router';
import { MessagePanel } from '../../components/message-panel.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { AdminLayout } from '../admin-shell/admin-layout.tsx';
import { CustomerLayout } from '../customer/customer-layout.tsx';
import { useSession } from '../session/session-context.ts';

/** /profile and /changepassword: inside the admin frame for employees, the customer frame for customers. */
export function AccountArea() {
  const { t } = useTranslation('account');
  const { data, status } = useSession();
  const location = useLocation();
  if (!data && status === 'loading') return <PageLoader />;
  const page = (
    <Suspense fallback={<PageLoader />}>
      <Outlet />
    </Suspense>
  );
  if (!data) {
    return (
      <MessagePanel title={t('signInNeededTitle')} message={t('signInNeeded')}>
        <Button component={RouterLink} to={`/admin?callbackUrl=${encodeURIComponent(location.pathname)}`} variant="outlined">
          {t('staffSignIn')}
        </Button>
        <Button component={RouterLink} to="/customer" variant="contained">
          {t('customerSignIn')}
        </Button>
      </MessagePanel>
    );
  }
  return data.user.userType === 'admin' ? <AdminLayout session={data}>{page}</AdminLayout> : <CustomerLayout>{page}</CustomerLayout>;
}
