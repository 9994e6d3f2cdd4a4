import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatStoreDateTime } from '@salon/shared';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  useMarkAllNotificationsReadMutation,
  useMarkNotificationReadMutation,
  useNotificationPreferencesQuery,
  useNotificationSettingsQuery,
  useNotificationsQuery,
  useSaveNotificationPreferencesMutation,
  useSaveNotificationSettingsMutation,
} from './notifications.api.ts';
import { useLiveBell } from './use-live-bell.ts';

const FALLBACK_POLL_MS = 60_000;

/** The most unread the bell's badge counts; above it the badge reads "99+". */
export const BELL_BADGE_MAX = 99;

/**
 * The unread count as the badge shows it. The bell's accessible name holds the same text, so a person who says what
 * they see ("99+") names the button (WCAG 2.5.3, axe's label-content-name-mismatch).
 */
export const unreadAsShown = (unread: number) => (unread > BELL_BADGE_MAX ? `${BELL_BADGE_MAX}+` : String(unread));

/** The admin bar's bell: unread count, the newest lines (a click reads and follows the link), mark all read. */
export function NotificationBell() {
  const { t } = useTranslation('notifications');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [settings, setSettings] = useState(false);
  // Pushed over the chat socket; the slow poll runs only while the socket is down.
  const live = useLiveBell();
  const list = useNotificationsQuery(undefined, { pollingInterval: live ? 0 : FALLBACK_POLL_MS, refetchOnFocus: true });
  const [markRead] = useMarkNotificationReadMutation();
  const [markAll] = useMarkAllNotificationsReadMutation();
  const navigate = useNavigate();
  const titleId = useId();
  // Mark all read disables its button; focus moves to the panel first, so Escape still closes it.
  const panel = useRef<HTMLDivElement>(null);
  const unread = list.data?.unread ?? 0;
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={unread ? t('bellUnread', { shown: unreadAsShown(unread) }) : t('bell')}
        aria-haspopup="dialog"
        onClick={(e) => {
          setAnchor(e.currentTarget);
          void list.refetch();
        }}
      >
        <Badge color="error" badgeContent={unread} max={BELL_BADGE_MAX}>
          <NotificationsOutlined />
        </Badge>
      </IconButton>
      <Popover
        open={!!anchor}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            ref: panel,
            tabIndex: -1,
            role: 'dialog',
            'aria-labelledby': titleId,
            sx: { width: 360, maxWidth: 'calc(100vw - 16px)' },
          },
        }}
      >
        <Stack direction="row" sx={{ alignItems: 'center', px: 2, py: 1 }}>
          <Typography id={titleId} variant="h2" sx={{ fontSize: '1rem', flex: 1, fontWeight: 700 }}>
            {t('title')}
          </Typography>
          <Button
            size="small"
            onClick={() => {
              panel.current?.focus();
              void markAll();
            }}
            disabled={!unread}
          >
            {t('markAllRead')}
          </Button>
        </Stack>
        <Divider />
        {settings ? (
          <Preferences />
        ) : (
          <List component="div" dense disablePadding sx={{ maxHeight: 380, overflowY: 'auto' }}>
            {!list.data?.items.length && (
              <Typography sx={{ p: 2 }} color="text.secondary">
                {t('empty')}
              </Typography>
            )}
            {(list.data?.items ?? []).map((n) => (
              <ListItemButton
                key={n.id}
                divider
                data-testid="notification"
                onClick={() => {
                  if (!n.read) void markRead(n.id);
                  setAnchor(null);
                  if (n.link?.startsWith('/admin/')) void navigate(n.link);
                }}
              >
                <ListItemText
                  primary={n.title}
                  secondary={`${n.read ? '' : `${t('unreadTag')} · `}${formatStoreDateTime(list.data?.timezone ?? 'UTC', n.createdAt, { weekday: false })}`}
                  slotProps={{ primary: { sx: { fontWeight: n.read ? 400 : 700 } } }}
                />
              </ListItemButton>
            ))}
          </List>
        )}
        <Divider />
        <Box sx={{ px: 1, py: 0.5 }}>
          <Button size="small" onClick={() => setSettings((s) => !s)}>
            {settings ? t('back') : t('settings')}
          </Button>
        </Box>
      </Popover>
    </>
  );
}

/** Per kind: by email and/or in the app. */
function Preferences() {
  const { t } = useTranslation('notifications');
  const prefs = useNotificationPreferencesQuery();
  const [save] = useSaveNotificationPreferencesMutation();
  const settings = useNotificationSettingsQuery();
  const [saveSettings] = useSaveNotificationSettingsMutation();
  return (
    <Box sx={{ p: 2, maxHeight: 380, overflowY: 'auto' }}>
      <FormControlLabel
        sx={{ mb: 1 }}
        control={
          <Checkbox
            size="small"
            checked={settings.data?.emailDigest === 'hourly'}
            disabled={!settings.data}
            onChange={(e) => void saveSettings({ emailDigest: e.target.checked ? 'hourly' : 'each' })}
          />
        }
        label={t('hourlyDigest')}
      />
      {(prefs.data ?? []).map((p) => (
        <Box key={p.kind} sx={{ mb: 1 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t(`kind.${p.kind}`)}
          </Typography>
          <FormControlLabel
            control={
              <Checkbox size="small" checked={p.inApp} onChange={(e) => void save({ preferences: [{ ...p, inApp: e.target.checked }] })} />
            }
            label={t('inApp')}
          />
          <FormControlLabel
            control={
              <Checkbox size="small" checked={p.email} onChange={(e) => void save({ preferences: [{ ...p, email: e.target.checked }] })} />
            }
            label={t('email')}
          />
        </Box>
      ))}
    </Box>
  );
}
