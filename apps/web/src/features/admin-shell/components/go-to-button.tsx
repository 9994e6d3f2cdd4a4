import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminNavItem } from '../admin-nav.ts';
import { useGoToShortcut } from '../use-go-to-shortcut.ts';
import { GoToDialog } from './go-to-dialog.tsx';

const onApple = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.userAgent);

/** The admin bar's "go to" button (and its Ctrl+K / Cmd+K / "/" shortcut) over the pages of the person's menu. */
export function GoToButton({ items }: { items: readonly AdminNavItem[] }) {
  const { t } = useTranslation('adminShell');
  const [open, setOpen] = useState(false);
  useGoToShortcut(() => setOpen(true));
  const entries = useMemo(() => items.map((item) => ({ item, label: t(item.labelKey), groupLabel: t(`group.${item.group}`) })), [items, t]);
  return (
    <>
      <Button
        color="inherit"
        variant="outlined"
        onClick={() => setOpen(true)}
        aria-label={t('goToButton')}
        aria-keyshortcuts="Control+K Meta+K /"
        aria-haspopup="dialog"
        sx={{ minWidth: 0, px: { xs: 1, md: 1.5 }, borderColor: 'divider', textTransform: 'none', gap: 1 }}
      >
        <SearchIcon fontSize="small" />
        <Box component="span" sx={{ display: { xs: 'none', md: 'inline' } }}>
          {t('goTo')}
        </Box>
        <Box
          component="kbd"
          sx={{
            display: { xs: 'none', md: 'inline' },
            fontFamily: 'inherit',
            fontSize: 12,
            px: 0.75,
            borderRadius: 1,
            bgcolor: 'action.selected',
          }}
        >
          {onApple() ? '⌘K' : 'Ctrl K'}
        </Box>
      </Button>
      <GoToDialog open={open} entries={entries} onClose={() => setOpen(false)} />
    </>
  );
}
