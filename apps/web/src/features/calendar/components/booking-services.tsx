import Alert from '@mui/material/Alert';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { formatMoney, sumCents } from '@salon/shared';
import { useTranslation } from 'react-i18next';
import { ServiceCheckboxes } from './service-checkboxes.tsx';

type StoreServices = readonly { id: string; name: string; durationMinutes: number; priceCents: number }[] | undefined;

/** The booking dialogs' services fieldset: the store's services as checkboxes, with the total time and price. */
export function BookingServices({
  services,
  selected,
  onChange,
  errors,
}: {
  services: StoreServices;
  selected: string[];
  onChange: (update: (ids: string[]) => string[]) => void;
  errors: Record<string, string>;
}) {
  const { t } = useTranslation('calendar');
  const chosen = (services ?? []).filter((s) => selected.includes(s.id));
  const totalMinutes = chosen.reduce((m, s) => m + s.durationMinutes, 0);
  const totalCents = sumCents(chosen.map((s) => s.priceCents));
  return (
    <FormControl component="fieldset" error={Boolean(errors.services || errors.serviceIds)}>
      <FormLabel component="legend">{t('services')}</FormLabel>
      {services && !services.length ? <Alert severity="info">{t('noServices')}</Alert> : null}
      <ServiceCheckboxes
        services={services ?? []}
        selected={selected}
        onChange={onChange}
        sx={{ maxHeight: 200, overflowY: 'auto', flexWrap: 'nowrap' }}
      />
      <FormHelperText>
        {errors.services ??
          errors.serviceIds ??
          (chosen.length ? t('totalDuration', { minutes: totalMinutes, price: formatMoney(totalCents) }) : t('servicesHelp'))}
      </FormHelperText>
    </FormControl>
  );
}
