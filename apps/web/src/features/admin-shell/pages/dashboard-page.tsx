import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../session/session-context.ts';
import { displayName } from '../../session/display-name.ts';
import { TodayPanel } from '../../dashboards/today-panel.tsx';
import { OwnerChecklistPanel } from '../../salon-setup/owner-checklist-panel.tsx';

/** The landing page after sign-in: today at the header's store (what the person's flags open), then their roles. */
export function DashboardPage() {
  const { t } = useTranslation('adminShell');
  const { data } = useSession();
  if (!data) return null;
  const { user, isStoreOwner, ownerMappings } = data;
  return (
    <Box sx={{ display: 'grid', gap: 3, maxWidth: 960 }}>
      <Box>
        <Typography variant="h1">{t('welcome', { name: displayName(user) })}</Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('dashboardIntro')}
        </Typography>
      </Box>
      {/* Tenant-wide staff (the owner) see the salon's first steps until all are done. */}
      {user.roles.some((role) => role.storeId === null) ? <OwnerChecklistPanel /> : null}
      <TodayPanel />
      <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
        <Typography variant="h2" sx={{ p: 2, pb: 1 }}>
          {t('yourRoles')}
        </Typography>
        {user.roles.length === 0 ? (
          <Typography sx={{ p: 2 }} color="text.secondary">
            {t('noRoles')}
          </Typography>
        ) : (
          <Table size="small" aria-label={t('yourRoles')} sx={{ '& th': { fontWeight: 600, color: 'text.secondary' } }}>
            <TableHead>
              <TableRow>
                <TableCell scope="col">{t('store')}</TableCell>
                <TableCell scope="col">{t('role')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {user.roles.map((role) => (
                <TableRow key={`${role.storeId ?? 'all'}-${role.roleId}`}>
                  <TableCell>{role.storeId ? role.storeName || role.storeId : t('allStores')}</TableCell>
                  <TableCell>{role.name}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Paper>
      {isStoreOwner && ownerMappings.length > 0 ? (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="h2" sx={{ mb: 1.5 }}>
            {t('storesYouOwn')}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {ownerMappings.map((mapping) => (
              <Chip key={mapping.storeId} label={mapping.storeName || mapping.storeId} />
            ))}
          </Box>
        </Paper>
      ) : null}
    </Box>
  );
}
