import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { type ReactNode, Suspense } from 'react';

/**
 * A local Suspense boundary for a part of a page whose labels (or code) may arrive after the page: while they load,
 * only this part shows a small spinner; the rest of the page the user is working in stays mounted.
 */
export function NamespaceBoundary({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <Box role="status" aria-label="Loading" sx={{ display: 'flex', justifyContent: 'center', py: 1 }}>
          <CircularProgress size={20} aria-hidden />
        </Box>
      }
    >
      {children}
    </Suspense>
  );
}
