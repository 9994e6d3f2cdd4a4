import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { applyPercent, formatMoney, type Invoice } from '@salon/shared';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { errorMessage, isApiError } from '../../../api/api-error.ts';
import { PageLoader } from '../../../components/page-loader.tsx';
import { CardForm, SavedCardPicker, useSavedCardsQuery } from '../../payments/index.ts';
import { useSession } from '../../session/session-context.ts';
import { readMoney } from '../checkout-format.ts';
import { checkoutApi, newIdempotencyKey, useCustomerInvoiceQuery, useCustomerPayMutation } from '../checkout.api.ts';
import { InvoiceSummary } from '../components/invoice-summary.tsx';
import { MoneyField } from '../components/money-field.tsx';
import { useAppDispatch } from '../../../app/hooks.ts';

const TIP_PERCENTS = [0, 15, 18, 20];

/** /customer/pay/:appointmentId: the open invoice of my appointment, an optional tip, a saved or new card or a gift card. */
export function CustomerPayPage() {
  const { t } = useTranslation('checkoutCustomer');
  const { appointmentId = '' } = useParams();
  const session = useSession();
  const customer = session.data?.user.userType === 'customer';
  const { data, isLoading, error, refetch } = useCustomerInvoiceQuery(appointmentId, { skip: !customer });
  if (session.status === 'loading' || isLoading) return <PageLoader />;
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 2, sm: 4 }, display: 'grid', gap: 2 }}>
      <Typography variant="h5" component="h1">
        {t('payTitle')}
      </Typography>
      {!customer ? (
        <Alert severity="info">{t('signInToPay')}</Alert>
      ) : error ? (
        <Alert severity="error" action={<Button onClick={() => void refetch()}>{t('tryAgain')}</Button>}>
          {errorMessage(error)}
        </Alert>
      ) : !data ? (
        <Alert severity="info">{t('invoiceNotReady')}</Alert>
      ) : (
        <PayForm invoice={data} />
      )}
    </Container>
  );
}

type Method = 'saved' | 'new' | 'gift';

function PayForm({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation('checkoutCustomer');
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const tipLabel = useId();
  const methodLabel = useId();
  const { data: cards } = useSavedCardsQuery();
  const usable = (cards ?? []).filter((c) => !c.expired);
  const [method, setMethod] = useState<Method | null>(null);
  const [giftNumber, setGiftNumber] = useState('');
  const [savedCardId, setSavedCardId] = useState<string | null>(null);
  const [tipChoice, setTipChoice] = useState<number | 'custom'>(0);
  const [customTip, setCustomTip] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pay, paying] = useCustomerPayMutation();
  const key = useRef(newIdempotencyKey());
  const payable = invoice.dueCents > 0 && !['cancelled', 'refunded', 'partial_refund'].includes(invoice.status);
  const base = invoice.subtotalCents - invoice.discountCents;
  const tipCents = tipChoice === 'custom' ? (readMoney(customTip).cents ?? 0) : applyPercent(base, tipChoice * 100);
  // The saved card by default once the cards are known; a person's choice wins.
  const chosenMethod: Method = method ?? (usable.length ? 'saved' : 'new');

  const go = (paymentId?: string) =>
    navigate(`/customer/payment-response?${new URLSearchParams({ invoiceId: invoice.id, ...(paymentId ? { paymentId } : {}) })}`);

  const submit = async (
    body: { tender: 'card'; token: string } | { tender: 'saved_card'; savedCardId: string } | { tender: 'gift_card'; number: string },
  ) => {
    setError(null);
    try {
      const result = await pay({
        id: invoice.id,
        body: { ...body, ...(tipCents > 0 ? { tipCents } : {}) },
        idempotencyKey: key.current,
      }).unwrap();
      go(result.payment.id);
    } catch (caught) {
      const status = (caught as { status?: number })?.status;
      key.current = newIdempotencyKey();
      // An unknown gift card number is recorded as a failed attempt: the outcome page says invalid_giftcard_number.
      if (isApiError(caught) && caught.code === 'invalid_giftcard_number' && caught.fields?.paymentId) return go(caught.fields.paymentId);
      if (status === 402) {
        // Declined: the outcome page explains it with the card processor's message.
        const fresh = await dispatch(checkoutApi.endpoints.customerInvoice.initiate(invoice.appointmentId ?? '', { forceRefetch: true }))
          .unwrap()
          .catch(() => null);
        const failed = fresh?.payments.filter((p) => p.status === 'failed').at(-1);
        return go(failed?.id);
      }
      setError(errorMessage(caught));
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          {invoice.storeName} · {invoice.number}
        </Typography>
        <InvoiceSummary invoice={invoice} />
      </Paper>
      {!payable ? (
        <Alert severity={invoice.status === 'success' ? 'success' : 'info'}>
          {invoice.status === 'success' ? t('visitPaid') : t('nothingDueCustomer')}{' '}
          <RouterLink to="/customer/my-appointments">{t('myAppointments')}</RouterLink>
        </Alert>
      ) : (
        <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 2 }}>
          <Box>
            <Typography id={tipLabel} variant="subtitle2" component="h2" gutterBottom>
              {t('addTip')}
            </Typography>
            {/* Full-width, thumb-sized choices; each percentage shows what it comes to. */}
            <ToggleButtonGroup
              exclusive
              fullWidth
              aria-labelledby={tipLabel}
              value={tipChoice}
              onChange={(_, value: number | 'custom' | null) => value !== null && setTipChoice(value)}
              sx={{ '& .MuiToggleButton-root': { px: 0.5, py: 1, flexDirection: 'column', lineHeight: 1.2, textTransform: 'none' } }}
            >
              {TIP_PERCENTS.map((p) => (
                <ToggleButton
                  key={p}
                  value={p}
                  aria-label={
                    p === 0
                      ? t('noTip')
                      : t('tipPercent', { percent: p, amount: formatMoney(applyPercent(base, p * 100), invoice.currency) })
                  }
                >
                  {p === 0 ? (
                    t('noTip')
                  ) : (
                    <>
                      <span>{p}%</span>
                      <Typography component="span" variant="caption" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                        {formatMoney(applyPercent(base, p * 100), invoice.currency)}
                      </Typography>
                    </>
                  )}
                </ToggleButton>
              ))}
              <ToggleButton value="custom">{t('tipOther')}</ToggleButton>
            </ToggleButtonGroup>
            {tipChoice === 'custom' ? (
              <MoneyField label={t('tipAmount')} size="small" value={customTip} onChange={setCustomTip} sx={{ mt: 1.5, display: 'flex' }} />
            ) : null}
            <Typography variant="h6" component="p" sx={{ mt: 1.5 }}>
              {tipCents > 0
                ? t('youPayTip', {
                    amount: formatMoney(invoice.dueCents + tipCents, invoice.currency),
                    tip: formatMoney(tipCents, invoice.currency),
                  })
                : t('youPay', { amount: formatMoney(invoice.dueCents, invoice.currency) })}
            </Typography>
          </Box>
          <RadioGroup aria-labelledby={methodLabel} value={chosenMethod} onChange={(event) => setMethod(event.target.value as Method)} row>
            <Typography id={methodLabel} variant="subtitle2" component="h2" sx={{ width: '100%' }}>
              {t('payWith')}
            </Typography>
            {usable.length ? <FormControlLabel value="saved" control={<Radio />} label={t('methodSaved')} /> : null}
            <FormControlLabel value="new" control={<Radio />} label={t('methodNew')} />
            <FormControlLabel value="gift" control={<Radio />} label={t('methodGiftCard')} />
          </RadioGroup>
          {chosenMethod === 'gift' ? (
            <Box sx={{ display: 'grid', gap: 2 }}>
              <TextField
                label={t('giftCardNumber')}
                value={giftNumber}
                onChange={(event) => setGiftNumber(event.target.value.replace(/[^\d ]/g, '').slice(0, 24))}
                helperText={t('giftCardHelp')}
                slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
              />
              <Button
                variant="contained"
                size="large"
                disabled={paying.isLoading || giftNumber.replace(/\D/g, '').length < 12}
                onClick={() => void submit({ tender: 'gift_card', number: giftNumber })}
              >
                {t('payWithGiftCard')}
              </Button>
            </Box>
          ) : chosenMethod === 'saved' ? (
            <Box sx={{ display: 'grid', gap: 2 }}>
              <SavedCardPicker label={t('yourSavedCards')} value={savedCardId} onChange={setSavedCardId} />
              <Button
                variant="contained"
                size="large"
                disabled={paying.isLoading || !(savedCardId ?? usable.find((c) => c.isDefault)?.id ?? usable[0]?.id)}
                onClick={() =>
                  void submit({ tender: 'saved_card', savedCardId: savedCardId ?? usable.find((c) => c.isDefault)?.id ?? usable[0].id })
                }
              >
                {t('payAmount', { amount: formatMoney(invoice.dueCents + tipCents, invoice.currency) })}
              </Button>
            </Box>
          ) : (
            <CardForm
              submitLabel={t('payAmount', { amount: formatMoney(invoice.dueCents + tipCents, invoice.currency) })}
              onToken={({ token }) => submit({ tender: 'card', token })}
            />
          )}
          {error ? (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          ) : null}
        </Paper>
      )}
    </Box>
  );
}
