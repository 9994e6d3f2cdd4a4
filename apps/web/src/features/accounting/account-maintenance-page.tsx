import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { StoreGroup } from '@salon/shared';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/api-error.ts';
import { AccessGuard } from '../../components/access-guard.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { useToast } from '../../components/toast/use-toast.ts';
import { useConnectMutation, useDisconnectMutation, useStoreGroupsQuery } from './accounting.api.ts';
import { ExportHistory } from './export-history.tsx';
import { ACCOUNTING_FLAGS, ConnectionChip } from './store-groups-page.tsx';

/** /admin/accounting/account-maintenance: each group's QuickBooks connection, and the export history. */
export function AccountMaintenancePage() {
  return (
    <AccessGuard flags={ACCOUNTING_FLAGS}>
      <AccountMaintenance />
    </AccessGuard>
  );
}

function AccountMaintenance() {
  const { t } = useTranslation('accounting');
  const groups = useStoreGroupsQuery();
  if (groups.isLoading) return <PageLoader />;
  if (groups.error) return <Alert severity="error">{errorMessage(groups.error)}</Alert>;
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Typography variant="h1">{t('maintenance.title')}</Typography>
      {groups.data?.items.length ? null : <Alert severity="info">{t('groups.none')}</Alert>}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {groups.data?.items.map((g) => (
          <GroupConnection key={g.id} group={g} />
        ))}
      </Box>
      <Typography variant="h2">{t('maintenance.history')}</Typography>
      <ExportHistory />
    </Box>
  );
}

function GroupConnection({ group }: { group: StoreGroup }) {
  const { t } = useTranslation('accounting');
  const toast = useToast();
  const [connect, connecting] = useConnectMutation();
  const [disconnect, disconnecting] = useDisconnectMutation();
  const c = group.connection;
  const go = async () => {
    try {
      const { authorizeUrl } = await connect(group.id).unwrap();
      window.location.assign(authorizeUrl);
    } catch (e) {
      toast.error(errorMessage(e));
    }
  };
  const drop = async () => {
    try {
      await disconnect(group.id).unwrap();
      toast.success(t('maintenance.disconnected'));
    } catch (e) {
      toast.error(errorMessage(e));
    }
  };
  const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : t('maintenance.never'));
  return (
    <Card variant="outlined" component="section" aria-label={group.name}>
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
          <Typography variant="h3" component="h2">
            {group.name}
          </Typography>
          <ConnectionChip group={group} />
        </Box>
        <Typography variant="body2" color="text.secondary">
          {group.stores.map((s) => s.name).join(', ')}
        </Typography>
        {c.companyName ? (
          <Typography variant="body2">
            {t('maintenance.company')}: {c.companyName}
          </Typography>
        ) : null}
        <Typography variant="body2">
          {t('maintenance.lastExport')}: {when(c.lastExportAt)}
        </Typography>
      </CardContent>
      <CardActions>
        {c.status === 'connected' ? (
          <Button onClick={() => void drop()} disabled={disconnecting.isLoading}>
            {t('maintenance.disconnect')}
          </Button>
        ) : (
          <Button variant="contained" onClick={() => void go()} disabled={connecting.isLoading}>
            {c.status === 'reconnect' ? t('maintenance.reconnect') : t('maintenance.connect')}
          </Button>
        )}
      </CardActions>
    </Card>
  );
}
