import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import EventOutlined from '@mui/icons-material/EventOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type Appointment, type CartConfirm, formatMoney } from '@salon/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { errorMessage, isApiError } from '../../../api/api-error.ts';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.ts';
import { useToast } from '../../../components/toast/use-toast.ts';
import { cartCleared } from '../../customer/customer-slice.ts';
import { useSession } from '../../session/session-context.ts';
import { formatDateTime, formatDuration, zoneName } from '../booking-format.ts';
import { downloadIcs, useBookingStoresQuery, useConfirmHoldMutation, useReleaseHoldMutation } from '../booking.api.ts';
import { HoldCountdown } from '../components/hold-countdown.tsx';
import { bookingStoreAddress } from '../components/store-picker.tsx';
import { BookingPolicyPanel, policyReady } from '../components/booking-policy-panel.tsx';

interface Booked {
  storeId: string;
  cutterName: string;
  start: string;
  end: string;
  services: { serviceId: string; name: string; durationMinutes: number; priceCents: number }[];
}

function Details({ booked, timezone, storeName, address }: { booked: Booked; timezone: string; storeName: string; address: string }) {
  const { t, i18n } = useTranslation('booking');
  const total = booked.services.reduce((sum, s) => sum + s.priceCents, 0);
  const minutes = Math.round((Date.parse(booked.end) - Date.parse(booked.start)) / 60_000);
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '140px 1fr' }, columnGap: 2, rowGap: { xs: 0.25, sm: 1 } }}
    >
      <Typography component="dt" color="text.secondary">
        {t('when')}
      </Typography>
      <Typography component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 }, fontWeight: 600 }}>
        {formatDateTime(booked.start, timezone, i18n.language)}
        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block', fontWeight: 400 }}>
          {t('storeTime', { zone: zoneName(timezone, new Date(booked.start), i18n.language) })} · {formatDuration(minutes)}
        </Typography>
      </Typography>
      <Typography component="dt" color="text.secondary">
        {t('where')}
      </Typography>
      <Typography component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 } }}>
        <strong>{storeName}</strong>
        {address ? (
          <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
            {address}
          </Typography>
        ) : null}
      </Typography>
      <Typography component="dt" color="text.secondary">
        {t('with')}
      </Typography>
      <Typography component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 } }}>
        {booked.cutterName}
      </Typography>
      <Typography component="dt" color="text.secondary">
        {t('services')}
      </Typography>
      <Box component="dd" sx={{ m: 0 }}>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}>
          {booked.services.map((s) => (
            <Box component="li" key={s.serviceId} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
              <span>{s.name}</span>
              <span>{formatMoney(s.priceCents)}</span>
            </Box>
          ))}
          <Box
            component="li"
            sx={{
              display: 'flex',
              justifyContent: 'space-between',
              gap: 2,
              fontWeight: 700,
              borderTop: 1,
              borderColor: 'divider',
              pt: 0.5,
            }}
          >
            <span>{t('total')}</span>
            <span>{formatMoney(total)}</span>
          </Box>
        </Box>
      </Box>
    </Box>
  );
}

/** /selected-service: the held slot with its countdown; confirm, change or release; then the confirmation. */
export function SelectedServicePage() {
  const { t } = useTranslation('booking');
  const { t: tp } = useTranslation('deposits');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const toast = useToast();
  const session = useSession();
  const cart = useAppSelector((state) => state.customer.cart);
  const stores = useBookingStoresQuery();
  const [confirm, confirming] = useConfirmHoldMutation();
  const [release, releasing] = useReleaseHoldMutation();
  const [booked, setBooked] = useState<Appointment | null>(null);
  const [expired, setExpired] = useState<string | null>(null);
  const [answer, setAnswer] = useState<NonNullable<CartConfirm>>({});
  const [deposit, setDeposit] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const store = stores.data?.find((s) => s.id === (booked?.storeId ?? cart?.storeId));
  const timezone = store?.timezone ?? 'UTC';

  // The heading takes focus when the page's state changes (held, booked, released) so screen readers follow.
  const state = booked ? 'booked' : expired ? 'expired' : cart ? 'held' : 'empty';
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page's state changes
  useEffect(() => {
    heading.current?.focus();
  }, [state]);

  const onExpired = useCallback(() => {
    if (!cart) return;
    setExpired(t('holdEnded'));
    dispatch(cartCleared());
    // Give the time back at once rather than when the server's timer job runs.
    void release(cart.cartUniqId).catch(() => undefined);
  }, [cart, dispatch, release, t]);

  const onConfirm = async () => {
    if (!cart) return;
    try {
      const appointment = await confirm({ id: cart.cartUniqId, body: cart.policy ? answer : {} }).unwrap();
      setDeposit(cart.policy?.requirement === 'deposit' ? cart.policy.depositCents : 0);
      setBooked(appointment);
      dispatch(cartCleared());
    } catch (error) {
      if (isApiError(error) && error.status === 409) {
        setExpired(error.message);
        dispatch(cartCleared());
      } else toast.error(errorMessage(error));
    }
  };

  const onRelease = async (then: 'change' | 'release') => {
    if (!cart) return;
    try {
      await release(cart.cartUniqId).unwrap();
    } catch (error) {
      // Already released or expired on the server: the cart is gone either way.
      if (!isApiError(error) || !error.status || error.status >= 500) {
        toast.error(errorMessage(error));
        return;
      }
    }
    dispatch(cartCleared());
    if (then === 'change') navigate('/customer/book-appointment');
    else toast.success(t('released'));
  };

  const address = store ? bookingStoreAddress(store) : '';
  const user = session.data?.user;
  const forSelf = !booked?.customerId || booked.customerId === user?.id;
  const sentTo =
    forSelf && user?.email
      ? t('confirmationEmail', { email: user.email })
      : forSelf && user?.phoneNumber
        ? t('confirmationSms', { phone: user.phoneNumber })
        : t('confirmationSent');

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3.5 }, display: 'grid', gap: 2.5 }}>
        {booked ? (
          <>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
              <CheckCircleOutline color="success" sx={{ fontSize: 40 }} aria-hidden />
              <Typography ref={heading} tabIndex={-1} variant="h1" sx={{ fontSize: '1.6rem', outline: 'none' }}>
                {t('bookedTitle')}
              </Typography>
            </Box>
            <Alert severity="success">{sentTo}</Alert>
            <Details booked={booked} timezone={timezone} storeName={store?.name ?? ''} address={address} />
            <Alert severity="info">{deposit ? tp('depositPaid', { amount: formatMoney(deposit) }) : t('payAtStore')}</Alert>
            <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
              <Button
                variant="outlined"
                startIcon={<EventOutlined />}
                onClick={() => void downloadIcs(booked.id).then((ok) => (ok ? undefined : toast.error(t('icsFailed'))))}
              >
                {t('addToCalendar')}
              </Button>
              <Button variant="contained" component={RouterLink} to="/customer/my-appointments">
                {t('myAppointments')}
              </Button>
              <Button component={RouterLink} to="/customer/book-appointment">
                {t('bookAnother')}
              </Button>
            </Box>
          </>
        ) : expired ? (
          <>
            <Typography ref={heading} tabIndex={-1} variant="h1" sx={{ fontSize: '1.6rem', outline: 'none' }}>
              {t('releasedTitle')}
            </Typography>
            <Alert severity="warning" role="alert">
              {expired}
            </Alert>
            <Box>
              <Button variant="contained" component={RouterLink} to="/customer/book-appointment">
                {t('pickAgain')}
              </Button>
            </Box>
          </>
        ) : cart ? (
          <>
            <Typography ref={heading} tabIndex={-1} variant="h1" sx={{ fontSize: '1.6rem', outline: 'none' }}>
              {t('heldTitle')}
            </Typography>
            <HoldCountdown timerStart={cart.timerStart} timerEnd={cart.timerEnd} onExpired={onExpired} />
            <Divider />
            <Details booked={cart} timezone={timezone} storeName={store?.name ?? ''} address={address} />
            {cart.policy ? (
              <BookingPolicyPanel policy={cart.policy} value={answer} onChange={setAnswer} />
            ) : (
              <Alert severity="info">{t('payAtStore')}</Alert>
            )}
            <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', flexDirection: { xs: 'column', sm: 'row' } }}>
              <Button
                variant="contained"
                size="large"
                onClick={() => void onConfirm()}
                disabled={confirming.isLoading || releasing.isLoading || !policyReady(cart.policy, answer)}
              >
                {cart.policy?.depositCents
                  ? tp('confirmWithDeposit', { deposit: formatMoney(cart.policy.depositCents) })
                  : t('confirmBooking', { total: formatMoney(cart.totalCents) })}
              </Button>
              <Button
                variant="outlined"
                size="large"
                onClick={() => void onRelease('change')}
                disabled={confirming.isLoading || releasing.isLoading}
              >
                {t('changeTime')}
              </Button>
              <Button
                size="large"
                color="inherit"
                onClick={() => void onRelease('release')}
                disabled={confirming.isLoading || releasing.isLoading}
              >
                {t('releaseHold')}
              </Button>
            </Box>
          </>
        ) : (
          <>
            <Typography ref={heading} tabIndex={-1} variant="h1" sx={{ fontSize: '1.6rem', outline: 'none' }}>
              {t('nothingHeldTitle')}
            </Typography>
            <Typography color="text.secondary">{t('nothingHeld')}</Typography>
            <Box>
              <Button variant="contained" component={RouterLink} to="/customer/book-appointment">
                {t('bookAppointment')}
              </Button>
            </Box>
          </>
        )}
      </Paper>
    </Container>
  );
}
