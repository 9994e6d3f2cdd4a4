import Divider from '@mui/material/Divider';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { SessionUser } from '../../../api/session-schema.ts';
import { displayName } from '../display-name.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useLogout } from '../use-logout.ts';

export interface UserMenuPopupProps {
  user: SessionUser;
  anchor: HTMLElement | null;
  onClose: () => void;
}

/** The signed-in person's menu: profile, password, sign out (asked for confirmation). Loaded when first opened. */
export function UserMenuPopup({ user, anchor, onClose }: UserMenuPopupProps) {
  const { t } = useTranslation('common');
  const logout = useLogout();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const signOutNow = async () => {
    setBusy(true);
    try {
      await logout(user.userType);
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  return (
    <>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={onClose} onClick={onClose}>
        <MenuItem disabled sx={{ opacity: '1 !important' }}>
          <ListItemText primary={displayName(user)} secondary={user.email ?? user.phoneNumber} />
        </MenuItem>
        <Divider />
        <MenuItem component={RouterLink} to={user.userType === 'customer' ? '/customer/profile/personal' : '/profile'}>
          {t('profile')}
        </MenuItem>
        {user.userType === 'customer' ? (
          <MenuItem component={RouterLink} to="/customer/profile/payments">
            {t('paymentMethods')}
          </MenuItem>
        ) : null}
        <MenuItem component={RouterLink} to={user.userType === 'customer' ? '/customer/profile/password' : '/changepassword'}>
          {t('changePassword')}
        </MenuItem>
        <MenuItem onClick={() => setConfirming(true)}>{t('signOut')}</MenuItem>
      </Menu>
      <ConfirmDialog
        open={confirming}
        title={t('signOutTitle')}
        message={t('signOutMessage')}
        confirmLabel={t('signOut')}
        cancelLabel={t('cancel')}
        busy={busy}
        onConfirm={() => void signOutNow()}
        onCancel={() => {
          setConfirming(false);
          onClose();
        }}
      />
    </>
  );
}
