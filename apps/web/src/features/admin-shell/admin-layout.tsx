import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import type { Session } from '../../api/session-schema.ts';
import { PreferenceButton, PreferenceDrawerSlot } from '../common/preference-button.tsx';
import { AssumedRoleBanner } from '../employees/components/assumed-role-banner.tsx';
import { UserMenu } from '../session/components/user-menu.tsx';
import { visibleNavItems } from './admin-nav.ts';
import { AdminNavList } from './components/admin-nav-list.tsx';
import { StoreSelector, storesOfUser } from './components/store-selector.tsx';
import { NotificationBell } from '../notifications/notification-bell.tsx';

const DRAWER_WIDTH = 248;

/** The admin frame: navigation from the access controls, store selector, preferences, user menu. */
export function AdminLayout({ session, children }: { session: Session; children?: ReactNode }) {
  const { t } = useTranslation('adminShell');
  const [mobileOpen, setMobileOpen] = useState(false);
  const items = useMemo(() => visibleNavItems(session.accessControls), [session.accessControls]);
  const hasStores = storesOfUser(session.user).length > 0;
  const nav = <AdminNavList items={items} onNavigate={() => setMobileOpen(false)} />;

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <AppBar
        position="fixed"
        color="default"
        elevation={0}
        sx={{ zIndex: (theme) => theme.zIndex.drawer + 1, borderBottom: 1, borderColor: 'divider' }}
      >
        <Toolbar sx={{ gap: { xs: 1, sm: 2 } }}>
          <IconButton
            color="inherit"
            edge="start"
            aria-label={t('openNavigation')}
            onClick={() => setMobileOpen(true)}
            sx={{ display: { md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
          {/* On a phone the store selector takes the app name's place, when there is one. */}
          <Typography
            variant="h6"
            component="p"
            noWrap
            sx={{ flexGrow: 1, fontWeight: 700, display: { xs: hasStores ? 'none' : 'block', sm: 'block' } }}
          >
            {t('appName')}
          </Typography>
          {hasStores ? <Box sx={{ flexGrow: 1, display: { xs: 'block', sm: 'none' } }} /> : null}
          <StoreSelector user={session.user} />
          <NotificationBell />
          <PreferenceButton />
          <UserMenu user={session.user} />
        </Toolbar>
      </AppBar>
      <Box component="nav" aria-label={t('mainNavigation')} sx={{ width: { md: DRAWER_WIDTH }, flexShrink: { md: 0 } }}>
        <Drawer
          variant="temporary"
          open={mobileOpen}
          onClose={() => setMobileOpen(false)}
          sx={{ display: { xs: 'block', md: 'none' }, '& .MuiDrawer-paper': { width: DRAWER_WIDTH } }}
        >
          <Toolbar />
          {nav}
        </Drawer>
        <Drawer
          variant="permanent"
          open
          sx={{ display: { xs: 'none', md: 'block' }, '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' } }}
        >
          <Toolbar />
          {nav}
        </Drawer>
      </Box>
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, sm: 3, lg: 4 } }}>
        <Toolbar />
        <AssumedRoleBanner session={session} />
        {children ?? <Outlet />}
      </Box>
      <PreferenceDrawerSlot area="admin" />
    </Box>
  );
}
