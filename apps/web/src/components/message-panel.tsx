import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A centred card with a heading, a sentence and actions: errors, empty states, confirmations. */
export function MessagePanel({ title, message, children }: { title: string; message: string; children?: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', px: 2, py: { xs: 4, md: 8 } }}>
      <Paper sx={{ p: { xs: 3, sm: 4 }, maxWidth: 480, width: '100%', textAlign: 'center' }}>
        <Typography variant="h1" component="h1" sx={{ mb: 1.5 }}>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: children ? 3 : 0 }}>
          {message}
        </Typography>
        {children ? <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap' }}>{children}</Box> : null}
      </Paper>
    </Box>
  );
}
