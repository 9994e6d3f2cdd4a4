import DirectionsOutlined from '@mui/icons-material/DirectionsOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatStoreDate, formatStoreTime } from '@salon/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useAppSelector } from '../../../../app/hooks.ts';
import { useMyAppointmentsQuery } from '../../../booking/booking.api.ts';
import { useBookNow } from '../../../booking/use-book-now.ts';
import { useSession } from '../../../session/session-context.ts';
import { StoreCard, storeAddress } from '../../components/store-card.tsx';
import { MAP_LINK_ATTRIBUTES, mapLink } from '../../map-link.ts';
import { useBrandStores } from '../../use-brand-stores.ts';
import { CustomerOnly } from '../profile-layout.tsx';

const when = (timezone: string, start: string) =>
  `${formatStoreDate(timezone, start, { long: true })}, ${formatStoreTime(timezone, start, { zone: true })}`;

/** /customer/home: the signed-in start: the next visit with directions, book the last visit again, the stores. */
export function HomePage() {
  const { t } = useTranslation('customerProfile');
  const navigate = useNavigate();
  const session = useSession();
  const signedIn = session.data?.user.userType === 'customer';
  const { data: mine } = useMyAppointmentsQuery(undefined, { skip: !signedIn });
  const { stores } = useBrandStores();
  const location = useAppSelector((state) => state.customer.location);
  const [, setBookNow] = useBookNow();
  const nextId = useId();
  const rebookId = useId();
  const storesId = useId();
  const next = mine?.upcoming[0];
  const last = mine?.past.find((a) => ['completed', 'checkout', 'partially-paid', 'checked_out'].includes(a.status)) ?? mine?.past[0];
  const nextStore = next ? stores.find((s) => s.id === next.storeId) : undefined;
  const from = { lat: location.currentLat, long: location.currentLong };
  const firstName = session.data?.user.firstName ?? '';

  return (
    <CustomerOnly title={t('homeFallbackTitle')}>
      <Container maxWidth="md" sx={{ py: { xs: 2, md: 4 }, display: 'grid', gap: 2 }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
          {t('homeTitle', { name: firstName })}
        </Typography>
        <Paper variant="outlined" component="section" aria-labelledby={nextId} sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 1 }}>
          <Typography variant="h2" id={nextId} sx={{ fontSize: '1.25rem' }}>
            {t('upcomingTitle')}
          </Typography>
          {next ? (
            <>
              <Typography sx={{ fontWeight: 600 }}>{when(next.timezone, next.start)}</Typography>
              <Typography>
                {next.services.map((s) => s.name).join(', ')} {next.cutterName ? t('withCutter', { name: next.cutterName }) : ''}
              </Typography>
              <Typography color="text.secondary">
                {next.storeName}
                {nextStore && storeAddress(nextStore) ? ` · ${storeAddress(nextStore)}` : ''}
              </Typography>
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1 }}>
                {nextStore ? (
                  <Button
                    component="a"
                    variant="contained"
                    startIcon={<DirectionsOutlined />}
                    href={mapLink(
                      { lat: nextStore.geoLat, long: nextStore.geoLong, query: storeAddress(nextStore) || nextStore.name },
                      from,
                    )}
                    {...MAP_LINK_ATTRIBUTES}
                  >
                    {t('directions')}
                  </Button>
                ) : null}
                <Button component={RouterLink} to="/customer/my-appointments" variant="outlined">
                  {t('allAppointments')}
                </Button>
              </Box>
            </>
          ) : (
            <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
              <Typography>{t('noUpcoming')}</Typography>
              <Button component={RouterLink} to="/customer/book-appointment" variant="contained">
                {t('bookNow')}
              </Button>
            </Box>
          )}
        </Paper>
        {last ? (
          <Paper
            variant="outlined"
            component="section"
            aria-labelledby={rebookId}
            sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 1, justifyItems: 'start' }}
          >
            <Typography variant="h2" id={rebookId} sx={{ fontSize: '1.25rem' }}>
              {t('rebookTitle')}
            </Typography>
            <Typography>{last.services.map((s) => s.name).join(', ')}</Typography>
            <Typography color="text.secondary">
              {t('lastVisit', { date: formatStoreDate(last.timezone, last.start, { year: true }), store: last.storeName })}
            </Typography>
            <Button
              variant="contained"
              onClick={() => {
                setBookNow({
                  storeId: last.storeId,
                  serviceIds: last.services.map((s) => s.serviceId),
                  cutterId: last.cutterId ?? 'any',
                  day: null,
                });
                navigate('/customer/book-appointment');
              }}
            >
              {t('rebook')}
            </Button>
          </Paper>
        ) : null}
        <Box component="section" aria-labelledby={storesId} sx={{ display: 'grid', gap: 1.5 }}>
          <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
            <Typography variant="h2" id={storesId} sx={{ fontSize: '1.25rem', flex: 1 }}>
              {t('storesTitle')}
            </Typography>
            <Button component={RouterLink} to="/customer/explore-more">
              {t('exploreLink')}
            </Button>
          </Box>
          <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            {stores.map((store) => (
              <StoreCard key={store.id} store={store} location={location} />
            ))}
          </Box>
        </Box>
      </Container>
    </CustomerOnly>
  );
}
