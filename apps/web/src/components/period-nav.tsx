// The pieces every schedule toolbar has: the store choice, and previous / period / next / back-to-now navigation
// (the calendar's day or week, the shift pages' week).
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { StoreOption } from '../features/admin-shell/components/store-selector.tsx';

type Width = number | { xs: number | string; sm: number };

export function StoreSelect({
  label,
  stores,
  storeId,
  onChange,
  width,
}: {
  label: string;
  stores: readonly StoreOption[];
  storeId: string;
  onChange: (id: string) => void;
  width: number;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={storeId}
      onChange={(event) => onChange(event.target.value)}
      sx={{ width: { xs: '100%', sm: width } }}
    >
      {stores.map((store) => (
        <MenuItem key={store.id} value={store.id}>
          {store.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Previous, the period shown (announced when it changes), next, and a jump back to the current period. */
export function PeriodNav({
  groupLabel,
  label,
  labelWidth,
  previous,
  next,
  current,
}: {
  groupLabel: string;
  label: string;
  labelWidth: Width;
  previous: { label: string; go: () => void };
  next: { label: string; go: () => void };
  current: { label: string; go: () => void; here: boolean };
}) {
  return (
    <Box role="group" aria-label={groupLabel} sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'nowrap' }}>
      <Tooltip title={previous.label}>
        <IconButton aria-label={previous.label} onClick={previous.go}>
          <ChevronLeftIcon />
        </IconButton>
      </Tooltip>
      <Typography component="p" aria-live="polite" sx={{ minWidth: labelWidth, textAlign: 'center', fontWeight: 500 }}>
        {label}
      </Typography>
      <Tooltip title={next.label}>
        <IconButton aria-label={next.label} onClick={next.go}>
          <ChevronRightIcon />
        </IconButton>
      </Tooltip>
      <Button size="small" onClick={current.go} disabled={current.here}>
        {current.label}
      </Button>
    </Box>
  );
}
