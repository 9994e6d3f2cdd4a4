import i18next from 'i18next';
import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { useStore } from 'react-redux';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { api } from '../api/api-slice.ts';
import { configureClient, isAdminArea, isAdminContext } from '../api/client-hooks.ts';
import { PageLoader } from '../components/page-loader.tsx';
import { useEnvironmentConfigQuery } from '../features/common/config.api.ts';
import { ErrorBoundary } from '../features/errors/error-boundary.tsx';
import { sessionEnded } from '../features/session/auth-slice.ts';
import { useSession } from '../features/session/session-context.ts';
import { SessionProvider } from '../features/session/session-provider.tsx';
import { useSessionSync } from '../features/session/use-session-sync.ts';
import { AppThemeProvider } from './app-theme-provider.tsx';
import { useAppSelector } from './hooks.ts';
import type { RootState } from './store.ts';

// Snackbar and Alert load with the first toast.
const ToastHost = lazy(() => import('../components/toast/toast-host.tsx').then((m) => ({ default: m.ToastHost })));

function ToastSlot() {
  const hasToast = useAppSelector((state) => state.toasts.length > 0);
  return hasToast ? (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  ) : null;
}

/** Wires the API client to this app: navigation, ending the session, locale, tenant. */
function useClientWiring(): void {
  const navigate = useNavigate();
  const store = useStore<RootState>();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  // Configured during the first render, before any child effect can issue a request.
  useState(() =>
    configureClient({
      navigate: (path, state) => void navigateRef.current(path, { state, replace: true }),
      onSignedOut: () => {
        store.dispatch(sessionEnded());
        store.dispatch(api.util.resetApiState());
      },
      getLocale: () => i18next.language || 'en',
      getTenantId: () => store.getState().auth.userInfo?.tenantId ?? null,
      isAdminContext: () => isAdminContext(window.location.pathname, store.getState().auth.userInfo?.userType),
    }),
  );
}

/** Config/Fetch (polling interval); in the admin area only once signed in, since it needs a tenant. */
function EnvironmentConfigLoader({ onPollingSeconds }: { onPollingSeconds: (seconds: number | null) => void }) {
  const { pathname } = useLocation();
  const { status } = useSession();
  const skip = isAdminArea(pathname) && status !== 'authenticated';
  const { data } = useEnvironmentConfigQuery(undefined, { skip });
  const seconds = data?.sessionPollingSeconds ?? null;
  useEffect(() => onPollingSeconds(seconds), [seconds, onPollingSeconds]);
  return null;
}

/** The root route: session, theme, error boundary, toasts around every page. */
export function RootShell() {
  const { pathname } = useLocation();
  const language = useAppSelector((state) => state.commonData.language);
  const onSession = useSessionSync();
  const [pollingSeconds, setPollingSeconds] = useState<number | null>(null);
  useClientWiring();

  useEffect(() => {
    if (i18next.language !== language) void i18next.changeLanguage(language);
  }, [language]);

  return (
    <SessionProvider pathname={pathname} pollingSeconds={pollingSeconds} onSession={onSession}>
      <EnvironmentConfigLoader onPollingSeconds={setPollingSeconds} />
      <AppThemeProvider>
        <ErrorBoundary>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
        <ToastSlot />
      </AppThemeProvider>
    </SessionProvider>
  );
}
