import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { AccountingExport } from '@salon/shared';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/api-error.ts';
import { apiDownload } from '../../api/client.ts';
import { useToast } from '../../components/toast/use-toast.ts';
import { useExportsQuery } from './accounting.api.ts';

export function useDownload() {
  const toast = useToast();
  return async (id: string, format: 'csv' | 'iif') => {
    try {
      const { blob, filename } = await apiDownload(`Accounting/ExportFile/${id}?format=${format}`);
      const url = URL.createObjectURL(blob);
      Object.assign(document.createElement('a'), { href: url, download: filename }).click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };
}

export function StatusChip({ ex }: { ex: AccountingExport }) {
  const { t } = useTranslation('accounting');
  const color = ex.status === 'succeeded' ? 'success' : ex.status === 'failed' ? 'error' : 'info';
  return <Chip size="small" color={color} label={t(`export.status.${ex.status}`)} />;
}

/** The exports of every group, newest first, with their files. */
export function ExportHistory() {
  const { t } = useTranslation('accounting');
  const exports = useExportsQuery();
  const download = useDownload();
  if (exports.error) return <Alert severity="error">{errorMessage(exports.error)}</Alert>;
  const items = exports.data?.items ?? [];
  if (!items.length) return <Alert severity="info">{t('maintenance.noHistory')}</Alert>;
  return (
    <TableContainer component={Paper}>
      <Table size="small" aria-label={t('maintenance.history')}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('export.group')}</TableCell>
            <TableCell>{t('export.range')}</TableCell>
            <TableCell>{t('export.status')}</TableCell>
            <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }} />
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((ex) => (
            <TableRow key={ex.id}>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{ex.groupName}</TableCell>
              <TableCell>
                {ex.from} – {ex.to}
              </TableCell>
              <TableCell>
                <StatusChip ex={ex} />
              </TableCell>
              <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                {ex.error?.message ?? t('export.summary', ex.entries)}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <Button size="small" onClick={() => void download(ex.id, 'csv')}>
                  CSV
                </Button>
                <Button size="small" onClick={() => void download(ex.id, 'iif')}>
                  IIF
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
