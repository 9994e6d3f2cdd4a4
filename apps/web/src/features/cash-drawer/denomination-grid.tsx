import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CASH_DENOMINATIONS, countTotalCents, denominationKey, formatMoney } from '@salon/shared';
import { useTranslation } from 'react-i18next';

export type CountInputs = Record<string, string>;

/** Typed counts -> whole numbers (blank is zero). */
export const countsOf = (inputs: CountInputs): Record<string, number> =>
  Object.fromEntries(
    Object.entries(inputs)
      .filter(([, v]) => /^\d+$/.test(v) && Number(v) > 0)
      .map(([k, v]) => [k, Number(v)]),
  );

/** A count by bill and coin: one whole-number input per denomination, each line's value and the total live. */
export function DenominationGrid({ value, onChange }: { value: CountInputs; onChange: (next: CountInputs) => void }) {
  const { t } = useTranslation('cashDrawer');
  const total = countTotalCents(countsOf(value));
  const group = (kind: 'bill' | 'coin') => (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {kind === 'bill' ? t('bills') : t('coins')}
      </Typography>
      {CASH_DENOMINATIONS.filter((d) => d.kind === kind).map((d) => {
        const key = denominationKey(d);
        const raw = value[key] ?? '';
        const count = /^\d+$/.test(raw) ? Number(raw) : 0;
        return (
          <Box key={key} sx={{ display: 'grid', gridTemplateColumns: '3.5rem minmax(0, 1fr) 5.5rem', alignItems: 'center', gap: 1 }}>
            <Typography component="span" sx={{ fontWeight: 600 }}>
              {d.label}
            </Typography>
            <TextField
              size="small"
              value={raw}
              onChange={(event) => onChange({ ...value, [key]: event.target.value.replace(/\D/g, '').slice(0, 5) })}
              slotProps={{
                htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', 'aria-label': t('countOf', { label: d.label, kind: t(kind) }) },
              }}
            />
            <Typography component="span" variant="body2" sx={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
              {formatMoney(count * d.cents)}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}>
        {group('bill')}
        {group('coin')}
      </Box>
      <Box
        sx={{ display: 'flex', justifyContent: 'space-between', borderTop: 1, borderColor: 'divider', pt: 1 }}
        role="status"
        aria-live="polite"
      >
        <Typography sx={{ fontWeight: 700 }}>{t('total')}</Typography>
        <Typography sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }} data-testid="count-total">
          {formatMoney(total)}
        </Typography>
      </Box>
    </Box>
  );
}
