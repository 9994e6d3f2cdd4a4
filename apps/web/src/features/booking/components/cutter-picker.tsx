import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { BookingMenuCutter } from '@salon/shared';
import { useTranslation } from 'react-i18next';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');

/** "Any available" or one of the cutters who can do every chosen service. */
export function CutterPicker({
  cutters,
  value,
  onChange,
  labelId,
}: {
  cutters: readonly BookingMenuCutter[];
  value: string;
  onChange: (id: string) => void;
  labelId: string;
}) {
  const { t } = useTranslation('booking');
  const options = [
    { id: 'any', name: t('anyAvailable'), hint: t('anyHint') },
    ...cutters.map((c) => ({ id: c.id, name: c.name, hint: '' })),
  ];
  return (
    <RadioGroup
      aria-labelledby={labelId}
      value={value}
      onChange={(_event, next) => onChange(next)}
      sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' } }}
    >
      {options.map((option) => (
        <Paper
          key={option.id}
          variant="outlined"
          sx={{ px: 1, py: 0.5, borderColor: value === option.id ? 'primary.main' : undefined, borderWidth: value === option.id ? 2 : 1 }}
        >
          <FormControlLabel
            value={option.id}
            control={<Radio />}
            sx={{ m: 0, width: '100%' }}
            label={
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, py: 0.5 }}>
                <Avatar
                  aria-hidden
                  sx={{ width: 32, height: 32, fontSize: '0.85rem', bgcolor: 'primary.main', color: 'primary.contrastText' }}
                >
                  {option.id === 'any' ? '★' : initials(option.name)}
                </Avatar>
                <Box>
                  <Typography sx={{ fontWeight: 600 }}>{option.name}</Typography>
                  {option.hint ? (
                    <Typography variant="body2" color="text.secondary">
                      {option.hint}
                    </Typography>
                  ) : null}
                </Box>
              </Box>
            }
          />
        </Paper>
      ))}
    </RadioGroup>
  );
}
