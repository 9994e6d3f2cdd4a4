import DirectionsOutlined from '@mui/icons-material/DirectionsOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { CustomerLocation } from '../customer-slice.ts';
import type { BrandStore } from '../brand.api.ts';
import { MAP_LINK_ATTRIBUTES, distanceKm, mapLink } from '../map-link.ts';

export function storeAddress(store: BrandStore): string {
  return [store.address, [store.city, store.state].filter(Boolean).join(', ')].filter(Boolean).join(', ');
}

export function StoreCard({ store, location }: { store: BrandStore; location: CustomerLocation }) {
  const { t } = useTranslation('customer');
  const address = storeAddress(store);
  const from = { lat: location.currentLat, long: location.currentLong };
  const distance =
    from.lat !== null && from.long !== null && store.geoLat !== null && store.geoLong !== null
      ? distanceKm({ lat: from.lat, long: from.long }, { lat: store.geoLat, long: store.geoLong })
      : null;
  const directions = from.lat !== null;
  const href = mapLink({ lat: store.geoLat, long: store.geoLong, query: address || store.name }, from);
  return (
    <Paper component="article" variant="outlined" sx={{ p: 2.5, display: 'grid', gap: 1, alignContent: 'start' }}>
      <Typography variant="h3" component="h3">
        {store.name}
      </Typography>
      <Typography color="text.secondary">{address || t('addressUnknown')}</Typography>
      {distance !== null ? <Typography variant="body2">{t('distance', { km: distance.toFixed(1) })}</Typography> : null}
      <Box sx={{ mt: 1 }}>
        <Button
          component="a"
          href={href}
          {...MAP_LINK_ATTRIBUTES}
          variant="outlined"
          startIcon={<DirectionsOutlined />}
          // The accessible name starts with the visible text (WCAG 2.5.3, label in name).
          aria-label={directions ? t('directionsTo', { name: store.name }) : t('viewOnMapOf', { name: store.name })}
        >
          {directions ? t('directions') : t('viewOnMap')}
        </Button>
      </Box>
    </Paper>
  );
}
