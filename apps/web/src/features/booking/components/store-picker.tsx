import DirectionsOutlined from '@mui/icons-material/DirectionsOutlined';
import MyLocationOutlined from '@mui/icons-material/MyLocationOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import Typography from '@mui/material/Typography';
import { type BookingStore, formatWallTime } from '@salon/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.ts';
import { locationDrawerToggled } from '../../customer/customer-slice.ts';
import { MAP_LINK_ATTRIBUTES, distanceKm, mapLink } from '../../customer/map-link.ts';

export function bookingStoreAddress(store: Pick<BookingStore, 'address' | 'city' | 'state' | 'postalCode'>): string {
  return [store.address, [store.city, [store.state, store.postalCode].filter(Boolean).join(' ')].filter(Boolean).join(', ')]
    .filter(Boolean)
    .join(', ');
}

const coordinate = (value: string | null) => (value === null || value.trim() === '' ? null : Number(value));

/** The stores, nearest first when the customer's position is known, else by name. */
export function useSortedStores(stores: readonly BookingStore[]) {
  const location = useAppSelector((state) => state.customer.location);
  const { currentLat: lat, currentLong: long } = location;
  const distanceOf = (store: BookingStore): number | null => {
    const sLat = coordinate(store.geoLat);
    const sLong = coordinate(store.geoLong);
    if (lat === null || long === null || sLat === null || sLong === null || !Number.isFinite(sLat) || !Number.isFinite(sLong)) return null;
    return distanceKm({ lat, long }, { lat: sLat, long: sLong });
  };
  const sorted = [...stores]
    .map((store) => ({ store, distance: distanceOf(store) }))
    .sort(
      (a, b) =>
        (a.distance ?? Number.POSITIVE_INFINITY) - (b.distance ?? Number.POSITIVE_INFINITY) || a.store.name.localeCompare(b.store.name),
    );
  return { sorted, located: lat !== null && long !== null, from: { lat, long } };
}

export function StoreHoursToday({ store }: { store: BookingStore }) {
  const { t } = useTranslation('booking');
  return (
    <Typography variant="body2" color="text.secondary">
      {store.todayHours
        ? t('openToday', { open: formatWallTime(store.todayHours.open), close: formatWallTime(store.todayHours.close) })
        : t('closedToday')}
    </Typography>
  );
}

export function StoreMapLink({ store, from }: { store: BookingStore; from: { lat: number | null; long: number | null } }) {
  const { t } = useTranslation('booking');
  const address = bookingStoreAddress(store);
  const href = mapLink({ lat: coordinate(store.geoLat), long: coordinate(store.geoLong), query: address || store.name }, from);
  return (
    <Button
      component="a"
      href={href}
      {...MAP_LINK_ATTRIBUTES}
      size="small"
      startIcon={<DirectionsOutlined />}
      aria-label={t('mapOf', { name: store.name })}
    >
      {t('map')}
    </Button>
  );
}

/** One radio card per store: name, address, today's hours, distance and a map link. */
export function StorePicker({
  stores,
  value,
  onChange,
}: {
  stores: readonly BookingStore[];
  value: string | null;
  onChange: (id: string) => void;
}) {
  const { t } = useTranslation('booking');
  const dispatch = useAppDispatch();
  const name = useId();
  const { sorted, located, from } = useSortedStores(stores);
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1, minWidth: 180 }}>
          {located ? t('nearestFirst') : t('byName')}
        </Typography>
        {located ? null : (
          <Button size="small" startIcon={<MyLocationOutlined />} onClick={() => dispatch(locationDrawerToggled(true))}>
            {t('useLocation')}
          </Button>
        )}
      </Box>
      <Box
        role="radiogroup"
        aria-label={t('chooseSalon')}
        sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }}
      >
        {sorted.map(({ store, distance }) => {
          const id = `${name}-${store.id}`;
          const checked = value === store.id;
          return (
            <Paper
              key={store.id}
              variant="outlined"
              sx={{
                p: 1.5,
                display: 'flex',
                gap: 1,
                alignItems: 'flex-start',
                borderColor: checked ? 'primary.main' : undefined,
                borderWidth: checked ? 2 : 1,
                opacity: store.onlineBooking ? 1 : 0.75,
              }}
            >
              <Radio
                checked={checked}
                disabled={!store.onlineBooking}
                onChange={() => onChange(store.id)}
                name={name}
                value={store.id}
                slotProps={{ input: { id, 'aria-describedby': `${id}-details` } }}
                sx={{ mt: -0.5 }}
              />
              <Box sx={{ minWidth: 0, flex: 1 }}>
                <Typography
                  component="label"
                  htmlFor={id}
                  sx={{ fontWeight: 600, display: 'block', cursor: store.onlineBooking ? 'pointer' : 'default' }}
                >
                  {store.name}
                </Typography>
                <Box id={`${id}-details`}>
                  <Typography variant="body2" color="text.secondary">
                    {bookingStoreAddress(store) || t('addressUnknown')}
                  </Typography>
                  <StoreHoursToday store={store} />
                  {distance !== null ? <Typography variant="body2">{t('distance', { km: distance.toFixed(1) })}</Typography> : null}
                  {store.onlineBooking ? null : (
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {store.phoneNumber ? t('callToBook', { phone: store.phoneNumber }) : t('noOnlineBooking')}
                    </Typography>
                  )}
                </Box>
                <Box sx={{ mt: 0.5, ml: -0.75 }}>
                  <StoreMapLink store={store} from={from} />
                </Box>
              </Box>
            </Paper>
          );
        })}
      </Box>
    </Box>
  );
}
