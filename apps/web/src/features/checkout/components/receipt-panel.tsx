import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatMoney, formatStoreDateTime, type Invoice } from '@salon/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/api-error.ts';
import { useToast } from '../../../components/toast/use-toast.ts';
import { tenderKey } from '../checkout-format.ts';
import { useEmailReceiptMutation } from '../checkout.api.ts';
import { InvoiceSummary } from './invoice-summary.tsx';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The printable receipt (dialog; the browser's print prints only it). */
export function ReceiptDialog({ invoice, onClose }: { invoice: Invoice; onClose: () => void }) {
  const { t } = useTranslation('checkout');
  const titleId = useId();
  // The store's clock with the zone named, as on the emailed and PDF receipt.
  const at = (iso: string) => formatStoreDateTime(invoice.storeTimezone, iso, { year: true });
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs" className="receipt-print">
      <DialogTitle id={titleId}>
        {invoice.storeName}
        <Typography variant="body2" color="text.secondary">
          {t('receiptLine', { number: invoice.number, date: at(invoice.paidAt ?? invoice.createdAt) })}
          {invoice.customerName ? ` · ${invoice.customerName}` : ''}
        </Typography>
        {invoice.appointmentStart ? (
          <Typography variant="body2" color="text.secondary" data-testid="receipt-visit">
            {t('receiptVisit', { date: at(invoice.appointmentStart) })}
          </Typography>
        ) : null}
      </DialogTitle>
      <DialogContent>
        <InvoiceSummary invoice={invoice} />
        <Box sx={{ mt: 1 }}>
          {invoice.payments
            .filter((p) => p.status === 'succeeded')
            .map((p) => (
              <Typography key={p.id} variant="body2" color="text.secondary">
                {t(tenderKey(p.tender))}
                {p.last4 ? ` •••• ${p.last4}` : ''}: {formatMoney(p.amountCents, invoice.currency)}
                {p.tender === 'cash' && p.changeCents
                  ? ` ${t('changeGiven', { amount: formatMoney(p.changeCents, invoice.currency) })}`
                  : ''}
              </Typography>
            ))}
        </Box>
        <Typography variant="body2" sx={{ mt: 2 }}>
          {invoice.receiptFooter ?? t('thankYou')}
        </Typography>
      </DialogContent>
      <DialogActions sx={{ '@media print': { display: 'none' } }}>
        <Button onClick={() => window.print()}>{t('print')}</Button>
        <Button onClick={onClose} variant="contained">
          {t('close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** After a payment: view the receipt and email it (the customer's email prefilled, editable; the PDF is attached). */
export function ReceiptPanel({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation('checkout');
  const toast = useToast();
  const [email, setEmail] = useState(invoice.customerEmail ?? '');
  const [viewing, setViewing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [send, sending] = useEmailReceiptMutation();
  const submit = async () => {
    setError(null);
    if (!EMAIL.test(email.trim())) return setError(t('invalidEmail'));
    try {
      await send({ id: invoice.id, email: email.trim() }).unwrap();
      setSentTo(email.trim());
      toast.success(t('receiptEmailed', { email: email.trim() }));
    } catch (caught) {
      setError(errorMessage(caught));
    }
  };
  return (
    <Box component="section" aria-label={t('receipt')} sx={{ display: 'grid', gap: 1.5 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
        {t('receipt')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <TextField
          label={t('emailReceiptTo')}
          size="small"
          type="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          sx={{ flex: '1 1 220px' }}
        />
        <Button variant="contained" onClick={() => void submit()} disabled={sending.isLoading}>
          {t('emailReceipt')}
        </Button>
        <Button variant="outlined" onClick={() => setViewing(true)}>
          {t('viewReceipt')}
        </Button>
      </Box>
      {sentTo ? (
        <Alert severity="success" role="status">
          {t('receiptSent', { email: sentTo })}
        </Alert>
      ) : null}
      {error ? (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      ) : null}
      {viewing ? <ReceiptDialog invoice={invoice} onClose={() => setViewing(false)} /> : null}
    </Box>
  );
}
