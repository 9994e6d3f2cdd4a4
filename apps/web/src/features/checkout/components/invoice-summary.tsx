import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { formatMoney, type Invoice } from '@salon/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { percentText } from '../checkout-format.ts';

export interface InvoiceSummaryProps {
  invoice: Invoice;
  /** Shown after each line (e.g. a remove button); null for none. */
  lineAction?: (line: Invoice['lines'][number]) => ReactNode;
}

function Row({ label, value, strong, muted }: { label: ReactNode; value: string; strong?: boolean; muted?: boolean }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.5 }}>
      <Typography variant="body2" sx={{ fontWeight: strong ? 700 : 400 }} color={muted ? 'text.secondary' : undefined}>
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: strong ? 700 : 400, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
        {value}
      </Typography>
    </Box>
  );
}

/** The invoice's lines and totals: subtotal, discount, tax, tips, total, paid and due. */
export function InvoiceSummary({ invoice, lineAction }: InvoiceSummaryProps) {
  const { t } = useTranslation('checkoutCustomer');
  const m = (cents: number) => formatMoney(cents, invoice.currency);
  return (
    <Box>
      <Box component="ul" aria-label={t('invoiceLines')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {invoice.lines.length === 0 ? (
          <Typography component="li" color="text.secondary" sx={{ py: 1 }}>
            {t('emptyInvoice')}
          </Typography>
        ) : null}
        {invoice.lines.map((line) => (
          <Box
            component="li"
            key={line.id}
            sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.75, borderBottom: 1, borderColor: 'divider' }}
          >
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {line.quantity > 1 ? `${line.quantity} × ` : ''}
                {line.name}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {[
                  t(`line.${line.kind}`),
                  // The cutter the line credits (a visit split across cutters credits each one).
                  invoice.tipCandidates.find((c) => c.cutterId === line.cutterId)?.name ?? null,
                  line.quantity > 1 ? t('lineEach', { amount: m(line.unitPriceCents) }) : null,
                  line.discountCents ? t('lineDiscount', { amount: m(line.discountCents) }) : null,
                  line.giftCardLast4.length ? t('lineGiftCards', { last4: line.giftCardLast4.join(', ') }) : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Typography>
            </Box>
            <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {m(line.amountCents)}
            </Typography>
            {lineAction ? lineAction(line) : null}
          </Box>
        ))}
      </Box>
      <Box sx={{ pt: 1 }}>
        <Row label={t('subtotal')} value={m(invoice.subtotalCents)} />
        {invoice.discountCents ? (
          <Row
            label={invoice.promo ? t('discountCode', { code: invoice.promo.code }) : t('discount')}
            value={`−${m(invoice.discountCents)}`}
          />
        ) : null}
        <Row label={t('tax', { rate: percentText(invoice.taxRateMilliPercent) })} value={m(invoice.taxCents)} />
        {invoice.tips
          .filter((tip) => tip.amountCents > 0)
          .map((tip) => (
            <Row key={tip.cutterId} label={t('tipFor', { name: tip.cutterName })} value={m(tip.amountCents)} />
          ))}
        <Divider sx={{ my: 0.5 }} />
        <Row label={t('total')} value={m(invoice.totalCents)} strong />
        {invoice.paidCents || invoice.refundedCents ? <Row label={t('paidTotal')} value={m(invoice.paidCents)} muted /> : null}
        {invoice.refundedCents ? <Row label={t('refundedTotal')} value={m(invoice.refundedCents)} muted /> : null}
        <Row label={t('due')} value={m(invoice.dueCents)} strong />
      </Box>
    </Box>
  );
}

export { IconButton };
