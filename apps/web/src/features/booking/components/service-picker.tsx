import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type BookingMenuService, MAX_APPOINTMENT_SERVICES, formatMoney } from '@salon/shared';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '../booking-format.ts';

/** Online-bookable services by category, several allowed, each with its duration and price. */
export function ServicePicker({
  services,
  value,
  onChange,
}: {
  services: readonly BookingMenuService[];
  value: readonly string[];
  onChange: (ids: string[]) => void;
}) {
  const { t } = useTranslation('booking');
  const categories = [...new Set(services.map((s) => s.category))];
  const toggle = (id: string) => onChange(value.includes(id) ? value.filter((v) => v !== id) : [...value, id]);
  const full = value.length >= MAX_APPOINTMENT_SERVICES;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {categories.map((category) => (
        <Box key={category} component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
          <Typography component="legend" variant="subtitle2" color="text.secondary" sx={{ mb: 1 }}>
            {category}
          </Typography>
          <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }}>
            {services
              .filter((s) => s.category === category)
              .map((service) => {
                const checked = value.includes(service.id);
                return (
                  <Paper
                    key={service.id}
                    variant="outlined"
                    sx={{ px: 1.5, py: 0.5, borderColor: checked ? 'primary.main' : undefined, borderWidth: checked ? 2 : 1 }}
                  >
                    <FormControlLabel
                      sx={{ m: 0, width: '100%', alignItems: 'center', '& .MuiFormControlLabel-label': { flex: 1, minWidth: 0 } }}
                      control={<Checkbox checked={checked} disabled={!checked && full} onChange={() => toggle(service.id)} />}
                      label={
                        <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', justifyContent: 'space-between', py: 0.75 }}>
                          <Box sx={{ minWidth: 0 }}>
                            <Typography sx={{ fontWeight: 600 }}>{service.name}</Typography>
                            <Typography variant="body2" color="text.secondary">
                              {formatDuration(service.durationMinutes)}
                            </Typography>
                          </Box>
                          <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>{formatMoney(service.priceCents)}</Typography>
                        </Box>
                      }
                    />
                  </Paper>
                );
              })}
          </Box>
        </Box>
      ))}
      {full ? (
        <Typography variant="body2" color="text.secondary">
          {t('maxServices', { count: MAX_APPOINTMENT_SERVICES })}
        </Typography>
      ) : null}
    </Box>
  );
}
