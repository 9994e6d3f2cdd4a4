import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PERMISSION_AREAS } from '@salon/shared';
import { useTranslation } from 'react-i18next';
import { areaState, toggleArea, toggleFlag } from '../permission-tree.ts';

/**
 * The flags of spec section 6 grouped by area: a select-all box per area, one labelled box per flag.
 * Flags the editor does not hold are shown but cannot be switched (the server would refuse them).
 */
export function PermissionTreeView({
  selected,
  grantable,
  readOnly,
  onChange,
}: {
  selected: ReadonlySet<string>;
  grantable: ReadonlySet<string>;
  readOnly: boolean;
  onChange: (next: Set<string>) => void;
}) {
  const { t } = useTranslation('rbac');
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' },
        alignItems: 'start',
      }}
    >
      {PERMISSION_AREAS.map((area) => {
        const state = areaState(area.key, selected, grantable);
        const headingId = `area-${area.key}`;
        return (
          <Paper
            key={area.key}
            variant="outlined"
            component="fieldset"
            aria-labelledby={headingId}
            sx={{ m: 0, mb: 1.5, p: 1.5, minWidth: 0, breakInside: 'avoid', display: 'block', width: '100%', boxSizing: 'border-box' }}
          >
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, borderBottom: 1, borderColor: 'divider', pb: 0.5, mb: 0.5 }}>
              <Checkbox
                size="small"
                checked={state.checked > 0 && state.checked === state.total}
                indeterminate={state.checked > 0 && state.checked < state.total}
                disabled={readOnly || state.grantable === 0}
                onChange={() => onChange(toggleArea(area.key, selected, grantable))}
                slotProps={{ input: { 'aria-label': t('selectAllIn', { area: area.label }) } }}
              />
              <Typography id={headingId} component="legend" sx={{ fontWeight: 700, flexGrow: 1, p: 0, float: 'none' }}>
                {area.label}
              </Typography>
              <Typography variant="body2" color="text.secondary" aria-label={t('countOf', { checked: state.checked, total: state.total })}>
                {state.checked}/{state.total}
              </Typography>
            </Box>
            <Box sx={{ display: 'grid', pl: { xs: 0, sm: 2 } }}>
              {area.flags.map((flag) => {
                const locked = !grantable.has(flag.key);
                return (
                  <FormControlLabel
                    key={flag.key}
                    disabled={readOnly || locked}
                    label={
                      <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', columnGap: 1 }}>
                        <span>{flag.label}</span>
                        {locked && !readOnly ? (
                          <Typography component="span" variant="caption" color="text.secondary">
                            {t('notHeld')}
                          </Typography>
                        ) : null}
                      </Box>
                    }
                    control={
                      <Checkbox
                        size="small"
                        checked={selected.has(flag.key)}
                        onChange={() => onChange(toggleFlag(flag.key, selected, grantable))}
                      />
                    }
                    sx={{ mr: 0 }}
                  />
                );
              })}
            </Box>
          </Paper>
        );
      })}
    </Box>
  );
}
