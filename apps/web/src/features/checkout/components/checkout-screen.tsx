import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  formatMoney,
  formatStoreDateTime,
  hasAccess,
  INVOICE_ACTION_FLAGS,
  type Invoice,
  type InvoiceAction,
  type PayResult,
} from '@salon/shared';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../../api/api-error.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useToast } from '../../../components/toast/use-toast.ts';
import { useSession } from '../../session/session-context.ts';
import { INVOICE_STATUS_COLOR, invoiceStatusKey } from '../checkout-format.ts';
import {
  newIdempotencyKey,
  useCompleteInvoiceMutation,
  useRemoveLineMutation,
  useRollbackCheckoutMutation,
  useRollbackInvoiceMutation,
} from '../checkout.api.ts';
import { AddItems, PromoCodeField, TipsEditor } from './invoice-editor.tsx';
import { InvoiceSummary } from './invoice-summary.tsx';
import { PaymentsList } from './payments-list.tsx';
import { ReceiptPanel } from './receipt-panel.tsx';
import { TenderPanel } from './tender-panel.tsx';

function Section({ title, children, label }: { title: string; children: ReactNode; label?: string }) {
  return (
    <Paper variant="outlined" component="section" aria-label={label ?? title} sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 1.5 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** One invoice at the front desk: lines, promo, tips, tenders, payments, receipt, void and re-open as its state and the person's flags allow. */
export function CheckoutScreen({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation('checkout');
  const toast = useToast();
  const { data: session } = useSession();
  const controls = session?.accessControls;
  // The server says what the invoice allows in its state; the person's flags decide the rest.
  const allows = (action: InvoiceAction) => invoice.allowedActions.includes(action);
  const can = (action: InvoiceAction) => {
    const flags = INVOICE_ACTION_FLAGS[action];
    return allows(action) && (!flags || hasAccess(controls, flags));
  };
  const [removeLine] = useRemoveLineMutation();
  const [rollbackInvoice, voiding] = useRollbackInvoiceMutation();
  const [rollbackCheckout, reopening] = useRollbackCheckoutMutation();
  const [confirm, setConfirm] = useState<'void' | 'reopen' | null>(null);
  const [issued, setIssued] = useState<PayResult['issuedGiftCards']>([]);
  const editable = can('edit') || can('edit-paid');
  const missingEditInvoice = invoice.allowedActions.some((action) => INVOICE_ACTION_FLAGS[action] && !can(action));
  const m = (cents: number) => formatMoney(cents, invoice.currency);

  const run = async (action: 'void' | 'reopen') => {
    try {
      if (action === 'void') await rollbackInvoice(invoice.id).unwrap();
      else await rollbackCheckout(invoice.id).unwrap();
      toast.success(action === 'void' ? t('voided') : t('reopened'));
    } catch (caught) {
      toast.error(errorMessage(caught));
    }
    setConfirm(null);
  };

  return (
    <Box sx={{ p: { xs: 1.5, sm: 3 }, display: 'grid', gap: 2, maxWidth: 1200 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1">
          {invoice.kind === 'sale' ? t('newSaleTitle') : t('title')}
        </Typography>
        <Chip label={t(invoiceStatusKey(invoice.status))} color={INVOICE_STATUS_COLOR[invoice.status]} data-testid="invoice-status" />
        <Typography color="text.secondary" variant="body2">
          {invoice.number} · {invoice.storeName}
          {invoice.customerName ? ` · ${invoice.customerName}` : ''}
          {invoice.appointmentStart ? ` · ${formatStoreDateTime(invoice.storeTimezone, invoice.appointmentStart, { year: true })}` : ''}
        </Typography>
        <Box sx={{ flex: 1 }} />
        {invoice.kind === 'appointment' ? (
          <Button component={RouterLink} to="/admin/appointments-calendar" size="small">
            {t('backToCalendar')}
          </Button>
        ) : null}
      </Box>

      {issued.length ? (
        <Alert severity="success" onClose={() => setIssued([])}>
          {t('giftCardsIssued', {
            cards: issued.map((g) => `${g.number.replace(/(\d{4})(?=\d)/g, '$1 ')} (${m(g.amountCents)})`).join(', '),
          })}
        </Alert>
      ) : null}
      {missingEditInvoice ? <Alert severity="info">{t('needsEditInvoice')}</Alert> : null}

      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(320px, 2fr)' }, alignItems: 'start' }}
      >
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Section title={t('sectionInvoice')}>
            <InvoiceSummary
              invoice={invoice}
              lineAction={(line) =>
                editable && !line.giftCardLast4.length ? (
                  <IconButton
                    size="small"
                    aria-label={t('removeLine', { name: line.name })}
                    onClick={() =>
                      void removeLine({ id: invoice.id, lineId: line.id })
                        .unwrap()
                        .catch((caught) => toast.error(errorMessage(caught)))
                    }
                  >
                    <span aria-hidden="true">✕</span>
                  </IconButton>
                ) : null
              }
            />
            {invoice.productsUsed.length ? (
              <Typography variant="caption" color="text.secondary">
                {t('backBarUsed', { products: invoice.productsUsed.map((p) => `${p.name} × ${p.quantity}`).join(', ') })}
              </Typography>
            ) : null}
          </Section>
          {editable ? (
            <>
              <Section title={t('sectionAdd')}>
                <AddItems invoice={invoice} disabled={!editable} />
              </Section>
              <Section title={t('sectionPromo')}>
                <PromoCodeField invoice={invoice} disabled={!editable} />
              </Section>
              <Section title={t('sectionTips')}>
                <TipsEditor invoice={invoice} disabled={!editable} />
              </Section>
            </>
          ) : null}
        </Box>
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Section
            title={allows('pay') ? t('takePaymentDue', { due: m(invoice.dueCents) }) : t('sectionPayment')}
            label={t('sectionPayment')}
          >
            {allows('pay') ? (
              <TenderPanel invoice={invoice} onPaid={(result) => result.issuedGiftCards.length && setIssued(result.issuedGiftCards)} />
            ) : allows('complete') ? (
              <CompleteZeroDue invoice={invoice} />
            ) : (
              <Typography>
                {invoice.status === 'cancelled' ? t('invoiceVoided') : invoice.status === 'success' ? t('paidInFull') : t('nothingDue')}
              </Typography>
            )}
            <PaymentsList invoice={invoice} canRefund={can('refund')} />
          </Section>
          {allows('receipt') ? (
            <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
              <ReceiptPanel invoice={invoice} />
            </Paper>
          ) : null}
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {allows('void') ? (
              <Button color="warning" variant="outlined" onClick={() => setConfirm('void')}>
                {t('rollbackInvoice')}
              </Button>
            ) : null}
            {can('reopen') ? (
              <Button color="warning" variant="outlined" onClick={() => setConfirm('reopen')}>
                {t('rollbackCheckout')}
              </Button>
            ) : null}
          </Box>
        </Box>
      </Box>
      <ConfirmDialog
        open={confirm !== null}
        title={confirm === 'void' ? t('voidTitle') : t('reopenTitle')}
        message={confirm === 'void' ? t('voidMessage') : t('reopenMessage', { amount: m(invoice.paidCents) })}
        confirmLabel={confirm === 'void' ? t('voidConfirm') : t('reopenConfirm')}
        cancelLabel={t('keepIt')}
        busy={voiding.isLoading || reopening.isLoading}
        onConfirm={() => void run(confirm ?? 'void')}
        onCancel={() => setConfirm(null)}
      />
    </Box>
  );
}

/** "Complete sale ($0.00 due)": Invoice/Complete with its own Idempotency-Key (a retry after a lost answer reuses it). */
function CompleteZeroDue({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation('checkout');
  const toast = useToast();
  const [complete, completing] = useCompleteInvoiceMutation();
  const [error, setError] = useState<string | null>(null);
  const key = useRef(newIdempotencyKey());
  const submit = async () => {
    setError(null);
    try {
      await complete({ id: invoice.id, idempotencyKey: key.current }).unwrap();
      toast.success(t('saleCompleted'));
    } catch (caught) {
      if ((caught as { status?: number })?.status !== undefined) key.current = newIdempotencyKey();
      setError(errorMessage(caught));
    }
  };
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Typography>{t('zeroDueHelp')}</Typography>
      <Button variant="contained" disabled={completing.isLoading} onClick={() => void submit()}>
        {t('completeSale', { amount: formatMoney(0, invoice.currency) })}
      </Button>
      {error ? (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      ) : null}
    </Box>
  );
}
