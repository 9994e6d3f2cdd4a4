import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** Step fields in one column on a phone, two from 600 px; `wide` children span both. */
export function FieldGrid({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2.5,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
        '& > .wide': { gridColumn: '1 / -1' },
      }}
    >
      {children}
    </Box>
  );
}

/** A titled group of fields inside a step (e.g. "Mailing address"). */
export function FieldSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="fieldset" className="wide" sx={{ border: 0, p: 0, m: 0, minWidth: 0, display: 'grid', gap: 2 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, p: 0, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
