import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { type Store, WEEKDAY_KEYS, hasAccess } from '@salon/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { errorMessage } from '../../../api/api-error.ts';
import { AccessGuard } from '../../../components/access-guard.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DetailCard } from '../../../components/data-table/detail-card.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useToast } from '../../../components/toast/use-toast.ts';
import { ReviewList } from '../../../components/wizard/wizard-review.tsx';
import { useSession } from '../../session/session-context.ts';
import { StoreDocumentsCard } from '../components/store-documents-card.tsx';
import { StoreNotesCard } from '../components/store-notes-card.tsx';
import { StorePeopleCard } from '../components/store-people-card.tsx';
import { StoreKiosksCard } from '../../kiosk/components/store-kiosks-card.tsx';
import { BookingPolicyCard } from '../../deposits/components/booking-policy-card.tsx';
import { weekdayName } from '../store-format.ts';
import { useActivateStoreMutation, useSetOnlineBookingMutation, useStoreQuery } from '../stores.api.ts';

/** /admin/store/{id}: details, status, online booking, documents, people and notes of one store. */
export function StoreDetailPage() {
  return (
    <AccessGuard flags={['view_store_details', 'edit_store_details']}>
      <StoreDetail />
    </AccessGuard>
  );
}

function StoreDetail() {
  const { id = '' } = useParams();
  const { data: session } = useSession();
  const { data: store, error, isLoading } = useStoreQuery(id);
  if (isLoading) return <PageLoader />;
  if (error || !store) return <Alert severity="error">{errorMessage(error)}</Alert>;
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <StoreHeader store={store} />
      <Box
        sx={{
          display: 'grid',
          gap: 2.5,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: 'grid', gap: 2.5, minWidth: 0 }}>
          <StoreSummaryCard store={store} />
          <BookingPolicyCard storeId={store.id} />
          <StoreNotesCard storeId={store.id} timezone={store.storeDetails.timezone} />
        </Box>
        <Box sx={{ display: 'grid', gap: 2.5, minWidth: 0 }}>
          <StoreDocumentsCard store={store} />
          <StorePeopleCard store={store} />
          {hasAccess(session?.accessControls, ['manage_kiosks']) ? (
            <StoreKiosksCard storeId={store.id} timezone={store.storeDetails.timezone} />
          ) : null}
        </Box>
      </Box>
    </Box>
  );
}

function StoreHeader({ store }: { store: Store }) {
  const { t } = useTranslation('stores');
  const { data: session } = useSession();
  const toast = useToast();
  const controls = session?.accessControls;
  const [confirmActivate, setConfirmActivate] = useState(false);
  const [activate, activating] = useActivateStoreMutation();
  const [setBooking, booking] = useSetOnlineBookingMutation();

  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      toast.success(done, { autoHide: true });
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
          {store.basicDetails.name}
        </Typography>
        <Chip color={store.status === 'active' ? 'success' : 'warning'} label={t(`status.${store.status}`)} />
      </Box>
      <Typography color="text.secondary">{store.brandName}</Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        {hasAccess(controls, ['toggle_online_booking']) ? (
          <FormControlLabel
            control={
              <Switch
                checked={store.onlineBooking}
                disabled={booking.isLoading}
                onChange={(_, checked) =>
                  void run(() => setBooking({ id: store.id, onlineBooking: checked }).unwrap(), checked ? t('bookingOn') : t('bookingOff'))
                }
              />
            }
            label={t('onlineBooking')}
          />
        ) : (
          <Chip variant="outlined" label={`${t('onlineBooking')}: ${store.onlineBooking ? t('on') : t('off')}`} />
        )}
        {store.status === 'pending' && hasAccess(controls, ['activate_store']) ? (
          <Button variant="contained" onClick={() => setConfirmActivate(true)} disabled={activating.isLoading}>
            {t('activate')}
          </Button>
        ) : null}
        {hasAccess(controls, ['edit_store_details']) ? (
          <Button variant="outlined" component={RouterLink} to={`/admin/store/${store.id}/edit`}>
            {t('editStore')}
          </Button>
        ) : null}
      </Box>
      <ConfirmDialog
        open={confirmActivate}
        title={t('activateTitle')}
        message={t('activateMessage', { name: store.basicDetails.name })}
        confirmLabel={t('activate')}
        cancelLabel={t('cancel')}
        busy={activating.isLoading}
        onCancel={() => setConfirmActivate(false)}
        onConfirm={() => {
          setConfirmActivate(false);
          void run(() => activate(store.id).unwrap(), t('activated'));
        }}
      />
    </Box>
  );
}

function StoreSummaryCard({ store }: { store: Store }) {
  const { t, i18n } = useTranslation('stores');
  const { basicDetails, storeDetails, legalInfo, otherInfo } = store;
  const a = basicDetails.address;
  return (
    <DetailCard title={t('details')}>
      <ReviewList
        items={[
          [t('address'), [a.addressLine1, a.addressLine2, a.city, a.state, a.postalCode].filter(Boolean).join(', ')],
          [t('phoneNumber'), basicDetails.phoneNumber],
          [t('email'), basicDetails.email],
          [t('timezone'), storeDetails.timezone],
          [t('geoPosition'), storeDetails.geoPosition],
          [t('slotInterval'), `${storeDetails.slotInterval} min`],
          [
            t('openingHours'),
            <Box component="span" key="hours" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2 }}>
              {WEEKDAY_KEYS.map((day) => {
                const hours = storeDetails.openingHours[day];
                return [
                  <span key={`${day}-name`}>{weekdayName(day, i18n.language)}</span>,
                  <span key={`${day}-hours`}>{hours ? `${hours.open}–${hours.close}` : t('closed')}</span>,
                ];
              })}
            </Box>,
          ],
          [t('licenseNo'), legalInfo.licenseNo],
          [t('dateOfExpiry'), legalInfo.dateOfExpiry],
          [t('wifiName'), otherInfo.wifiName],
          [t('wifiSecurity'), otherInfo.wifiSecurity],
        ]}
      />
    </DetailCard>
  );
}
