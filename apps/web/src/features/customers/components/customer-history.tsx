import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { type CustomerDetail, formatMoney } from '@salon/shared';
import { useTranslation } from 'react-i18next';
import { DetailCard } from '../../../components/data-table/detail-card.tsx';
import { humanise, storeDateTime } from '../customer-format.ts';

const row = { display: 'grid', gap: 0.25, py: 1, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0 } } as const;

/** Visits (services, cutter, status, no-shows and cancellations) and invoices with totals and tenders. */
export function CustomerHistory({ customer }: { customer: CustomerDetail }) {
  const { t } = useTranslation('customers');
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2.5,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
        alignItems: 'start',
      }}
    >
      <DetailCard title={t('history')}>
        {customer.appointments.length === 0 && <Typography color="text.secondary">{t('noHistory')}</Typography>}
        <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }} aria-label={t('history')}>
          {customer.appointments.map((a) => (
            <Box component="li" key={a.id} sx={row}>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                <strong>{storeDateTime(a.timezone, a.startsAt)}</strong>
                <Chip
                  size="small"
                  label={humanise(a.status)}
                  color={a.status === 'no_show' || a.status === 'cancelled' ? 'warning' : 'default'}
                />
              </Box>
              <Typography variant="body2">{a.services.join(', ') || '—'}</Typography>
              <Typography variant="body2" color="text.secondary">
                {a.cutterName} · {a.storeName}
              </Typography>
            </Box>
          ))}
        </Box>
      </DetailCard>
      <DetailCard title={t('invoices')}>
        {customer.invoices.length === 0 && <Typography color="text.secondary">{t('noInvoices')}</Typography>}
        <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }} aria-label={t('invoices')}>
          {customer.invoices.map((i) => (
            <Box component="li" key={i.id} sx={row}>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                <strong>
                  {t('invoice')} {i.number}
                </strong>
                <Chip size="small" label={humanise(i.status)} />
                <Box component="span" sx={{ ml: 'auto', fontWeight: 600 }}>
                  {formatMoney(i.totalCents)}
                </Box>
              </Box>
              <Typography variant="body2" color="text.secondary">
                {storeDateTime(i.timezone, i.createdAt)}
                {i.refundedCents > 0 && ` · ${t('refunded', { amount: formatMoney(i.refundedCents) })}`}
              </Typography>
              {i.tenders.length > 0 && (
                <Typography variant="body2">
                  {t('tenders')}:{' '}
                  {i.tenders
                    .map(
                      (p) =>
                        `${t(`tender.${p.tender}` as 'tender.card')}${p.last4 ? ` ${p.brand ?? ''} ${p.last4}` : ''} ${formatMoney(p.amountCents)}`,
                    )
                    .join(', ')}
                </Typography>
              )}
            </Box>
          ))}
        </Box>
      </DetailCard>
    </Box>
  );
}
