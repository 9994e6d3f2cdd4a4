// The calendar's third row (issue 23): find, the status filter, the time scale with zoom, the day sheet and
// the shortcut sheet.
import KeyboardIcon from '@mui/icons-material/KeyboardOutlined';
import PrintIcon from '@mui/icons-material/PrintOutlined';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CALENDAR_TIME_SCALES, type CalendarTimeScale, zoomTimeScale } from '@salon/shared';
import { type ComponentProps, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarFind, StatusFilter } from './calendar-find.tsx';
import { SHORTCUTS } from './use-calendar-keys.ts';
import type { DragTarget } from './use-drag-readout.ts';

export function CalendarToolsRow({
  find,
  statuses,
  setStatuses,
  scale,
  setScale,
  onDaySheet,
  onShortcuts,
  dayView,
}: {
  find: ComponentProps<typeof CalendarFind>;
  statuses: readonly string[];
  setStatuses: (next: string[]) => void;
  scale: CalendarTimeScale;
  setScale: (scale: CalendarTimeScale) => void;
  onDaySheet: () => void;
  onShortcuts: () => void;
  dayView: boolean;
}) {
  const { t } = useTranslation('calendar');
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
      <CalendarFind {...find} />
      <StatusFilter value={statuses} onChange={setStatuses} />
      <Box sx={{ display: 'flex', alignItems: 'center' }}>
        <IconButton
          aria-label={t('zoomIn')}
          onClick={() => setScale(zoomTimeScale(scale, 'in'))}
          disabled={scale === CALENDAR_TIME_SCALES[0]}
        >
          <ZoomInIcon />
        </IconButton>
        <TextField
          select
          size="small"
          label={t('timeScale')}
          value={scale}
          onChange={(e) => setScale(Number(e.target.value) as CalendarTimeScale)}
          sx={{ width: 120 }}
        >
          {CALENDAR_TIME_SCALES.map((s) => (
            <MenuItem key={s} value={s}>
              {t('scaleMinutes', { minutes: s })}
            </MenuItem>
          ))}
        </TextField>
        <IconButton
          aria-label={t('zoomOut')}
          onClick={() => setScale(zoomTimeScale(scale, 'out'))}
          disabled={scale === CALENDAR_TIME_SCALES[CALENDAR_TIME_SCALES.length - 1]}
        >
          <ZoomOutIcon />
        </IconButton>
      </Box>
      {dayView ? (
        <Button variant="outlined" startIcon={<PrintIcon />} onClick={onDaySheet}>
          {t('daySheet')}
        </Button>
      ) : null}
      <Button variant="text" startIcon={<KeyboardIcon />} onClick={onShortcuts} aria-keyshortcuts="?">
        {t('shortcuts')}
      </Button>
    </Box>
  );
}

export function ShortcutSheet({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('calendar');
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('shortcuts')}</DialogTitle>
      <DialogContent>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1, m: 0 }}>
          {SHORTCUTS.map((s) => (
            <Box key={s.keys} sx={{ display: 'contents' }}>
              <Box component="dt" sx={{ fontFamily: 'monospace', fontWeight: 700 }}>
                {s.keys}
              </Box>
              <Box component="dd" sx={{ m: 0 }}>
                {t(s.does)}
              </Box>
            </Box>
          ))}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** While dragging: where the card would land (time and cutter), or that the spot is taken. */
export function DragReadoutStatus({
  target,
  timeOf,
  nameOf,
}: {
  target: DragTarget | null;
  timeOf: (d: Date) => string;
  nameOf: (cutterId: string) => string;
}) {
  const { t } = useTranslation('calendar');
  return (
    <Typography
      role="status"
      variant="body2"
      sx={{
        height: 24,
        lineHeight: '24px',
        overflow: 'hidden',
        whiteSpace: 'nowrap',
        fontWeight: 600,
        color: target?.taken ? 'error.main' : 'text.primary',
      }}
    >
      {target
        ? t(target.taken ? 'dragTaken' : 'dragTarget', {
            from: timeOf(target.start),
            to: timeOf(target.end),
            cutter: nameOf(target.cutterId),
          })
        : ''}
    </Typography>
  );
}
