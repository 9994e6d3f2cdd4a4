import Alert from '@mui/material/Alert';
import { formatMoney } from '@salon/shared';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { errorMessage } from '../../../api/api-error.ts';
import { AccessGuard } from '../../../components/access-guard.tsx';
import { DetailCard } from '../../../components/data-table/detail-card.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { ReviewList } from '../../../components/wizard/wizard-review.tsx';
import { CatalogImages } from '../../catalog/catalog-images.tsx';
import { CatalogDetailLayout } from '../../catalog/catalog-detail-layout.tsx';
import { labelOf } from '../../catalog/use-store-options.ts';
import { useActivateServiceMutation, useDeleteServiceMutation, useServiceQuery } from '../services.api.ts';
import { useSkillOptions } from '../wizard/service-basic-step.tsx';

/** /admin/services/{id}: one service, its stores and store prices, with edit, activate and delete. */
export function ServiceDetailPage() {
  return (
    <AccessGuard flags={['view_service', 'edit_service']}>
      <ServiceDetail />
    </AccessGuard>
  );
}

function ServiceDetail() {
  const { t } = useTranslation('services');
  const { id = '' } = useParams();
  const { data: service, error, isLoading } = useServiceQuery(id);
  const skills = useSkillOptions();
  const [activate, activating] = useActivateServiceMutation();
  const [remove, removing] = useDeleteServiceMutation();
  if (isLoading) return <PageLoader />;
  if (error || !service) return <Alert severity="error">{errorMessage(error)}</Alert>;
  const { basicDetails: b, additionalDetails: a, others: o } = service;
  const storeName = (storeId: string) => o.stores.find((s) => s.id === storeId)?.name ?? storeId;
  return (
    <CatalogDetailLayout
      name={b.name}
      active={service.active}
      archived={service.archived}
      hasHistory={service.hasHistory}
      editHref={`/admin/services/${service.id}/edit`}
      listHref="/admin/services"
      flags={{ edit: 'edit_service', activate: 'activate_service', delete: 'delete_service' }}
      onActivate={(active) => activate({ id: service.id, active }).unwrap()}
      onDelete={() => remove(service.id).unwrap()}
      busy={activating.isLoading || removing.isLoading}
    >
      <DetailCard title={t('step.basicDetails')}>
        <ReviewList
          items={[
            [t('category'), b.category],
            [t('durationMinutes'), t('minutes', { count: b.durationMinutes })],
            [t('price'), formatMoney(b.priceCents)],
            [t('skillSet'), labelOf(skills, b.skillSet)],
            [t('extraTimeMinutes'), t('minutes', { count: a.extraTimeMinutes })],
            [t('processingGapMinutes'), t('minutes', { count: a.processingGapMinutes })],
            [t('bufferBeforeMinutes'), t('minutes', { count: a.bufferBeforeMinutes })],
            [t('signature'), a.signature ? t('yes') : t('no')],
            [t('productUsage'), a.productUsage.map((u) => `${u.productName} × ${u.quantity}`).join(', ')],
          ]}
        />
      </DetailCard>
      <DetailCard title={t('step.others')}>
        <ReviewList
          items={[
            [t('stores'), o.stores.map((s) => s.name).join(', ')],
            [t('onlineBookable'), o.onlineBookable ? t('yes') : t('no')],
            ...o.storeOverrides.map(
              (s) =>
                [
                  storeName(s.storeId),
                  [
                    s.priceCents !== null ? formatMoney(s.priceCents) : null,
                    s.durationMinutes !== null ? t('minutes', { count: s.durationMinutes }) : null,
                  ]
                    .filter(Boolean)
                    .join(' · '),
                ] as const,
            ),
          ]}
        />
        <CatalogImages images={o.images} label={b.name} />
      </DetailCard>
    </CatalogDetailLayout>
  );
}
