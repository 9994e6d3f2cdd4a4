import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { KioskSession } from '@salon/shared';
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { isApiError } from '../../api/api-error.ts';
import { useCurrentBrandQuery } from '../customer/brand.api.ts';
import { KioskContext, type KioskState } from './kiosk-context.ts';
import { forgetKioskToken, hasKioskToken, kioskSession } from './tablet.api.ts';
import { useKioskIdle } from './use-kiosk-idle.ts';

export const PROMOTION_PATH = '/in-store-promotion';

/**
 * The in-store screens (/in-store, /user-appointments, /user-registration, in-store-promotion): the paired
 * store's session for every page, no navigation, and the idle reset: after 60 s a 10 s countdown, then the
 * attract loop (every page's state is gone).
 */
export function KioskLayout() {
  const { t } = useTranslation('kiosk');
  const { data: brand } = useCurrentBrandQuery();
  const navigate = useNavigate();
  const { pathname, key } = useLocation();
  const [state, setState] = useState<{ status: KioskState['status']; session: KioskSession | null }>({
    status: hasKioskToken() ? 'loading' : 'unpaired',
    session: null,
  });
  const [generation, setGeneration] = useState(0);
  const reload = useCallback(() => setGeneration((n) => n + 1), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new generation (reload) reads the session again.
  useEffect(() => {
    if (!hasKioskToken()) {
      setState({ status: 'unpaired', session: null });
      return;
    }
    let live = true;
    kioskSession().then(
      (session) => live && setState({ status: 'ready', session }),
      (error: unknown) => {
        if (!live) return;
        if (isApiError(error) && error.status === 401) {
          forgetKioskToken();
          setState({ status: 'unpaired', session: null });
        } else setState({ status: 'error', session: null });
      },
    );
    return () => {
      live = false;
    };
  }, [generation]);

  const onReset = useCallback(() => {
    navigate(PROMOTION_PATH, { replace: true });
    reload();
  }, [navigate, reload]);
  const idle = useKioskIdle(state.status === 'ready' && pathname !== PROMOTION_PATH, onReset);
  const value = useMemo(() => ({ ...state, reload }), [state, reload]);
  const titleId = useId();

  return (
    <KioskContext.Provider value={value}>
      <Box component="main" sx={{ minHeight: '100vh', py: { xs: 3, md: 6 } }}>
        <Container maxWidth="md">
          <Typography variant="overline" component="p" color="primary" sx={{ fontWeight: 700, letterSpacing: 1.5 }}>
            {state.session ? `${state.session.brandName} · ${state.session.storeName}` : (brand?.name ?? '')}
          </Typography>
          <Outlet key={key} />
        </Container>
      </Box>
      <Dialog open={idle.phase.phase === 'countdown'} onClose={idle.stay} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{t('idleTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText role="timer" aria-live="polite">
            {t('idleMessage', { seconds: idle.phase.phase === 'countdown' ? idle.phase.secondsLeft : 0 })}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button variant="contained" size="large" onClick={idle.stay} autoFocus>
            {t('stay')}
          </Button>
        </DialogActions>
      </Dialog>
    </KioskContext.Provider>
  );
}
