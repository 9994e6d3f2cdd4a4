import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type CustomerDetail, formatMoney } from '@salon/shared';
import { useTranslation } from 'react-i18next';
import { DetailCard } from '../../../components/data-table/detail-card.tsx';

/** Saved cards (brand and last four only) and gift cards held. */
export function CustomerWallet({ customer }: { customer: CustomerDetail }) {
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
      <DetailCard title={t('cards')}>
        {customer.savedCards.length === 0 ? (
          <Typography color="text.secondary">{t('noCards')}</Typography>
        ) : (
          customer.savedCards.map((c) => (
            <Typography key={c.id}>
              {t('cardLine', { brand: c.brand.toUpperCase(), last4: c.last4, month: String(c.expMonth).padStart(2, '0'), year: c.expYear })}
            </Typography>
          ))
        )}
      </DetailCard>
      <DetailCard title={t('giftCards')}>
        {customer.giftCards.length === 0 ? (
          <Typography color="text.secondary">{t('noGiftCards')}</Typography>
        ) : (
          customer.giftCards.map((g) => (
            <Typography key={g.id}>{t('giftCardLine', { last4: g.last4, balance: formatMoney(g.balanceCents) })}</Typography>
          ))
        )}
      </DetailCard>
    </Box>
  );
}
