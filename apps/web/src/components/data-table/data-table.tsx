import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageLoader } from '../page-loader.tsx';

export interface DataColumn<T> {
  key: string;
  header: string;
  render: (row: T) => ReactNode;
  /** Hidden on screens narrower than this breakpoint (keeps a phone's table readable). */
  hideBelow?: 'sm' | 'md' | 'lg';
}

export interface DataTableProps<T> {
  /** The table's accessible name. */
  label: string;
  rows: readonly T[] | undefined;
  columns: readonly DataColumn<T>[];
  rowKey: (row: T) => string;
  /** The first column links here. */
  rowHref: (row: T) => string;
  total: number;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
  loading: boolean;
  fetching?: boolean;
  error?: string | null;
}

function display(hideBelow?: 'sm' | 'md' | 'lg') {
  return hideBelow ? { display: { xs: 'none', [hideBelow]: 'table-cell' } } : undefined;
}

/** A server-paged list: the first column links to the record, less important columns hide on a phone. */
export function DataTable<T>({
  label,
  rows,
  columns,
  rowKey,
  rowHref,
  total,
  page,
  pageSize,
  onPage,
  onPageSize,
  loading,
  fetching = false,
  error,
}: DataTableProps<T>) {
  const { t } = useTranslation('wizard');
  if (error) return <Alert severity="error">{error}</Alert>;
  if (loading) return <PageLoader />;
  const [first, ...others] = columns;
  return (
    <Paper variant="outlined" sx={{ opacity: fetching ? 0.7 : 1 }}>
      {rows && rows.length > 0 && first ? (
        <TableContainer>
          <Table size="small" aria-label={label}>
            <TableHead>
              <TableRow>
                {columns.map((column) => (
                  <TableCell key={column.key} sx={display(column.hideBelow)}>
                    {column.header}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={rowKey(row)} hover>
                  <TableCell sx={{ fontWeight: 600 }}>
                    <Link component={RouterLink} to={rowHref(row)} underline="hover">
                      {first.render(row)}
                    </Link>
                  </TableCell>
                  {others.map((column) => (
                    <TableCell key={column.key} sx={display(column.hideBelow)}>
                      {column.render(row)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      ) : (
        <Typography sx={{ p: 3 }} color="text.secondary">
          {t('list.noResults')}
        </Typography>
      )}
      <TablePagination
        component="div"
        count={total}
        page={Math.max(0, page - 1)}
        rowsPerPage={pageSize}
        rowsPerPageOptions={[10, 20, 50, 100]}
        labelRowsPerPage={t('list.rowsPerPage')}
        onPageChange={(_event, next) => onPage(next + 1)}
        onRowsPerPageChange={(event) => onPageSize(Number(event.target.value))}
      />
    </Paper>
  );
}
