import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type KeyboardEvent, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { type GoToEntry, movedOption, searchGoTo } from '../nav-sections.ts';

export interface GoToDialogProps {
  open: boolean;
  /** Every page the person may open, labelled (the menu's items). */
  entries: readonly GoToEntry[];
  onClose: () => void;
}

/** "Go to": type part of a page's name or area, arrows to choose, Enter to open, Escape to close. */
export function GoToDialog({ open, entries, onClose }: GoToDialogProps) {
  const { t } = useTranslation('adminShell');
  const navigate = useNavigate();
  const id = useId();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const results = useMemo(() => searchGoTo(entries, query), [entries, query]);
  const optionId = (index: number) => `${id}-option-${index}`;

  // Each opening starts afresh.
  useEffect(() => {
    if (open) {
      setQuery('');
      setActive(0);
    }
  }, [open]);

  useEffect(() => {
    if (open) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  });

  const go = (entry: GoToEntry | undefined) => {
    if (!entry) return;
    onClose();
    navigate(entry.item.path);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      go(results[active]);
      return;
    }
    const next = movedOption(event.key, active, results.length);
    if (next === null) return;
    event.preventDefault();
    setActive(next);
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={`${id}-title`}
      fullWidth
      maxWidth="sm"
      sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' } }}
    >
      <DialogTitle id={`${id}-title`}>{t('goToTitle')}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          label={t('goToSearch')}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          helperText={t('goToHint')}
          slotProps={{
            htmlInput: {
              role: 'combobox',
              autoComplete: 'off',
              'aria-autocomplete': 'list',
              'aria-expanded': results.length > 0,
              'aria-controls': results.length > 0 ? `${id}-listbox` : undefined,
              'aria-activedescendant': results.length > 0 ? optionId(active) : undefined,
            },
          }}
          sx={{ mt: 1 }}
        />
        {results.length > 0 ? (
          <Box id={`${id}-listbox`} role="listbox" aria-label={t('goToResults')} sx={{ mt: 1, maxHeight: '50vh', overflowY: 'auto' }}>
            {results.map((entry, index) => (
              <ListItemButton
                key={entry.item.path}
                id={optionId(index)}
                role="option"
                tabIndex={-1}
                aria-selected={index === active}
                selected={index === active}
                onClick={() => go(entry)}
                onMouseMove={() => setActive(index)}
                sx={{ borderRadius: 2 }}
              >
                <ListItemText primary={entry.label} secondary={entry.groupLabel} />
              </ListItemButton>
            ))}
          </Box>
        ) : (
          <Typography role="status" color="text.secondary" sx={{ py: 2 }}>
            {t('goToNone', { query: query.trim() })}
          </Typography>
        )}
      </DialogContent>
    </Dialog>
  );
}
