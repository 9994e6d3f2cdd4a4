import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type BookingStore, formatMoney, sumCents, todayIn } from '@salon/shared';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { errorMessage, isApiError } from '../../../api/api-error.ts';
import { useAppDispatch } from '../../../app/hooks.ts';
import { PageLoader } from '../../../components/page-loader.tsx';
import { cartHeld, modalOpened } from '../../customer/customer-slice.ts';
import { useSession } from '../../session/session-context.ts';
import { formatDuration } from '../booking-format.ts';
import { BookingSummaryBar } from '../components/booking-summary-bar.tsx';
import { useBookingMenuQuery, useBookingProfilesQuery, useBookingStoresQuery, useHoldSlotMutation } from '../booking.api.ts';
import { CutterPicker } from '../components/cutter-picker.tsx';
import { ServicePicker } from '../components/service-picker.tsx';
import { SlotPicker } from '../components/slot-picker.tsx';
import { NamespaceBoundary } from '../../../components/namespace-boundary.tsx';
import { WaitlistJoinPanel } from '../../waitlist/components/waitlist-join-panel.tsx';
import { StoreHoursToday, StorePicker, bookingStoreAddress } from '../components/store-picker.tsx';
import { useBookNow } from '../use-book-now.ts';

function Step({ n, title, id, children, action }: { n: number; title: string; id: string; children: ReactNode; action?: ReactNode }) {
  return (
    <Paper component="section" aria-labelledby={id} variant="outlined" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2, minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <Box
          aria-hidden
          sx={{
            width: 28,
            height: 28,
            borderRadius: '50%',
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            display: 'grid',
            placeItems: 'center',
            fontWeight: 700,
            flexShrink: 0,
          }}
        >
          {n}
        </Box>
        <Typography id={id} variant="h2" sx={{ fontSize: '1.25rem', flex: 1 }}>
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Paper>
  );
}

/** /customer/book-appointment: salon, services, cutter or any, then a day and a time; a time is held and confirmed on /selected-service. */
export function BookAppointmentPage() {
  const { t } = useTranslation('booking'); // the route loads the waitlist panel's labels too (booking-namespaces.ts)
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const session = useSession();
  const ids = { store: useId(), services: useId(), cutter: useId(), time: useId() };
  const [choice, update] = useBookNow();
  const [changingStore, setChangingStore] = useState(false);
  const [holdError, setHoldError] = useState<string | null>(null);
  const stores = useBookingStoresQuery();
  const bookable = (stores.data ?? []).filter((s) => s.onlineBooking);
  const store: BookingStore | undefined = stores.data?.find((s) => s.id === choice.storeId && s.onlineBooking);
  const menu = useBookingMenuQuery(store?.id ?? '', { skip: !store });
  const customer = session.data?.user.userType === 'customer' ? session.data.user : null;
  const profiles = useBookingProfilesQuery(undefined, { skip: !customer });
  const [hold, holding] = useHoldSlotMutation();

  // A lone bookable store is chosen for the customer.
  useEffect(() => {
    if (!choice.storeId && bookable.length === 1) update({ storeId: bookable[0].id });
  }, [choice.storeId, bookable, update]);

  // Choices that the menu no longer offers are dropped (another store, a service taken offline).
  const services = menu.data?.services ?? [];
  const chosen = services.filter((s) => choice.serviceIds.includes(s.id));
  const cutters = (menu.data?.cutters ?? []).filter((c) => chosen.every((s) => c.serviceIds.includes(s.id)));
  useEffect(() => {
    if (!menu.data || menu.data.storeId !== choice.storeId) return;
    const kept = choice.serviceIds.filter((id) => menu.data?.services.some((s) => s.id === id));
    const cutterOk = choice.cutterId === 'any' || cutters.some((c) => c.id === choice.cutterId);
    if (kept.length !== choice.serviceIds.length || !cutterOk) update({ serviceIds: kept, cutterId: cutterOk ? choice.cutterId : 'any' });
  }, [menu.data, choice, cutters, update]);

  if (stores.isLoading) return <PageLoader />;

  const totalCents = sumCents(chosen.map((s) => s.priceCents));
  const totalMinutes = chosen.reduce((sum, s) => sum + s.durationMinutes, 0);
  const choosingStore = !store || changingStore;
  const forWhom = profiles.data && profiles.data.length > 1 ? profiles.data : null;
  const customerId = forWhom?.some((p) => p.id === choice.customerId) ? choice.customerId : null;

  const pick = async (start: string, cutterId: string) => {
    if (!store) return;
    setHoldError(null);
    try {
      const cart = await hold({
        storeId: store.id,
        serviceIds: choice.serviceIds,
        cutterId: choice.cutterId === 'any' ? cutterId : choice.cutterId,
        start,
        ...(customerId ? { customerId } : {}),
      }).unwrap();
      dispatch(cartHeld(cart));
      navigate('/selected-service');
    } catch (error) {
      setHoldError(isApiError(error) && error.status === 409 ? t('timeTaken') : errorMessage(error));
    }
  };

  const summary = (
    <Paper
      variant="outlined"
      component="aside"
      aria-labelledby={`${ids.time}-summary`}
      sx={{ p: { xs: 2, sm: 2.5 }, display: 'grid', gap: 1.25 }}
    >
      <Typography id={`${ids.time}-summary`} variant="h2" sx={{ fontSize: '1.1rem' }}>
        {t('yourBooking')}
      </Typography>
      {store ? (
        <Box>
          <Typography sx={{ fontWeight: 600 }}>{store.name}</Typography>
          <Typography variant="body2" color="text.secondary">
            {bookingStoreAddress(store)}
          </Typography>
        </Box>
      ) : (
        <Typography color="text.secondary">{t('noSalonYet')}</Typography>
      )}
      {chosen.length ? (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}>
          {chosen.map((s) => (
            <Box component="li" key={s.id} sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
              <Typography variant="body2">{s.name}</Typography>
              <Typography variant="body2">{formatMoney(s.priceCents)}</Typography>
            </Box>
          ))}
        </Box>
      ) : null}
      <Divider />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }} role="status" aria-live="polite">
        <Typography sx={{ fontWeight: 700 }}>{t('total')}</Typography>
        <Typography sx={{ fontWeight: 700 }}>
          {chosen.length ? `${formatMoney(totalCents)} · ${formatDuration(totalMinutes)}` : formatMoney(0)}
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t('payAtStoreShort')}
      </Typography>
    </Paper>
  );

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 2, flexWrap: 'wrap', mb: 3 }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, flex: 1 }}>
          {t('title')}
        </Typography>
        {customer ? (
          <Button component={RouterLink} to="/customer/my-appointments">
            {t('myAppointments')}
          </Button>
        ) : null}
      </Box>
      {stores.error ? <Alert severity="error">{errorMessage(stores.error)}</Alert> : null}
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 320px' }, alignItems: 'start' }}>
        <Box sx={{ display: 'grid', gap: 2.5, minWidth: 0 }}>
          <Step
            n={1}
            id={ids.store}
            title={t('chooseSalon')}
            action={
              store && !changingStore && bookable.length > 1 ? (
                <Button onClick={() => setChangingStore(true)} aria-label={t('changeSalonOf', { name: store.name })}>
                  {t('change')}
                </Button>
              ) : null
            }
          >
            {stores.data && stores.data.length === 0 ? <Typography color="text.secondary">{t('noSalons')}</Typography> : null}
            {choosingStore && stores.data?.length ? (
              <StorePicker
                stores={stores.data}
                value={choice.storeId}
                onChange={(id) => {
                  setChangingStore(false);
                  if (id !== choice.storeId) update({ storeId: id, serviceIds: [], cutterId: 'any', day: null });
                }}
              />
            ) : store ? (
              <Box>
                <Typography sx={{ fontWeight: 600 }}>{store.name}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {bookingStoreAddress(store)}
                </Typography>
                <StoreHoursToday store={store} />
              </Box>
            ) : null}
          </Step>

          {store && !changingStore ? (
            <Step n={2} id={ids.services} title={t('chooseServices')}>
              {menu.isLoading ? (
                <Typography color="text.secondary">{t('loading')}</Typography>
              ) : menu.error ? (
                <Alert severity="error">{errorMessage(menu.error)}</Alert>
              ) : services.length === 0 ? (
                <Typography color="text.secondary">{t('noServices')}</Typography>
              ) : (
                <ServicePicker services={services} value={choice.serviceIds} onChange={(serviceIds) => update({ serviceIds })} />
              )}
              {forWhom ? (
                <TextField
                  select
                  label={t('bookingFor')}
                  value={customerId ?? forWhom[0].id}
                  onChange={(event) => update({ customerId: event.target.value === forWhom[0].id ? null : event.target.value })}
                  sx={{ maxWidth: 320 }}
                >
                  {forWhom.map((p) => (
                    <MenuItem key={p.id} value={p.id}>
                      {p.self ? t('myself', { name: p.name }) : p.name}
                    </MenuItem>
                  ))}
                </TextField>
              ) : null}
            </Step>
          ) : null}

          {store && !changingStore && chosen.length > 0 ? (
            <Step n={3} id={ids.cutter} title={t('chooseCutter')}>
              <CutterPicker cutters={cutters} value={choice.cutterId} onChange={(cutterId) => update({ cutterId })} labelId={ids.cutter} />
            </Step>
          ) : null}

          {store && !changingStore && chosen.length > 0 ? (
            <Step n={4} id={ids.time} title={t('chooseTime')}>
              {customer ? (
                <NamespaceBoundary>
                  {holdError ? (
                    <Alert severity="warning" onClose={() => setHoldError(null)}>
                      {holdError}
                    </Alert>
                  ) : null}
                  <SlotPicker
                    storeId={store.id}
                    timezone={store.timezone}
                    serviceIds={chosen.map((s) => s.id)}
                    cutterId={choice.cutterId}
                    day={choice.day}
                    onDayChange={(day) => update({ day })}
                    onPick={(start, cutterId) => void pick(start, cutterId)}
                    busy={holding.isLoading}
                  />
                  <WaitlistJoinPanel
                    storeId={store.id}
                    serviceIds={chosen.map((s) => s.id)}
                    cutterId={choice.cutterId}
                    day={choice.day ?? todayIn(store.timezone)}
                  />
                </NamespaceBoundary>
              ) : session.data ? (
                <Alert severity="info">{t('staffCannotBook')}</Alert>
              ) : (
                <Box sx={{ display: 'grid', gap: 1.5, justifyItems: 'start' }}>
                  <Typography>{t('signInForTimes')}</Typography>
                  <Button variant="contained" onClick={() => dispatch(modalOpened('login'))}>
                    {t('signInToContinue')}
                  </Button>
                </Box>
              )}
            </Step>
          ) : null}
        </Box>
        <Box sx={{ position: { md: 'sticky' }, top: { md: 88 } }}>{summary}</Box>
      </Box>
      {store && chosen.length ? (
        <BookingSummaryBar
          storeName={store.name}
          serviceCount={chosen.length}
          totalCents={totalCents}
          totalMinutes={totalMinutes}
          summaryId={`${ids.time}-summary`}
        />
      ) : null}
    </Container>
  );
}
