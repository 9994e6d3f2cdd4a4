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
import type { TenantSummary } from '@salon/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/api-error.ts';
import { AccessGuard } from '../../components/access-guard.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { useToast } from '../../components/toast/use-toast.ts';
import { useSetTenantStatusMutation, useTenantsQuery } from './tenants.api.ts';

/** /admin/tenants (Super Admin): every tenant, suspend and resume. */
export function TenantsPage() {
  return (
    <AccessGuard flags={['super_admin']}>
      <Tenants />
    </AccessGuard>
  );
}

function Tenants() {
  const { t, i18n } = useTranslation('tenants');
  const { data, error, isLoading } = useTenantsQuery();
  const [setStatus, setting] = useSetTenantStatusMutation();
  const [suspending, setSuspending] = useState<TenantSummary | null>(null);
  const toast = useToast();
  const run = async (tenant: TenantSummary, action: 'Suspend' | 'Resume') => {
    try {
      await setStatus({ id: tenant.id, action }).unwrap();
      toast.success(t(action === 'Suspend' ? 'suspended' : 'resumed', { name: tenant.name }), { autoHide: true });
    } catch (e) {
      toast.error(errorMessage(e));
    }
  };
  if (isLoading) return <PageLoader />;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="h1">{t('title')}</Typography>
      <Typography color="text.secondary">{t('intro')}</Typography>
      {error ? <Alert severity="error">{errorMessage(error)}</Alert> : null}
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label={t('title')}>
          <TableHead>
            <TableRow>
              {(['name', 'slug', 'status', 'brands', 'stores', 'created', 'actions'] as const).map((c) => (
                <TableCell key={c}>{t(c)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {(data ?? []).map((tenant) => (
              <TableRow key={tenant.id}>
                <TableCell>{tenant.name}</TableCell>
                <TableCell>{tenant.slug}</TableCell>
                <TableCell>
                  <Chip size="small" color={tenant.status === 'active' ? 'success' : 'warning'} label={t(`status.${tenant.status}`)} />
                </TableCell>
                <TableCell>{tenant.brands}</TableCell>
                <TableCell>{tenant.stores}</TableCell>
                <TableCell>{new Date(tenant.createdAt).toLocaleDateString(i18n.language)}</TableCell>
                <TableCell>
                  {tenant.status === 'active' ? (
                    <Button size="small" color="error" disabled={setting.isLoading} onClick={() => setSuspending(tenant)}>
                      {t('suspend')}
                    </Button>
                  ) : (
                    <Button size="small" disabled={setting.isLoading} onClick={() => void run(tenant, 'Resume')}>
                      {t('resume')}
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <ConfirmDialog
        open={Boolean(suspending)}
        title={t('suspendTitle', { name: suspending?.name ?? '' })}
        message={t('suspendMessage')}
        confirmLabel={t('suspend')}
        cancelLabel={t('cancel')}
        busy={setting.isLoading}
        onCancel={() => setSuspending(null)}
        onConfirm={() => {
          const tenant = suspending;
          setSuspending(null);
          if (tenant) void run(tenant, 'Suspend');
        }}
      />
    </Box>
  );
}
