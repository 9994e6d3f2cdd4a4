import Box from '@mui/material/Box';
import type { AppointmentStatus } from '@salon/shared';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.ts';
import { useMyAppointmentsQuery } from '../../booking/booking.api.ts';
import { useSession } from '../../session/session-context.ts';
import { useCurrentBrandQuery } from '../brand.api.ts';
import { StoreCard } from '../components/store-card.tsx';
import { locationDrawerToggled, modalOpened } from '../customer-slice.ts';
import { useBrandStores } from '../use-brand-stores.ts';

const VISITED_STATUSES: readonly AppointmentStatus[] = ['completed', 'checkout', 'checked_out', 'partially-paid'];

const BrandUnavailable = lazy(() => import('../components/brand-unavailable.tsx').then((m) => ({ default: m.BrandUnavailable })));

/** /customer: the brand's welcome and its salons, nearest first, with map links. */
export function LandingPage() {
  const { t } = useTranslation('customer');
  const { t: tb } = useTranslation('booking');
  const dispatch = useAppDispatch();
  const session = useSession();
  const { data: brand, isLoading, error } = useCurrentBrandQuery();
  const { stores } = useBrandStores();
  const isCustomer = session.data?.user.userType === 'customer';
  // "Welcome back" only for someone who has been: a customer with no finished visit yet is new here.
  const { data: visits } = useMyAppointmentsQuery(undefined, { skip: !isCustomer });
  const hasVisited = (visits?.past ?? []).some((a) => VISITED_STATUSES.includes(a.status));
  const location = useAppSelector((state) => state.customer.location);

  if (isLoading) return <PageLoader />;
  if (error || !brand) {
    return (
      <Suspense fallback={<PageLoader />}>
        <BrandUnavailable error={error} />
      </Suspense>
    );
  }
  // Staff browsing the customer site are not greeted as customers.
  const customer = session.data?.user.userType === 'customer' ? session.data.user : null;
  const firstName = customer?.firstName;
  return (
    <>
      <Box
        sx={{ py: { xs: 5, md: 9 }, background: (theme) => `linear-gradient(160deg, ${theme.palette.action.selected}, transparent 70%)` }}
      >
        <Container maxWidth="lg">
          <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.75rem' }, maxWidth: 720 }}>
            {firstName ? t(hasVisited ? 'welcomeBack' : 'welcomeNew', { name: firstName }) : t('welcome', { brand: brand.name })}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1.5, maxWidth: 560, fontSize: '1.1rem' }}>
            {t('intro')}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1.5, mt: 3, flexWrap: 'wrap' }}>
            <Button variant="contained" size="large" component={RouterLink} to="/customer/book-appointment">
              {tb('bookAppointment')}
            </Button>
            {customer ? (
              <Button variant="outlined" size="large" component={RouterLink} to="/customer/my-appointments">
                {tb('myAppointments')}
              </Button>
            ) : null}
            {session.data ? null : (
              <Button variant="outlined" size="large" onClick={() => dispatch(modalOpened('registration'))}>
                {t('createAccount')}
              </Button>
            )}
            <Button variant="outlined" size="large" onClick={() => dispatch(locationDrawerToggled(true))}>
              {t('findNearest')}
            </Button>
          </Box>
        </Container>
      </Box>
      <Container maxWidth="lg" component="section" aria-labelledby="our-salons" sx={{ py: { xs: 4, md: 6 } }}>
        <Typography id="our-salons" variant="h2" sx={{ mb: 2.5 }}>
          {t('ourSalons')}
        </Typography>
        {stores.length === 0 ? (
          <Typography color="text.secondary">{t('noSalons')}</Typography>
        ) : (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } }}>
            {stores.map((store) => (
              <StoreCard key={store.id} store={store} location={location} />
            ))}
          </Box>
        )}
      </Container>
    </>
  );
}
