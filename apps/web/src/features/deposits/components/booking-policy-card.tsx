import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { type BookingPolicy, hasAccess, policySummary } from '@salon/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/api-error.ts';
import { DetailCard } from '../../../components/data-table/detail-card.tsx';
import { useToast } from '../../../components/toast/use-toast.ts';
import { useSession } from '../../session/session-context.ts';
import { useSearchServicesQuery } from '../../services/services.api.ts';
import { useRemoveBookingPolicyMutation, useStoreBookingPoliciesQuery } from '../deposits.api.ts';
import { BookingPolicyDialog } from './booking-policy-dialog.tsx';

/** A policy's lines for a visit of one service at a typical price: amounts of a percent deposit are shown as the percent. */
const linesOf = (policy: BookingPolicy) =>
  policySummary(policy, 10_000).map((l) => l.replace(/^A deposit of \$[\d,.]+ \((\d+(?:\.\d+)?%)\)/, 'A deposit of $1 of the price'));

function PolicyBlock({ name, policy, action }: { name: string; policy: BookingPolicy; action: React.ReactNode }) {
  const { t } = useTranslation('deposits');
  const lines = linesOf(policy);
  return (
    <Box component="li" sx={{ display: 'grid', gap: 0.5, py: 1, borderTop: 1, borderColor: 'divider' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 600, flex: 1, minWidth: 0 }}>{name}</Typography>
        {action}
      </Box>
      {lines.length ? (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {lines.map((line) => (
            <Typography component="li" variant="body2" key={line}>
              {line}
            </Typography>
          ))}
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('noLines')}
        </Typography>
      )}
    </Box>
  );
}

/** The store's booking policy and services' own, on the store detail page; editable with edit_store_details. */
export function BookingPolicyCard({ storeId }: { storeId: string }) {
  const { t } = useTranslation('deposits');
  const toast = useToast();
  const { data: session } = useSession();
  const canEdit = hasAccess(session?.accessControls, ['edit_store_details']);
  const policies = useStoreBookingPoliciesQuery(storeId);
  const services = useSearchServicesQuery({ page: 1, pageSize: 100, filters: { storeId } }, { skip: !canEdit });
  const [remove, removing] = useRemoveBookingPolicyMutation();
  const [editing, setEditing] = useState<{ appliesTo: string; policy: BookingPolicy | null } | null>(null);
  const data = policies.data;
  const own = new Set(data?.services.map((s) => s.serviceId));
  const free = (services.data?.items ?? []).filter((s) => !own.has(s.id)).map((s) => ({ id: s.id, name: s.name }));

  const removeOne = async (serviceId: string | null) => {
    try {
      await remove({ storeId, serviceId }).unwrap();
      toast.success(t('removed'), { autoHide: true });
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };
  const actions = (name: string, appliesTo: string, policy: BookingPolicy, serviceId: string | null) =>
    canEdit ? (
      <Box sx={{ display: 'flex', gap: 0.5 }}>
        <Button size="small" onClick={() => setEditing({ appliesTo, policy })} aria-label={t('editOf', { name })}>
          {t('edit')}
        </Button>
        <Button
          size="small"
          color="inherit"
          disabled={removing.isLoading}
          onClick={() => void removeOne(serviceId)}
          aria-label={t('removeOf', { name })}
        >
          {t('remove')}
        </Button>
      </Box>
    ) : null;

  return (
    <DetailCard
      title={t('cardTitle')}
      action={
        canEdit && data ? (
          <Button
            variant="outlined"
            size="small"
            onClick={() => setEditing({ appliesTo: data.store ? (free[0]?.id ?? 'store') : 'store', policy: null })}
          >
            {data.store ? t('addService') : t('edit')}
          </Button>
        ) : null
      }
    >
      <Typography variant="body2" color="text.secondary">
        {t('cardIntro')}
      </Typography>
      {policies.error ? <Alert severity="error">{errorMessage(policies.error)}</Alert> : null}
      {policies.isLoading ? <Skeleton variant="rounded" height={72} /> : null}
      {data ? (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {data.store ? (
            <PolicyBlock name={t('storeWide')} policy={data.store} action={actions(t('storeWide'), 'store', data.store, null)} />
          ) : (
            <Typography component="li" variant="body2" sx={{ py: 1, borderTop: 1, borderColor: 'divider' }}>
              {t('none')}
            </Typography>
          )}
          {data.services.map((s) => (
            <PolicyBlock
              key={s.serviceId}
              name={s.serviceName}
              policy={s.policy}
              action={actions(s.serviceName, s.serviceId, s.policy, s.serviceId)}
            />
          ))}
        </Box>
      ) : null}
      {editing ? (
        <BookingPolicyDialog
          storeId={storeId}
          services={
            editing.appliesTo === 'store' || !editing.policy
              ? free
              : (data?.services.filter((s) => s.serviceId === editing.appliesTo).map((s) => ({ id: s.serviceId, name: s.serviceName })) ??
                [])
          }
          initial={editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </DetailCard>
  );
}
