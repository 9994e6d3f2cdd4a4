import AppBar from '@mui/material/AppBar';
import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { type ReactNode, Suspense, lazy, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, Link as RouterLink, useSearchParams } from 'react-router';
import { SOCIAL_ACCOUNT_EXISTS } from '@salon/shared';
import { useAppDispatch, useAppSelector } from '../../app/hooks.ts';
import { writeStorage } from '../../app/storage.ts';
import { useCustomerAnalytics } from '../analytics/use-customer-analytics.ts';
import { PreferenceButton, PreferenceDrawerSlot } from '../common/preference-button.tsx';
import { UserMenu } from '../session/components/user-menu.tsx';
import { useSession } from '../session/session-context.ts';
import { useCurrentBrandQuery } from './brand.api.ts';
import { CartButton } from './components/cart-button.tsx';
import { LocationButton } from './components/location-button.tsx';
import { modalOpened } from './customer-slice.ts';

// Sign-in, registration (with the ALTCHA widget) and the location form load when first opened.
const CustomerAuthDialog = lazy(() => import('./components/customer-auth-dialog.tsx').then((m) => ({ default: m.CustomerAuthDialog })));
const LocationDrawer = lazy(() => import('./components/location-drawer.tsx').then((m) => ({ default: m.LocationDrawer })));

/** The customer frame: brand header, location, cart, sign-in; the analytics tracker loads here only. */
export function CustomerLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('customer');
  const { t: tb } = useTranslation('booking');
  const { t: th } = useTranslation('help');
  const dispatch = useAppDispatch();
  const { data: brand } = useCurrentBrandQuery();
  const session = useSession();
  const modal = useAppSelector((state) => state.customer.modal);
  const drawer = useAppSelector((state) => state.customer.locationDrawer);
  useCustomerAnalytics();

  useEffect(() => {
    writeStorage('logoutRedirectUrl', '/customer');
  }, []);
  useEffect(() => {
    if (brand) document.title = brand.name;
  }, [brand]);
  // Back from a sign-in provider whose email already has an account: the sign-in dialog offers the link.
  const [search] = useSearchParams();
  const socialAccountExists = search.get('error') === SOCIAL_ACCOUNT_EXISTS;
  useEffect(() => {
    if (socialAccountExists) dispatch(modalOpened('login'));
  }, [socialAccountExists, dispatch]);

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <AppBar position="sticky" color="default" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Toolbar sx={{ gap: { xs: 0.5, sm: 1.5 } }}>
          <Link
            component={RouterLink}
            to="/customer"
            color="inherit"
            underline="none"
            sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0, mr: 'auto' }}
          >
            {brand?.logoUrl ? <Avatar src={brand.logoUrl} alt="" sx={{ width: 32, height: 32 }} /> : null}
            {/* On a phone the name wraps to two smaller lines rather than being cut to "Sharp & C…". */}
            <Typography
              component="span"
              variant="h6"
              sx={{
                fontWeight: 700,
                fontSize: { xs: '1rem', sm: '1.25rem' },
                lineHeight: 1.2,
                overflow: 'hidden',
                display: '-webkit-box',
                WebkitBoxOrient: 'vertical',
                WebkitLineClamp: 2,
                overflowWrap: 'anywhere',
              }}
            >
              {brand?.name ?? t('brandFallback')}
            </Typography>
          </Link>
          <Box component="nav" aria-label={tb('navLabel')} sx={{ display: 'flex', gap: 0.5 }}>
            <Button
              component={RouterLink}
              to="/customer/book-appointment"
              color="inherit"
              sx={{ display: { xs: 'none', md: 'inline-flex' } }}
            >
              {tb('navBook')}
            </Button>
            <IconButton
              component={RouterLink}
              to="/customer/book-appointment"
              color="inherit"
              aria-label={tb('bookAppointment')}
              sx={{ display: { xs: 'inline-flex', md: 'none' } }}
            >
              <EventAvailableOutlined />
            </IconButton>
            {session.data?.user.userType === 'customer' ? (
              <Button
                component={RouterLink}
                to="/customer/my-appointments"
                color="inherit"
                sx={{ display: { xs: 'none', md: 'inline-flex' } }}
              >
                {tb('navMyAppointments')}
              </Button>
            ) : null}
          </Box>
          <LocationButton />
          <CartButton />
          <PreferenceButton />
          {session.data ? (
            <UserMenu user={session.data.user} />
          ) : (
            <Button variant="contained" onClick={() => dispatch(modalOpened('login'))} sx={{ whiteSpace: 'nowrap' }}>
              {t('signIn')}
            </Button>
          )}
        </Toolbar>
      </AppBar>
      <Box component="main" sx={{ flex: 1 }}>
        {children ?? <Outlet />}
      </Box>
      <Box component="footer" sx={{ py: 3, textAlign: 'center', color: 'text.secondary', borderTop: 1, borderColor: 'divider' }}>
        <Typography variant="body2">
          {brand ? `© ${new Date().getFullYear()} ${brand.name} · ` : null}
          <Link component={RouterLink} to="/customer/contact-us" color="inherit" underline="always">
            {th('contactTitle')}
          </Link>
        </Typography>
      </Box>
      <Suspense fallback={null}>
        {modal ? <CustomerAuthDialog /> : null}
        {drawer ? <LocationDrawer /> : null}
      </Suspense>
      <PreferenceDrawerSlot area="customer" />
    </Box>
  );
}
