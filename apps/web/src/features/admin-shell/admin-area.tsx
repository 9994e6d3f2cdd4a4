import { Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { NotAuthorised } from '../../components/not-authorised.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { useSession } from '../session/session-context.ts';
import { AdminLayout } from './admin-layout.tsx';

/** Every /admin page after sign-in: needs an employee session, else back to the login page. */
export function AdminArea() {
  const { data, status } = useSession();
  const location = useLocation();
  if (!data && status === 'loading') return <PageLoader />;
  if (!data) {
    const callbackUrl = encodeURIComponent(`${location.pathname}${location.search}`);
    return <Navigate to={`/admin?callbackUrl=${callbackUrl}`} replace />;
  }
  if (data.user.userType !== 'admin') return <NotAuthorised />;
  return (
    <AdminLayout session={data}>
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </AdminLayout>
  );
}
