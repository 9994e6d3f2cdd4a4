import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../../api/api-error.ts';
import { useAppDispatch } from '../../../app/hooks.ts';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useToast } from '../../../components/toast/use-toast.ts';
import { modalOpened } from '../../customer/customer-slice.ts';
import { useSession } from '../../session/session-context.ts';
import { formatDateTime } from '../booking-format.ts';
import { type MyAppointment, downloadIcs, useCancelMyAppointmentMutation, useMyAppointmentsQuery } from '../booking.api.ts';
import { MyAppointmentCard, PAYABLE_STATUSES } from '../components/my-appointment-card.tsx';
import { RescheduleDialog } from '../components/reschedule-dialog.tsx';
import { MyWaitlist } from '../../waitlist/components/my-waitlist.tsx';

type View = 'upcoming' | 'past';

function CancelDialog({ appointment, onClose }: { appointment: MyAppointment; onClose: () => void }) {
  const { t, i18n } = useTranslation('booking');
  const toast = useToast();
  const titleId = useId();
  const textId = useId();
  const [cancel, state] = useCancelMyAppointmentMutation();
  const [error, setError] = useState<string | null>(null);
  const when = formatDateTime(appointment.start, appointment.timezone, i18n.language);
  const confirm = async () => {
    setError(null);
    try {
      await cancel({ id: appointment.id, reason: 'Cancelled by the customer online' }).unwrap();
      toast.success(t('cancelled', { when }));
      onClose();
    } catch (caught) {
      setError(errorMessage(caught));
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>{t('cancelTitle')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText id={textId}>{t('cancelMessage', { when, store: appointment.storeName })}</DialogContentText>
        {error ? (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={state.isLoading}>
          {t('keepAppointment')}
        </Button>
        <Button color="error" variant="contained" onClick={() => void confirm()} disabled={state.isLoading}>
          {t('confirmCancel')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** /customer/my-appointments: upcoming and past appointments (mine and my linked profiles'), cancel, reschedule, add to calendar, pay. */
export function MyAppointmentsPage() {
  const { t } = useTranslation(['booking', 'waitlist', 'deposits']);
  const dispatch = useAppDispatch();
  const toast = useToast();
  const session = useSession();
  const customer = session.data?.user.userType === 'customer' ? session.data.user : null;
  const { data, isLoading, error, refetch } = useMyAppointmentsQuery(undefined, { skip: !customer });
  const [view, setView] = useState<View>('upcoming');
  const [cancelling, setCancelling] = useState<MyAppointment | null>(null);
  const [moving, setMoving] = useState<MyAppointment | null>(null);
  const tabsId = useId();

  if (session.status === 'loading' && !session.data) return <PageLoader />;
  if (!customer) {
    return (
      <Container maxWidth="sm" sx={{ py: 6, display: 'grid', gap: 2, justifyItems: 'start' }}>
        <Typography variant="h1" sx={{ fontSize: '1.75rem' }}>
          {t('myAppointments')}
        </Typography>
        <Typography>{session.data ? t('customersOnly') : t('signInForAppointments')}</Typography>
        {session.data ? null : (
          <Button variant="contained" onClick={() => dispatch(modalOpened('login'))}>
            {t('signInToContinue')}
          </Button>
        )}
      </Container>
    );
  }
  if (isLoading) return <PageLoader />;
  const all = [...(data?.upcoming ?? []), ...(data?.past ?? [])];
  // A finished visit waiting for payment leads the page until it is paid, whichever list it falls in.
  const toPay = all.filter((a) => PAYABLE_STATUSES.includes(a.status)).sort((a, b) => a.start.localeCompare(b.start));
  const list = (data?.[view] ?? []).filter((a) => !toPay.includes(a));
  const family = new Set(all.map((a) => a.customerId)).size > 1;
  const card = (a: MyAppointment) => (
    <MyAppointmentCard
      key={a.id}
      appointment={a}
      showCustomer={family}
      onCancel={() => setCancelling(a)}
      onReschedule={() => setMoving(a)}
      onCalendar={() => void downloadIcs(a.id).then((ok) => (ok ? undefined : toast.error(t('icsFailed'))))}
    />
  );

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 }, display: 'grid', gap: 2.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, flex: 1 }}>
          {t('myAppointments')}
        </Typography>
        <Button variant="contained" component={RouterLink} to="/customer/book-appointment">
          {t('bookAppointment')}
        </Button>
      </Box>
      {error ? (
        <Alert severity="error" action={<Button onClick={() => void refetch()}>{t('retry')}</Button>}>
          {errorMessage(error)}
        </Alert>
      ) : null}
      {toPay.length ? (
        <Box component="section" aria-labelledby={`${tabsId}-to-pay`} sx={{ display: 'grid', gap: 1.5 }}>
          <Typography id={`${tabsId}-to-pay`} variant="h2" sx={{ fontSize: '1.25rem' }}>
            {t('readyToPay')}
          </Typography>
          <Typography color="text.secondary">{t('readyToPayHint')}</Typography>
          {toPay.map(card)}
        </Box>
      ) : null}
      <MyWaitlist />
      <Tabs value={view} onChange={(_event, next: View) => setView(next)} aria-label={t('appointmentLists')}>
        <Tab
          value="upcoming"
          label={t('upcomingCount', { count: data?.upcoming.length ?? 0 })}
          id={`${tabsId}-upcoming`}
          aria-controls={`${tabsId}-panel`}
        />
        <Tab value="past" label={t('past')} id={`${tabsId}-past`} aria-controls={`${tabsId}-panel`} />
      </Tabs>
      <Box role="tabpanel" id={`${tabsId}-panel`} aria-labelledby={`${tabsId}-${view}`} sx={{ display: 'grid', gap: 1.5 }}>
        {list.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 2 }}>
            {view === 'upcoming' ? t('noUpcoming') : t('noPast')}
          </Typography>
        ) : (
          list.map(card)
        )}
      </Box>
      {cancelling ? <CancelDialog appointment={cancelling} onClose={() => setCancelling(null)} /> : null}
      {moving ? <RescheduleDialog appointment={moving} onClose={() => setMoving(null)} /> : null}
    </Container>
  );
}
