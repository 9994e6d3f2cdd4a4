import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { BRAND_PLANS, BUSINESS_TYPES, type BrandDetail, US_STATES, hasAccess } from '@salon/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { errorMessage } from '../../../api/api-error.ts';
import { AccessGuard } from '../../../components/access-guard.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DetailCard } from '../../../components/data-table/detail-card.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useToast } from '../../../components/toast/use-toast.ts';
import { formatAddress } from '../../../components/wizard/address-fields.tsx';
import { ReviewList } from '../../../components/wizard/wizard-review.tsx';
import { useSession } from '../../session/session-context.ts';
import { BRAND_VIEW_FLAGS, useBrandQuery, useSetBrandActiveMutation } from '../brands.api.ts';
import { BRAND_STATUS_COLOR } from './brand-list-page.tsx';

/** /admin/brand/{id}: every step of a brand, its status and the way to edit it. */
export function BrandDetailPage() {
  return (
    <AccessGuard flags={BRAND_VIEW_FLAGS}>
      <BrandDetailView />
    </AccessGuard>
  );
}

function BrandDetailView() {
  const { id = '' } = useParams();
  const { t } = useTranslation('brands');
  const { data: brand, error, isLoading } = useBrandQuery(id);
  if (isLoading) return <PageLoader />;
  if (error || !brand) return <Alert severity="error">{errorMessage(error)}</Alert>;
  const { basicDetails: b, address, other, legal, appearance, plans } = brand;
  const plan = plans ? BRAND_PLANS.find((p) => p.key === plans.plan)?.label : null;
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <BrandHeader brand={brand} />
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
              [t('contact'), [b.contactFirstName, b.contactLastName].filter(Boolean).join(' ')],
              [t('email'), b.email],
              [t('phoneNumber'), b.phoneNumber ? `${b.countryCode} ${b.phoneNumber}` : ''],
              [t('website'), b.website],
            ]}
          />
        </DetailCard>
        <DetailCard title={t('step.address')}>
          <ReviewList
            items={[
              [t('businessAddress'), formatAddress(address.address)],
              [t('billingAddress'), address.billingSameAsAddress ? t('sameAsBusiness') : formatAddress(address.billingAddress)],
            ]}
          />
        </DetailCard>
        <DetailCard title={t('step.other')}>
          <ReviewList
            items={[
              [t('domains'), other.domains.join(', ')],
              [t('timezone'), other.timezone],
              [t('supportEmail'), other.supportEmail],
              [t('supportPhone'), other.supportPhone],
              [t('description'), other.description],
            ]}
          />
        </DetailCard>
        <DetailCard title={t('step.legal')}>
          <ReviewList
            items={[
              [t('legalName'), legal?.legalName],
              [t('businessType'), BUSINESS_TYPES.find((type) => type.value === legal?.businessType)?.label ?? legal?.businessType],
              [t('taxId'), legal?.taxId],
              [t('incorporationState'), legal?.incorporationState],
              [t('registrationNumber'), legal?.registrationNumber],
            ]}
          />
        </DetailCard>
        <DetailCard title={t('step.appearance')}>
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
            {appearance.logoThumbnailUrl ? (
              <Box
                component="img"
                src={appearance.logoThumbnailUrl}
                alt={t('logoOf', { name: b.name })}
                sx={{ width: 96, height: 96, objectFit: 'contain', border: 1, borderColor: 'divider', borderRadius: 1 }}
              />
            ) : null}
            <ReviewList
              items={[
                [t('theme'), appearance.theme],
                ...(appearance.theme === 'custom'
                  ? ([
                      [t('primaryColor'), appearance.colors.primary ?? ''],
                      [t('secondaryColor'), appearance.colors.secondary ?? ''],
                    ] as const)
                  : []),
              ]}
            />
          </Box>
        </DetailCard>
        <DetailCard title={t('step.states')}>
          <Typography>
            {brand.states.operatingStates.map((code) => US_STATES.find(([c]) => c === code)?.[1] ?? code).join(', ') || t('none')}
          </Typography>
        </DetailCard>
        <DetailCard title={t('step.plans')}>
          <ReviewList
            items={[
              [t('plan'), plan],
              [t('billingCycle'), plans ? t(`cycle.${plans.billingCycle}`) : ''],
              [t('startDate'), plans?.startDate],
              [t('storeLimit'), plans ? String(plans.storeLimit) : ''],
              [t('seatLimit'), plans ? String(plans.seatLimit) : ''],
              [t('stores'), String(brand.storeCount)],
            ]}
          />
        </DetailCard>
      </Box>
    </Box>
  );
}

function BrandHeader({ brand }: { brand: BrandDetail }) {
  const { t } = useTranslation('brands');
  const { data: session } = useSession();
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const [setActive, { isLoading }] = useSetBrandActiveMutation();
  const controls = session?.accessControls;
  const goLive = brand.status !== 'active';

  const toggle = async () => {
    setConfirming(false);
    try {
      await setActive({ id: brand.id, active: goLive }).unwrap();
      toast.success(goLive ? t('activated') : t('deactivated'), { autoHide: true });
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
          {brand.basicDetails.name}
        </Typography>
        <Chip color={BRAND_STATUS_COLOR[brand.status]} label={t(`status.${brand.status}`)} />
      </Box>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        {hasAccess(controls, ['edit_brand']) ? (
          <Button variant="outlined" component={RouterLink} to={`/admin/edit-brand?id=${brand.id}`}>
            {t('editBrand')}
          </Button>
        ) : null}
        {hasAccess(controls, ['franchisor', 'create_brand']) ? (
          <Button
            variant={goLive ? 'contained' : 'text'}
            color={goLive ? 'primary' : 'inherit'}
            onClick={() => setConfirming(true)}
            disabled={isLoading}
          >
            {goLive ? t('activate') : t('deactivate')}
          </Button>
        ) : null}
      </Box>
      <ConfirmDialog
        open={confirming}
        title={goLive ? t('activateTitle') : t('deactivateTitle')}
        message={goLive ? t('activateMessage') : t('deactivateMessage')}
        confirmLabel={goLive ? t('activate') : t('deactivate')}
        cancelLabel={t('cancel')}
        busy={isLoading}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void toggle()}
      />
    </Box>
  );
}
