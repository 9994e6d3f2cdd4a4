import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { GIFT_CARD_FLAGS, formatMoney, formatStoreDate, formatStoreDateTime, formatStoreTime } from '@salon/shared';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { errorMessage } from '../../../api/api-error.ts';
import { AccessGuard } from '../../../components/access-guard.tsx';
import { DetailCard } from '../../../components/data-table/detail-card.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { ReviewList } from '../../../components/wizard/wizard-review.tsx';
import { GiftCardStatusChip } from '../gift-card-status-chip.tsx';
import { useGiftCardQuery } from '../gift-cards.api.ts';

/** The balance after each movement: on a phone the card's balance above says it for the latest. */
const HIDE_ON_PHONE = { display: { xs: 'none', sm: 'table-cell' } } as const;

/** /admin/gift-cards/{id}: one card, who holds it and every movement of its balance, on the selling store's clock. */
export function GiftCardDetailPage() {
  return (
    <AccessGuard flags={GIFT_CARD_FLAGS}>
      <GiftCardDetail />
    </AccessGuard>
  );
}

function GiftCardDetail() {
  const { t } = useTranslation('giftCards');
  const { id = '' } = useParams();
  const { data: card, error, isLoading } = useGiftCardQuery(id);
  if (isLoading) return <PageLoader />;
  if (error || !card) return <Alert severity="error">{errorMessage(error)}</Alert>;
  return (
    <Box sx={{ display: 'grid', gap: 2.5, maxWidth: 1100 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Typography variant="h1">{t('detailTitle', { number: card.maskedNumber })}</Typography>
        <GiftCardStatusChip status={card.status} />
      </Box>
      <Box>
        <Button component={RouterLink} to="/admin/gift-cards" variant="text">
          {t('backToList')}
        </Button>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 2.5,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
          alignItems: 'start',
        }}
      >
        <DetailCard title={t('card')}>
          <ReviewList
            items={[
              [t('balance'), formatMoney(card.balanceCents)],
              [t('initial'), formatMoney(card.initialCents)],
              [t('customer'), card.customerName ?? t('noCustomer')],
              [t('store'), card.storeName],
              [t('soldOn'), formatStoreDateTime(card.timezone, card.createdAt, { weekday: false, year: true })],
            ]}
          />
          {card.customerId ? (
            <Button component={RouterLink} to={`/admin/customers/${card.customerId}`} variant="outlined" sx={{ justifySelf: 'start' }}>
              {t('openCustomer')}
            </Button>
          ) : null}
        </DetailCard>
        <DetailCard title={t('ledger')}>
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label={t('ledger')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('when')}</TableCell>
                  <TableCell>{t('movement')}</TableCell>
                  <TableCell align="right">{t('amount')}</TableCell>
                  <TableCell align="right" sx={HIDE_ON_PHONE}>
                    {t('balanceAfter')}
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {card.ledger.map((entry) => (
                  <TableRow key={entry.id}>
                    {/* Day and time on two lines, so a phone keeps every column in view. */}
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {formatStoreDate(card.timezone, entry.createdAt, { weekday: false, year: true })}
                      <br />
                      {formatStoreTime(card.timezone, entry.createdAt, { zone: true })}
                    </TableCell>
                    <TableCell>{t(`kind.${entry.kind}`)}</TableCell>
                    <TableCell align="right">{formatMoney(entry.kind === 'redeem' ? -entry.amountCents : entry.amountCents)}</TableCell>
                    <TableCell align="right" sx={HIDE_ON_PHONE}>
                      {formatMoney(entry.balanceAfterCents)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        </DetailCard>
      </Box>
    </Box>
  );
}
