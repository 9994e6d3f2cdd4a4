import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CARD_BRAND_NAMES, formatMoney, type Invoice, type Payment } from '@salon/shared';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/api-error.ts';
import { useToast } from '../../../components/toast/use-toast.ts';
import { centsToInput } from '../../../components/form/money-schema.ts';
import { readMoney, tenderKey } from '../checkout-format.ts';
import { newIdempotencyKey, useRefundMutation } from '../checkout.api.ts';
import { MoneyField } from './money-field.tsx';

const STATUS_COLOR = { pending: 'warning', succeeded: 'success', failed: 'error' } as const;

function RefundDialog({ payment, currency, onClose }: { payment: Payment; currency: string; onClose: () => void }) {
  const { t } = useTranslation('checkout');
  const toast = useToast();
  const titleId = useId();
  const tender = t(tenderKey(payment.tender)).toLowerCase();
  const tenderText = payment.last4 ? `${tender} •••• ${payment.last4}` : tender;
  const [amount, setAmount] = useState(centsToInput(payment.refundableCents));
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [refund, state] = useRefundMutation();
  const key = useRef(newIdempotencyKey());
  const submit = async () => {
    setError(null);
    const { cents, error: bad } = readMoney(amount);
    if (cents === null) return setError(bad);
    if (cents > payment.refundableCents) return setError(t('refundAtMost', { amount: formatMoney(payment.refundableCents, currency) }));
    try {
      await refund({ paymentId: payment.id, amountCents: cents, reason: reason.trim() || undefined, idempotencyKey: key.current }).unwrap();
      toast.success(t('refundedTo', { amount: formatMoney(cents, currency), tender: tenderText }));
      onClose();
    } catch (caught) {
      key.current = newIdempotencyKey();
      setError(errorMessage(caught));
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t('refundTitle', { tender })}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        <Typography variant="body2" color="text.secondary">
          {t('refundIntro', { tender: tenderText, amount: formatMoney(payment.refundableCents, currency) })}
        </Typography>
        <MoneyField label={t('refundAmount')} value={amount} onChange={setAmount} />
        <TextField label={t('refundReason')} value={reason} onChange={(event) => setReason(event.target.value.slice(0, 200))} />
        {error ? (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button variant="contained" color="warning" onClick={() => void submit()} disabled={state.isLoading}>
          {t('refund')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Payments taken (tender, amount, card, change) with refund; refunds below. */
export function PaymentsList({ invoice, canRefund }: { invoice: Invoice; canRefund: boolean }) {
  const { t } = useTranslation('checkout');
  const [refunding, setRefunding] = useState<Payment | null>(null);
  if (!invoice.payments.length) return null;
  const m = (cents: number) => formatMoney(cents, invoice.currency);
  const paymentName = (paymentId: string) => {
    const p = invoice.payments.find((payment) => payment.id === paymentId);
    if (!p) return t('refundTarget');
    return p.last4 ? `${t(tenderKey(p.tender))} •••• ${p.last4}` : t(tenderKey(p.tender));
  };
  return (
    <Box component="section" aria-label={t('payments')} sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="subtitle2" component="h3">
        {t('payments')}
      </Typography>
      {invoice.payments.map((p) => (
        <Box
          key={p.id}
          sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', py: 0.5, borderBottom: 1, borderColor: 'divider' }}
        >
          <Box sx={{ flex: '1 1 160px' }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {t(tenderKey(p.tender))}
              {p.brand ? ` · ${CARD_BRAND_NAMES[p.brand]}` : ''}
              {p.last4 ? ` •••• ${p.last4}` : ''} · {m(p.amountCents)}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="p">
              {[
                p.tender === 'cash' && p.tenderedCents
                  ? t('tenderedChange', { tendered: m(p.tenderedCents), change: m(p.changeCents ?? 0) })
                  : null,
                p.refundedCents ? t('refundedAmount', { amount: m(p.refundedCents) }) : null,
                p.status === 'failed' ? p.message : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
          </Box>
          <Chip size="small" color={STATUS_COLOR[p.status]} label={t(`paymentStatus.${p.status}`)} />
          {canRefund && p.refundableCents > 0 ? (
            <Button
              size="small"
              onClick={() => setRefunding(p)}
              aria-label={t('refundPayment', { tender: t(tenderKey(p.tender)), amount: m(p.amountCents) })}
            >
              {t('refund')}
            </Button>
          ) : null}
        </Box>
      ))}
      {invoice.refunds.map((r) => (
        <Typography key={r.id} variant="body2" color={r.status === 'failed' ? 'error' : 'text.secondary'}>
          {t(`refundStatus.${r.status}`, { amount: m(r.amountCents), tender: paymentName(r.paymentId), message: r.message ?? '' })}
          {r.reason ? ` · ${r.reason}` : ''}
        </Typography>
      ))}
      {refunding ? <RefundDialog payment={refunding} currency={invoice.currency} onClose={() => setRefunding(null)} /> : null}
    </Box>
  );
}
