import AccountCircle from '@mui/icons-material/AccountCircle';
import IconButton from '@mui/material/IconButton';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '../../../api/session-schema.ts';

// The menu (MUI Menu, Modal, focus trap) loads on first use, keeping it off the landing page's bundle.
const UserMenuPopup = lazy(() => import('./user-menu-popup.tsx').then((m) => ({ default: m.UserMenuPopup })));

/** The account button; opens the person's menu (profile, password, sign out). */
export function UserMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation('common');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={t('accountMenu')}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setOpened(true);
        }}
      >
        <AccountCircle />
      </IconButton>
      {opened ? (
        <Suspense fallback={null}>
          <UserMenuPopup user={user} anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
