import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { CatalogRecordActions, type CatalogRecordActionsProps } from './catalog-record-actions.tsx';
import { CatalogStatusChip } from './catalog-status.tsx';

/** A service, package or product page: its name and status, the record actions, then its cards in two columns. */
export function CatalogDetailLayout({ children, ...actions }: CatalogRecordActionsProps & { children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gap: 2.5, maxWidth: 1100 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
          {actions.name}
        </Typography>
        <CatalogStatusChip active={actions.active} archived={actions.archived} size="medium" />
      </Box>
      <CatalogRecordActions {...actions} />
      <Box
        sx={{
          display: 'grid',
          gap: 2.5,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
          alignItems: 'start',
        }}
      >
        {children}
      </Box>
    </Box>
  );
}
