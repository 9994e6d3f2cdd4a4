import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import type { AdminNavGroup } from '../admin-nav.ts';
import type { NavSection } from '../nav-sections.ts';

export interface AdminNavListProps {
  sections: readonly NavSection[];
  /** Path of the page shown (currentNavItem), marked aria-current="page". */
  currentPath: string | undefined;
  isOpen: (group: AdminNavGroup) => boolean;
  onToggle: (group: AdminNavGroup) => void;
  onNavigate?: () => void;
}

/** The menu by area: each area a button that opens or closes its list of pages. */
export function AdminNavList({ sections, currentPath, isOpen, onToggle, onNavigate }: AdminNavListProps) {
  const { t } = useTranslation('adminShell');
  // The phone drawer and the side drawer both render this list: ids stay unique per copy.
  const idPrefix = useId();
  return (
    <List component="ul" dense sx={{ px: 1 }}>
      {sections.map(({ group, items }) => {
        const open = isOpen(group);
        const listId = `${idPrefix}-${group}`;
        return (
          <li key={group}>
            <ListItemButton
              aria-expanded={open}
              aria-controls={open ? listId : undefined}
              onClick={() => onToggle(group)}
              sx={{ borderRadius: 2, mt: 0.5 }}
            >
              <ListItemText
                primary={t(`group.${group}`)}
                slotProps={{ primary: { variant: 'overline', sx: { fontWeight: 700, lineHeight: 1.8, color: 'text.secondary' } } }}
              />
              {open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
            </ListItemButton>
            <Collapse in={open} timeout="auto" unmountOnExit>
              <List component="ul" id={listId} dense disablePadding>
                {items.map((item) => {
                  const active = item.path === currentPath;
                  return (
                    <li key={item.path}>
                      <ListItemButton
                        component={NavLink}
                        to={item.path}
                        selected={active}
                        // false, not undefined: NavLink would mark a parent path (Stores on Manage shifts) as the page too.
                        aria-current={active ? 'page' : false}
                        onClick={onNavigate}
                        sx={{ borderRadius: 2, mb: 0.25, pl: 3 }}
                      >
                        <ListItemText primary={t(item.labelKey)} />
                      </ListItemButton>
                    </li>
                  );
                })}
              </List>
            </Collapse>
          </li>
        );
      })}
    </List>
  );
}
