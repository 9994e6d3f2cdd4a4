import TableContainer from '@mui/material/TableContainer';
import type { ReactNode } from 'react';

/**
 * The box of a table that may be wider than a phone: it scrolls sideways, and because it can take the focus (and is
 * named like its table) a keyboard user can scroll it too (axe: scrollable-region-focusable).
 */
export function ScrollTable({
  label,
  labelledBy,
  id,
  children,
}: {
  label?: string;
  labelledBy?: string;
  id?: string;
  children: ReactNode;
}) {
  return (
    <TableContainer id={id} tabIndex={0} role="region" aria-label={label} aria-labelledby={labelledBy}>
      {children}
    </TableContainer>
  );
}
