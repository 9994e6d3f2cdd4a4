import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import type { AdminNavItem } from '../admin-nav.ts';

export function AdminNavList({ items, onNavigate }: { items: readonly AdminNavItem[]; onNavigate?: () => void }) {
  const { t } = useTranslation('adminShell');
  const { pathname } = useLocation();
  // The most specific item wins: /admin/store/manage-shifts marks "Manage shifts", not "Stores" too.
  const matches = (path: string) => pathname === path || pathname.startsWith(`${path}/`);
  const current = items.filter((item) => matches(item.path)).sort((a, b) => b.path.length - a.path.length)[0]?.path;
  return (
    <List component="ul" sx={{ px: 1 }}>
      {items.map((item) => {
        const active = item.path === current;
        return (
          <li key={item.path}>
            <ListItemButton
              component={NavLink}
              to={item.path}
              selected={active}
              aria-current={active ? 'page' : undefined}
              onClick={onNavigate}
              sx={{ borderRadius: 2, mb: 0.5 }}
            >
              <ListItemText primary={t(item.labelKey)} />
            </ListItemButton>
          </li>
        );
      })}
    </List>
  );
}
