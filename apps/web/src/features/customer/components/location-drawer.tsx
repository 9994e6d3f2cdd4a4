import Close from '@mui/icons-material/Close';
import MyLocation from '@mui/icons-material/MyLocation';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { addressTextSchema } from '@salon/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.ts';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { locationCleared, locationDrawerToggled, locationSet } from '../customer-slice.ts';
import { useGeolocation } from '../use-geolocation.ts';

const cityFormSchema = z.object({ city: addressTextSchema.pipe(z.string().max(60, 'City must be at most 60 characters')) });

/** Where the customer is: the browser's position or a typed city (customer state "location"). */
export function LocationDrawer() {
  const { t } = useTranslation('customer');
  const dispatch = useAppDispatch();
  const titleId = useId();
  const open = useAppSelector((state) => state.customer.locationDrawer);
  const location = useAppSelector((state) => state.customer.location);
  const { locate, locating, problem } = useGeolocation();
  const form = useZodForm(cityFormSchema, { city: location.city });
  const close = () => dispatch(locationDrawerToggled(false));

  const shareMyPosition = async () => {
    const position = await locate();
    if (!position) return;
    dispatch(locationSet({ currentLat: position.lat, currentLong: position.long }));
    close();
  };
  const saveCity = form.handleSubmit(({ city }) => {
    dispatch(locationSet({ city }));
    close();
  });

  return (
    <Drawer anchor="left" open={open} onClose={close} slotProps={{ paper: { 'aria-labelledby': titleId } }}>
      <Box sx={{ width: { xs: 300, sm: 360 }, p: 3, display: 'grid', gap: 2.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography id={titleId} variant="h2">
            {t('locationTitle')}
          </Typography>
          <IconButton aria-label={t('close')} onClick={close}>
            <Close />
          </IconButton>
        </Box>
        <Typography color="text.secondary">{t('locationIntro')}</Typography>
        <Button variant="contained" startIcon={<MyLocation />} onClick={() => void shareMyPosition()} disabled={locating}>
          {locating ? t('locating') : t('useMyLocation')}
        </Button>
        {problem ? <Alert severity="warning">{t(`geolocation.${problem}`)}</Alert> : null}
        <Divider>{t('or')}</Divider>
        <Box component="form" noValidate onSubmit={saveCity} aria-label={t('typeCity')} sx={{ display: 'grid', gap: 1.5 }}>
          <FormTextField control={form.control} name="city" label={t('city')} autoComplete="address-level2" maxLength={60} />
          <Button type="submit" variant="outlined">
            {t('saveCity')}
          </Button>
        </Box>
        {location.city || location.currentLat !== null ? (
          <Button color="inherit" onClick={() => dispatch(locationCleared())}>
            {t('clearLocation')}
          </Button>
        ) : null}
      </Box>
    </Drawer>
  );
}
