import Alert, { type AlertColor } from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { formatMoney, PAYMENT_RESPONSE_STATUSES, type PaymentOutcome, type PaymentResponseStatus } from '@salon/shared';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useSession } from '../../session/session-context.ts';
import { usePaymentOutcomeQuery } from '../checkout.api.ts';

type T = TFunction<'checkoutCustomer'>;
type Copy = {
  severity: AlertColor;
  /** The sentence under the title (`outcome.<status>.title`). */
  text: (t: T, o: PaymentOutcome | null) => string;
  next: 'appointments' | 'pay' | 'contact';
};

const m = (cents: number | null, o: PaymentOutcome | null) => formatMoney(cents ?? 0, o?.currency ?? 'USD');

/** For each of the spec's payment statuses: how it looks, its sentence and what to do next. */
export const OUTCOME_COPY: Record<PaymentResponseStatus, Copy> = {
  success: { severity: 'success', text: (t, o) => t('outcome.success.text', { total: m(o?.totalCents ?? 0, o) }), next: 'appointments' },
  'partially-paid': {
    severity: 'warning',
    text: (t, o) => t('outcome.partially-paid.text', { paid: m(o?.paidCents ?? 0, o), due: m(o?.dueCents ?? 0, o) }),
    next: 'pay',
  },
  refunded: { severity: 'info', text: (t) => t('outcome.refunded.text'), next: 'appointments' },
  partial_refund: {
    severity: 'info',
    text: (t, o) => t('outcome.partial_refund.text', { paid: m(o?.paidCents ?? 0, o) }),
    next: 'appointments',
  },
  failed: { severity: 'error', text: (t, o) => t('outcome.failed.text', { message: o?.message ?? t('cardDeclined') }), next: 'pay' },
  invoice_does_not_exist: { severity: 'error', text: (t) => t('outcome.invoice_does_not_exist.text'), next: 'appointments' },
  invalid_giftcard_number: { severity: 'error', text: (t) => t('outcome.invalid_giftcard_number.text'), next: 'pay' },
  incomplete: { severity: 'warning', text: (t, o) => t('outcome.incomplete.text', { due: m(o?.dueCents ?? 0, o) }), next: 'pay' },
  cancelled: { severity: 'info', text: (t) => t('outcome.cancelled.text'), next: 'contact' },
};

/** /customer/payment-response?invoiceId=&paymentId=: the outcome of a payment, in the spec's statuses. */
export function PaymentResponsePage() {
  const { t } = useTranslation('checkoutCustomer');
  const [params] = useSearchParams();
  const session = useSession();
  const invoiceId = params.get('invoiceId') ?? '';
  const paymentId = params.get('paymentId') ?? undefined;
  const asked = params.get('status');
  const customer = session.data?.user.userType === 'customer';
  const { data, isLoading } = usePaymentOutcomeQuery({ invoiceId, paymentId }, { skip: !customer || !invoiceId });
  if (session.status === 'loading' || isLoading) return <PageLoader />;
  // The server's outcome of ?paymentId= decides, an unknown gift card number included (it is recorded as a
  // failed attempt and reported as invalid_giftcard_number). ?status= is only a fallback for when there is no
  // outcome to ask for (the invoice could not be read); an invoice id missing altogether is invoice_does_not_exist.
  const status: PaymentResponseStatus = !invoiceId
    ? 'invoice_does_not_exist'
    : (data?.status ??
      (PAYMENT_RESPONSE_STATUSES.includes(asked as PaymentResponseStatus) ? (asked as PaymentResponseStatus) : 'invoice_does_not_exist'));
  const copy = OUTCOME_COPY[status];
  const outcome = data ?? null;
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, sm: 6 } }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {t('paymentTitle')}
      </Typography>
      {!customer ? (
        <Alert severity="info">{t('signInToSeeOutcome')}</Alert>
      ) : (
        <Alert severity={copy.severity} data-testid="payment-outcome" data-status={status}>
          <AlertTitle>{t(`outcome.${status}.title`)}</AlertTitle>
          {copy.text(t, outcome)}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1, mt: 3, flexWrap: 'wrap' }}>
        {copy.next === 'pay' && outcome?.appointmentId ? (
          <Button variant="contained" component={RouterLink} to={`/customer/pay/${outcome.appointmentId}`}>
            {status === 'failed' || status === 'invalid_giftcard_number' ? t('tryAgain') : t('payNow')}
          </Button>
        ) : null}
        {copy.next === 'contact' ? (
          <Button variant="contained" component={RouterLink} to="/customer/contact-us">
            {t('contactStore')}
          </Button>
        ) : null}
        <Button variant={copy.next === 'appointments' ? 'contained' : 'outlined'} component={RouterLink} to="/customer/my-appointments">
          {t('myAppointments')}
        </Button>
      </Box>
    </Container>
  );
}
