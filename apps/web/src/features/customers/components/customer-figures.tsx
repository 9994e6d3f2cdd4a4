import { type CustomerDetail, formatMoney } from '@salon/shared';
import { useTranslation } from 'react-i18next';
import { DetailCard } from '../../../components/data-table/detail-card.tsx';
import { ReviewList } from '../../../components/wizard/wizard-review.tsx';
import { storeDateTime } from '../customer-format.ts';

/** Lifetime spend, average ticket, visits, last and next visit, favourites. */
export function CustomerFigures({ customer }: { customer: CustomerDetail }) {
  const { t } = useTranslation('customers');
  const s = customer.stats;
  return (
    <DetailCard title={t('figures')}>
      <ReviewList
        items={[
          [t('lifetimeSpend'), formatMoney(s.lifetimeSpendCents)],
          [t('averageTicket'), formatMoney(s.averageTicketCents)],
          [t('visits'), String(s.visitCount)],
          [t('noShows'), String(s.noShowCount)],
          [t('cancellations'), String(s.cancelledCount)],
          [t('lastVisit'), s.lastVisit ? storeDateTime(s.lastVisit.timezone, s.lastVisit.at) : t('never')],
          [t('nextVisit'), s.nextVisit ? storeDateTime(s.nextVisit.timezone, s.nextVisit.at) : t('none')],
          [
            t('favouriteCutter'),
            s.favouriteCutter ? `${s.favouriteCutter.name} (${t('visitCount', { count: s.favouriteCutter.visits })})` : t('none'),
          ],
          [
            t('favouriteServices'),
            s.favouriteServices.length ? s.favouriteServices.map((x) => `${x.name} (${x.count})`).join(', ') : t('none'),
          ],
        ]}
      />
    </DetailCard>
  );
}
