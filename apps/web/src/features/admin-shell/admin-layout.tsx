import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import GlobalStyles from '@mui/material/GlobalStyles';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigation } from 'react-router';
import type { Session } from '../../api/session-schema.ts';
import { PreferenceButton, PreferenceDrawerSlot } from '../common/preference-button.tsx';
import { AssumedRoleBanner } from '../employees/components/assumed-role-banner.tsx';
import { UserMenu } from '../session/components/user-menu.tsx';
import { visibleNavItems } from './admin-nav.ts';
import { AdminNavList } from './components/admin-nav-list.tsx';
import { GoToButton } from './components/go-to-button.tsx';
import { useAdminNav } from './use-nav-groups.ts';
import { StoreSelector, storesOfUser } from './components/store-selector.tsx';
import { NotificationBell } from '../notifications/notification-bell.tsx';

const DRAWER_WIDTH = 248;

/** On paper: dark ink on white whatever the theme (a dark theme would print white text on white). */
const PRINT_STYLES = {
  '@media print': {
    body: { backgroundColor: '#fff !important' },
    'main, main *': { color: '#000 !important', backgroundColor: 'transparent !important', boxShadow: 'none !important' },
    'main .MuiTableCell-root': { borderColor: '#bbb !important' },
  },
};

/** The admin frame: navigation from the access controls, store selector, preferences, user menu. */
export function AdminLayout({ session, children }: { session: Session; children?: ReactNode }) {
  const { t } = useTranslation('adminShell');
  const [mobileOpen, setMobileOpen] = useState(false);
  // A page's code loads on its first visit: until it arrives the old page stays, so the bar says the click was heard.
  const opening = useNavigation().state === 'loading';
  const items = useMemo(() => visibleNavItems(session.accessControls), [session.accessControls]);
  const navState = useAdminNav(session.user.id, items);
  const hasStores = storesOfUser(session.user).length > 0;
  // The landmark sits inside each drawer: the phone's drawer is portalled out of the layout's box.
  const nav = (
    <Box component="nav" aria-label={t('mainNavigation')}>
      <AdminNavList {...navState} onNavigate={() => setMobileOpen(false)} />
    </Box>
  );

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <GlobalStyles styles={PRINT_STYLES} />
      <AppBar
        position="fixed"
        color="default"
        elevation={0}
        sx={{ zIndex: (theme) => theme.zIndex.drawer + 1, borderBottom: 1, borderColor: 'divider', displayPrint: 'none' }}
      >
        <Toolbar sx={{ gap: { xs: 0.5, sm: 2 } }}>
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
            sx={{
              flexGrow: 1,
              fontWeight: 700,
              fontSize: { xs: '1.1rem', sm: '1.25rem' },
              display: { xs: hasStores ? 'none' : 'block', sm: 'block' },
            }}
          >
            {t('appName')}
          </Typography>
          {hasStores ? <Box sx={{ flexGrow: 1, display: { xs: 'block', sm: 'none' } }} /> : null}
          <GoToButton items={items} />
          <StoreSelector user={session.user} />
          <NotificationBell />
          <PreferenceButton />
          <UserMenu user={session.user} />
        </Toolbar>
        {opening ? <LinearProgress aria-label={t('loadingPage')} sx={{ position: 'absolute', left: 0, right: 0, bottom: 0 }} /> : null}
      </AppBar>
      {/* Printed pages (a report, a day sheet) carry no app chrome: no bar, no navigation. */}
      <Box sx={{ width: { md: DRAWER_WIDTH }, flexShrink: { md: 0 }, displayPrint: 'none' }}>
        <Drawer
          variant="temporary"
          open={mobileOpen}
          onClose={() => setMobileOpen(false)}
          slotProps={{ paper: { 'aria-label': t('mainNavigation') } }}
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
      <Box
        component="main"
        aria-busy={opening || undefined}
        sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, sm: 3, lg: 4 }, '@media print': { p: 0 } }}
      >
        <Toolbar sx={{ displayPrint: 'none' }} />
        <AssumedRoleBanner session={session} />
        {children ?? <Outlet />}
      </Box>
      <PreferenceDrawerSlot area="admin" />
    </Box>
  );
}
