import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
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
import { useActivatePackageMutation, useDeletePackageMutation, usePackageQuery } from '../packages.api.ts';

/** /admin/packages/{id}: one package, its services and notes, with edit, activate and delete. */
export function PackageDetailPage() {
  return (
    <AccessGuard flags={['view_package', 'edit_package']}>
      <PackageDetail />
    </AccessGuard>
  );
}

function PackageDetail() {
  const { t } = useTranslation('packages');
  const { id = '' } = useParams();
  const { data: record, error, isLoading } = usePackageQuery(id);
  const [activate, activating] = useActivatePackageMutation();
  const [remove, removing] = useDeletePackageMutation();
  if (isLoading) return <PageLoader />;
  if (error || !record) return <Alert severity="error">{errorMessage(error)}</Alert>;
  const { basicDetails: b, additionalDetails: a, others: o } = record;
  return (
    <CatalogDetailLayout
      name={b.name}
      active={record.active}
      archived={record.archived}
      hasHistory={record.hasHistory}
      editHref={`/admin/packages/${record.id}/edit`}
      listHref="/admin/packages"
      flags={{ edit: 'edit_package', activate: 'activate_package', delete: 'delete_package' }}
      onActivate={(active) => activate({ id: record.id, active }).unwrap()}
      onDelete={() => remove(record.id).unwrap()}
      busy={activating.isLoading || removing.isLoading}
    >
      <DetailCard title={t('step.basicDetails')}>
        <ReviewList
          items={[
            [t('price'), formatMoney(b.priceCents)],
            [t('servicesValue'), formatMoney(record.servicesValueCents)],
            [t('validityDays'), t('days', { count: a.validityDays })],
            ...b.services.map((s) => [s.serviceName, `× ${s.count} · ${formatMoney(s.priceCents)}`] as const),
          ]}
        />
      </DetailCard>
      <DetailCard title={t('step.others')}>
        <ReviewList
          items={[
            [t('description'), o.description],
            [
              t('notes'),
              o.notes.length ? (
                <Box key="notes" component="ul" sx={{ m: 0, pl: 2.5 }}>
                  {o.notes.map((n, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: notes have no id and may repeat
                    <li key={index}>{n.text}</li>
                  ))}
                </Box>
              ) : (
                ''
              ),
            ],
          ]}
        />
        <CatalogImages images={o.images} label={b.name} />
      </DetailCard>
    </CatalogDetailLayout>
  );
}
