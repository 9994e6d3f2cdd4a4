import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { hasAccess } from '@salon/shared';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../api/api-error.ts';
import { AccessGuard } from '../../../components/access-guard.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useSession } from '../../session/session-context.ts';
import { RoleEditor } from '../components/role-editor.tsx';
import { useRolesQuery } from '../roles.api.ts';

export const RBAC_FLAGS = ['view_roles', 'create_roles', 'edit_roles'];

/** /admin/rbac-management: the tenant's roles; view, create or edit one as a grouped tree of flags. */
export function RbacManagementPage() {
  return (
    <AccessGuard flags={RBAC_FLAGS}>
      <RbacManagement />
    </AccessGuard>
  );
}

function RbacManagement() {
  const { t } = useTranslation('rbac');
  const { data: session } = useSession();
  const [params, setParams] = useSearchParams();
  const { data: roles, isLoading, error } = useRolesQuery();
  const chosen = params.get('role');
  const creating = chosen === 'new';
  const role = roles?.find((r) => r.id === chosen) ?? null;
  const mayCreate = hasAccess(session?.accessControls, ['create_roles', 'create_role_definition']);
  // A phone gets a select instead of the list, so the tree starts near the top.
  const wide = useMediaQuery(useTheme().breakpoints.up('lg'));

  if (isLoading) return <PageLoader />;
  if (error) return <Alert severity="error">{errorMessage(error)}</Alert>;

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h1" sx={{ flexGrow: 1 }}>
          {t('title')}
        </Typography>
        {mayCreate ? (
          <Button variant="contained" onClick={() => setParams({ role: 'new' })}>
            {t('newRole')}
          </Button>
        ) : null}
      </Box>
      <Box
        sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: '260px minmax(0, 1fr)' }, alignItems: 'start' }}
      >
        {wide ? (
          <Paper variant="outlined" component="nav" aria-label={t('roles')}>
            <List dense disablePadding component="ul">
              {(roles ?? []).map((r) => (
                <li key={r.id}>
                  <ListItemButton
                    selected={r.id === chosen}
                    aria-current={r.id === chosen ? 'true' : undefined}
                    onClick={() => setParams({ role: r.id })}
                  >
                    <ListItemText
                      primary={r.name}
                      secondary={`${t(`scope.${r.scope}`, { defaultValue: r.scope })} · ${t('holders', { count: r.holderCount })}`}
                    />
                  </ListItemButton>
                </li>
              ))}
            </List>
          </Paper>
        ) : (
          <TextField
            select
            label={t('role')}
            value={creating ? '' : (role?.id ?? '')}
            onChange={(event) => setParams({ role: event.target.value })}
          >
            {(roles ?? []).map((r) => (
              <MenuItem key={r.id} value={r.id}>
                {r.name}
              </MenuItem>
            ))}
          </TextField>
        )}
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 }, minWidth: 0 }}>
          {creating || role ? (
            <RoleEditor key={chosen ?? 'none'} role={role} onSaved={(saved) => setParams({ role: saved.id })} />
          ) : (
            <Typography color="text.secondary">{t('choose')}</Typography>
          )}
        </Paper>
      </Box>
    </Box>
  );
}
