import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';
import { CheckInFlow } from '../components/check-in-flow.tsx';
import { WalkInFlow } from '../components/walk-in-flow.tsx';
import { useKiosk } from '../kiosk-context.ts';

/** /user-appointments: check in to today's appointment, or (?walk-in=1) join as a walk-in. */
export function UserAppointmentsPage() {
  const { t } = useTranslation('kiosk');
  const { status, session } = useKiosk();
  const [params] = useSearchParams();
  if (status === 'loading') return <PageLoader />;
  if (status === 'unpaired') return <Navigate to="/in-store" replace />;
  if (!session) return <Alert severity="error">{t('failed')}</Alert>;
  return params.get('walk-in') ? <WalkInFlow session={session} /> : <CheckInFlow session={session} />;
}
