import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { formatMoney, hasAccess } from '@salon/shared';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { errorMessage } from '../../../api/api-error.ts';
import { AccessGuard } from '../../../components/access-guard.tsx';
import { DetailCard } from '../../../components/data-table/detail-card.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useToast } from '../../../components/toast/use-toast.ts';
import { ReviewList } from '../../../components/wizard/wizard-review.tsx';
import { useSession } from '../../session/session-context.ts';
import { discountLabel, formatDay } from '../promo-code-format.ts';
import { PromoCodeStateChip } from '../promo-code-state-chip.tsx';
import { usePromoCodeQuery, useSetPromoCodeActiveMutation } from '../promo-codes.api.ts';

/** /admin/promo-codes/{id}: one code, its rules and its use, with edit and activate/deactivate. */
export function PromoCodeDetailPage() {
  return (
    <AccessGuard flags={['view_promo_codes', 'create_edit_promo_codes']}>
      <PromoCodeDetailView />
    </AccessGuard>
  );
}

function PromoCodeDetailView() {
  const { t } = useTranslation('promoCodes');
  const { id = '' } = useParams();
  const { data: session } = useSession();
  const toast = useToast();
  const { data: promo, error, isLoading } = usePromoCodeQuery(id);
  const [setActive, setting] = useSetPromoCodeActiveMutation();
  if (isLoading) return <PageLoader />;
  if (error || !promo) return <Alert severity="error">{errorMessage(error)}</Alert>;
  const canEdit = hasAccess(session?.accessControls, ['create_edit_promo_codes']);
  const toggle = async () => {
    try {
      const saved = await setActive({ id: promo.id, active: !promo.active }).unwrap();
      toast.success(saved.active ? t('activated', { code: saved.code }) : t('deactivated', { code: saved.code }));
    } catch (err) {
      toast.error(errorMessage(err));
    }
  };
  return (
    <Box sx={{ display: 'grid', gap: 2.5, maxWidth: 1100 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
          {promo.code}
        </Typography>
        <PromoCodeStateChip state={promo.state} size="medium" />
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button component={RouterLink} to="/admin/promo-codes" variant="text">
          {t('backToList')}
        </Button>
        {canEdit && (
          <>
            <Button component={RouterLink} to={`/admin/promo-codes/${promo.id}/edit`} variant="contained">
              {t('edit')}
            </Button>
            <Button variant="outlined" onClick={toggle} disabled={setting.isLoading} color={promo.active ? 'warning' : 'primary'}>
              {promo.active ? t('deactivate') : t('activate')}
            </Button>
          </>
        )}
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 2.5,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
          alignItems: 'start',
        }}
      >
        <DetailCard title={t('step.basicDetails')}>
          <ReviewList
            items={[
              [t('description'), promo.description ?? ''],
              [t('type'), t(`type.${promo.type}`)],
              [t('discount'), discountLabel(promo)],
              [t('startsOn'), formatDay(promo.startsOn)],
              [t('endsOn'), promo.endsOn ? formatDay(promo.endsOn) : t('noEnd')],
              [t('stores'), promo.storeNames.length ? promo.storeNames.join(', ') : t('allStores')],
              [t('minSpend'), promo.minSpendCents ? formatMoney(promo.minSpendCents) : t('none')],
            ]}
          />
        </DetailCard>
        <DetailCard title={t('usage')}>
          <ReviewList
            items={[
              [
                t('used'),
                promo.usageLimit === null ? String(promo.timesUsed) : t('usedOf', { used: promo.timesUsed, limit: promo.usageLimit }),
              ],
              [t('usageLimit'), promo.usageLimit === null ? t('unlimited') : String(promo.usageLimit)],
              [t('perCustomerLimit'), promo.perCustomerLimit === null ? t('unlimited') : String(promo.perCustomerLimit)],
              [t('discountGiven'), formatMoney(promo.discountGivenCents)],
            ]}
          />
        </DetailCard>
      </Box>
    </Box>
  );
}
