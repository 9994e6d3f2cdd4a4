import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { StoreGroup } from '@salon/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/api-error.ts';
import { AccessGuard } from '../../components/access-guard.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { useStoreGroupsQuery } from './accounting.api.ts';
import { StoreGroupDialog } from './store-group-dialog.tsx';

export const ACCOUNTING_FLAGS = ['accounting_module'];
/** The accountant role (accounting_exports) runs and downloads exports without the rest of the module. */
export const EXPORT_FLAGS = ['accounting_module', 'accounting_exports'];

export function ConnectionChip({ group }: { group: StoreGroup }) {
  const { t } = useTranslation('accounting');
  const status = group.connection.status;
  return (
    <Chip
      size="small"
      label={t(`status.${status}`)}
      color={status === 'connected' ? 'success' : status === 'reconnect' ? 'warning' : 'default'}
    />
  );
}

/** /admin/accounting/store-groups: the groups (one QuickBooks company each) with their stores. */
export function StoreGroupsPage() {
  return (
    <AccessGuard flags={ACCOUNTING_FLAGS}>
      <StoreGroups />
    </AccessGuard>
  );
}

function StoreGroups() {
  const { t } = useTranslation('accounting');
  const groups = useStoreGroupsQuery();
  const [editing, setEditing] = useState<StoreGroup | 'new' | null>(null);
  if (groups.isLoading) return <PageLoader />;
  if (groups.error) return <Alert severity="error">{errorMessage(groups.error)}</Alert>;
  const items = groups.data?.items ?? [];
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="h1">{t('groups.title')}</Typography>
        <Button variant="contained" onClick={() => setEditing('new')}>
          {t('groups.create')}
        </Button>
      </Box>
      <Typography color="text.secondary">{t('groups.intro')}</Typography>
      {items.length === 0 ? (
        <Alert severity="info">{t('groups.none')}</Alert>
      ) : (
        <TableContainer component={Paper}>
          <Table size="small" aria-label={t('groups.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('groups.name')}</TableCell>
                <TableCell>{t('groups.stores')}</TableCell>
                <TableCell>{t('groups.connection')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((g) => (
                <TableRow key={g.id}>
                  <TableCell>{g.name}</TableCell>
                  <TableCell>{g.stores.map((s) => s.name).join(', ')}</TableCell>
                  <TableCell>
                    <ConnectionChip group={g} />
                  </TableCell>
                  <TableCell align="right">
                    <Button size="small" onClick={() => setEditing(g)} aria-label={`${t('groups.edit')} ${g.name}`}>
                      {t('groups.edit')}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {editing ? <StoreGroupDialog group={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} /> : null}
    </Box>
  );
}
