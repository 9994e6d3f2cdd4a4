// The calendar's toolbars: the navigation row (store, day or week, date, view, week start, cutter, live status)
// and the action row (new sale, new appointment, quick walk-in, block, copy and paste).
import AddIcon from '@mui/icons-material/Add';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import ContentPasteIcon from '@mui/icons-material/ContentPaste';
import DirectionsWalkIcon from '@mui/icons-material/DirectionsWalk';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import MergeIcon from '@mui/icons-material/MergeType';
import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { addDays, hasAccess } from '@salon/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAppDispatch } from '../../../app/hooks.ts';
import type { StoreOption } from '../../admin-shell/components/store-selector.tsx';
import { isDay } from '../../appointments/appointment-format.ts';
import { useSession } from '../../session/session-context.ts';
import type { CalendarResource } from '../calendar.api.ts';
import { floatingAt } from '../calendar-time.ts';
import { calendarViewChosen, weekStartChosen } from '../store-config-slice.ts';
import { PeriodNav, StoreSelect } from '../../../components/period-nav.tsx';
import type { CalEvent } from './calendar-view.tsx';

type CalendarView = 'day' | 'week';

/** The navigation row: which store, which day or week, which cutters, and whether changes arrive live. */
export function CalendarToolbar({
  stores,
  storeId,
  setStoreId,
  showStores,
  view,
  date,
  today,
  shownDays,
  goTo,
  weekStart,
  phone,
  effectiveFilter,
  setCutterFilter,
  resourcesAll,
  socket,
}: {
  stores: readonly StoreOption[];
  storeId: string;
  setStoreId: (id: string) => void;
  showStores: boolean;
  view: CalendarView;
  date: string;
  today: string;
  /** The days on screen (a week view names its first and last). */
  shownDays: readonly string[];
  goTo: (day: string) => void;
  weekStart: number;
  phone: boolean;
  effectiveFilter: string;
  setCutterFilter: (id: string) => void;
  resourcesAll: readonly CalendarResource[];
  socket: string;
}) {
  const { t, i18n } = useTranslation('calendar');
  const dispatch = useAppDispatch();
  const step = view === 'week' ? 7 : 1;
  const navLabel =
    view === 'day'
      ? new Intl.DateTimeFormat(i18n.language, {
          weekday: phone ? 'short' : 'long',
          month: 'short',
          day: 'numeric',
          year: 'numeric',
        }).format(floatingAt(date, '12:00'))
      : new Intl.DateTimeFormat(i18n.language, { month: 'short', day: 'numeric', year: 'numeric' }).formatRange(
          floatingAt(shownDays[0] ?? date, '12:00'),
          floatingAt(shownDays[shownDays.length - 1] ?? date, '12:00'),
        );

  return (
    <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
      {showStores ? <StoreSelect label={t('store')} stores={stores} storeId={storeId} onChange={setStoreId} width={220} /> : null}
      <PeriodNav
        groupLabel={t('navigation')}
        label={navLabel}
        labelWidth={{ xs: 120, sm: 200 }}
        previous={{ label: view === 'day' ? t('previousDay') : t('previousWeek'), go: () => goTo(addDays(date, -step)) }}
        next={{ label: view === 'day' ? t('nextDay') : t('nextWeek'), go: () => goTo(addDays(date, step)) }}
        current={{ label: t('today'), go: () => goTo(today), here: date === today }}
      />
      <TextField
        size="small"
        type="date"
        label={t('date')}
        value={date}
        onChange={(e) => isDay(e.target.value) && goTo(e.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ width: 160 }}
      />
      <ToggleButtonGroup
        exclusive
        size="small"
        value={view}
        aria-label={t('view')}
        onChange={(_e, next: 'day' | 'week' | null) => next && dispatch(calendarViewChosen(next))}
      >
        <ToggleButton value="day">{t('day')}</ToggleButton>
        <ToggleButton value="week">{t('week')}</ToggleButton>
      </ToggleButtonGroup>
      {view === 'week' ? (
        <TextField
          select
          size="small"
          label={t('weekStart')}
          value={weekStart}
          onChange={(e) => dispatch(weekStartChosen(Number(e.target.value)))}
          sx={{ width: 160 }}
        >
          {[0, 1, 2, 3, 4, 5, 6].map((d) => (
            <MenuItem key={d} value={d}>
              {t(`weekday.${d}` as 'weekday.0')}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      <TextField
        select
        size="small"
        label={t('cutterFilter')}
        value={effectiveFilter}
        onChange={(e) => setCutterFilter(e.target.value)}
        sx={{ width: { xs: '100%', sm: 200 } }}
      >
        {phone && view === 'day' ? null : <MenuItem value="all">{t('allCutters')}</MenuItem>}
        {phone && view === 'day' ? null : <MenuItem value="on-shift">{t('onShift')}</MenuItem>}
        {resourcesAll.map((r) => (
          <MenuItem key={r.id} value={r.id}>
            {r.name}
          </MenuItem>
        ))}
      </TextField>
      <Tooltip title={t('liveHelp')}>
        <Chip
          size="small"
          role="status"
          label={socket === 'live' ? t('live') : socket === 'connecting' ? t('connecting') : t('reconnecting')}
          color={socket === 'live' ? 'success' : 'warning'}
          variant={socket === 'live' ? 'filled' : 'outlined'}
          sx={{ ml: { sm: 'auto' } }}
        />
      </Tooltip>
    </Box>
  );
}

/** The action row: the keyboard's ways to sell, book, block, copy and paste (a slot needs a pointer). */
export function CalendarActionBar({
  storeId,
  canCreate,
  canBlock,
  hasCutters,
  onNewAppointment,
  onAddBlock,
  onQuick,
  selected,
  clipboard,
  slotText,
  pasting,
  canPaste,
  copy,
  paste,
  clearClipboard,
  combine,
}: {
  storeId: string;
  canCreate: boolean;
  canBlock: boolean;
  hasCutters: boolean;
  onNewAppointment: () => void;
  onAddBlock: () => void;
  /** Opens the quick walk-in popup (shown to holders of quick_appointment). */
  onQuick: () => void;
  selected: CalEvent | null;
  clipboard: CalEvent | null;
  /** The selected slot, described, when there is one. */
  slotText: string | null;
  pasting: boolean;
  canPaste: boolean;
  copy: (event: CalEvent | null) => void;
  paste: () => Promise<void>;
  clearClipboard: () => void;
  /** The selected customer's appointments of the day, when there are two or more to combine. */
  combine?: { count: number; busy: boolean; run: () => Promise<void> } | null;
}) {
  const { t } = useTranslation('calendar');
  const navigate = useNavigate();
  const { data: session } = useSession();
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
      {hasAccess(session?.accessControls, ['new_sale']) ? (
        <Button
          variant="contained"
          startIcon={<PointOfSaleIcon />}
          onClick={() => navigate(`/admin/checkout/new-sale?storeId=${encodeURIComponent(storeId)}`)}
        >
          {t('newSale')}
        </Button>
      ) : null}
      {canCreate ? (
        // The keyboard's way to book (a slot needs a pointer): the popup picks the cutter and the time.
        <Button variant="outlined" startIcon={<AddIcon />} disabled={!hasCutters} onClick={onNewAppointment}>
          {t('newAppointment')}
        </Button>
      ) : null}
      {hasAccess(session?.accessControls, ['quick_appointment']) ? (
        <Button variant="outlined" startIcon={<DirectionsWalkIcon />} disabled={!hasCutters} onClick={onQuick} aria-keyshortcuts="w">
          {t('quickWalkIn')}
        </Button>
      ) : null}
      {canBlock ? (
        <Button variant="outlined" startIcon={<EventBusyIcon />} disabled={!hasCutters} onClick={onAddBlock}>
          {t('addBlock')}
        </Button>
      ) : null}
      {canCreate ? (
        <>
          <Button
            variant="outlined"
            startIcon={<ContentCopyIcon />}
            disabled={selected?.source.kind !== 'appointment'}
            onClick={() => copy(selected)}
          >
            {t('copy')}
          </Button>
          <Button variant="outlined" startIcon={<ContentPasteIcon />} disabled={!canPaste || pasting} onClick={() => void paste()}>
            {t('paste')}
          </Button>
        </>
      ) : null}
      {combine ? (
        <Button variant="outlined" startIcon={<MergeIcon />} disabled={combine.busy} onClick={() => void combine.run()}>
          {t('combine', { count: combine.count })}
        </Button>
      ) : null}
      <Typography variant="body2" role="status" sx={{ color: 'text.secondary' }}>
        {clipboard ? t('copied', { title: clipboard.title }) : ''}
        {clipboard && slotText ? ` ${slotText}` : ''}
      </Typography>
      {clipboard ? (
        <Button size="small" onClick={clearClipboard}>
          {t('clearCopy')}
        </Button>
      ) : null}
    </Box>
  );
}
