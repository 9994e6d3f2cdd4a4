import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { addDays, hasAccess, todayIn, zoomTimeScale } from '@salon/shared';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/api-error.ts';
import { useAppDispatch } from '../../../app/hooks.ts';
import type { StoreOption } from '../../admin-shell/components/store-selector.tsx';
import { StatusLegend } from '../../appointments/components/status-chip.tsx';
import { useSession } from '../../session/session-context.ts';
import { canFlag } from '../calendar-actions.ts';
import { floatingAt, toFloating, visibleHours } from '../calendar-time.ts';
import { calendarViewChosen } from '../store-config-slice.ts';
import { anyDialogOpen, CalendarDialogs, type DialogState, NO_DIALOG } from './calendar-dialogs.tsx';
import { CalendarGrid } from './calendar-grid.tsx';
import { calendarSx } from './calendar-styles.ts';
import { CalendarActionBar, CalendarToolbar } from './calendar-toolbar.tsx';
import { CalendarToolsRow, DragReadoutStatus } from './calendar-tools-row.tsx';
import { type CalEvent, localizerFor, ROWS, usePaintMarks } from './calendar-view.tsx';
import { useCardWords } from './event-card.tsx';
import { type CalendarSlot, useCalendarClipboard } from './use-calendar-clipboard.ts';
import { useCalendarDay } from './use-calendar-day.ts';
import { useCalendarDragDrop } from './use-calendar-drag-drop.ts';
import { useCalendarCombine } from './use-calendar-combine.ts';
import { useCalendarData, useTimeScale } from './use-calendar-data.ts';
import { useCalendarKeys } from './use-calendar-keys.ts';
import { openingTime, useFindJump, useOpeningScroll } from './use-calendar-scroll.ts';
import { useDrawnWindow } from './use-drawn-window.ts';
import { takenBy, useDragReadout } from './use-drag-readout.ts';
import { useShownEvents } from './use-shown-events.ts';
import { useSlotActions } from './use-slot-actions.ts';

/** The store's appointment calendar: a day per cutter or a week, drag and drop, copy and paste, live changes. */
export function StoreCalendar({
  stores,
  storeId,
  setStoreId,
  showStores,
}: {
  stores: readonly StoreOption[];
  storeId: string;
  setStoreId: (id: string) => void;
  showStores: boolean;
}) {
  const { t, i18n } = useTranslation('calendar');
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const dispatch = useAppDispatch();
  const controls = useSession().data?.accessControls;
  const { scale, setScale } = useTimeScale();
  const { data, error, isLoading, isFetching, weekStart, view, date, setDate, step, timezone, shownDays, socket } =
    useCalendarData(storeId);
  const [cutterFilter, setCutterFilter] = useState<string>('all');
  const [statuses, setStatuses] = useState<string[]>([]);
  const [dialogs, setDialogState] = useState<DialogState>(NO_DIALOG);
  const setDialogs = useCallback((change: Partial<DialogState>) => setDialogState((d) => ({ ...d, ...change })), []);
  const [selected, setSelected] = useState<CalEvent | null>(null);
  const [slot, setSlot] = useState<CalendarSlot | null>(null);

  const firstCutter = data?.resources[0]?.id ?? 'all';
  const effectiveFilter = cutterFilter === 'all' && phone && view === 'day' ? firstCutter : cutterFilter;
  const { resourcesAll, resources, events, nameOf, timeOf } = useShownEvents({
    storeId,
    data,
    timezone,
    filter: effectiveFilter,
    statuses,
  });
  usePaintMarks(data, events.length);
  const day = useCalendarDay({ data, date, timezone, events });
  const words = useCardWords();
  const look = useMemo(() => calendarSx(ROWS[scale].px), [scale]);
  const cards = useMemo(() => ({ words, loads: day.loads }), [words, day.loads]);

  const hours = visibleHours(data?.days ?? [], { open: data?.open ?? '10:00', close: data?.close ?? '20:00' }, events);
  const min = useMemo(() => floatingAt(date, hours.open), [date, hours.open]);
  const max = useMemo(() => floatingAt(date, hours.close), [date, hours.close]);
  const localizer = useMemo(() => localizerFor(weekStart), [weekStart]);
  const canCreate = canFlag(controls, 'create');
  const canBlock = canFlag(controls, 'add-block');
  const canQuick = hasAccess(controls, ['quick_appointment']);
  const today = todayIn(timezone);

  // Only the columns and hours in view are drawn (bench/README.md: the day change with 30 cutters).
  const root = useRef<HTMLDivElement>(null);
  const openAt = openingTime(date === today, timezone, min);
  const {
    drawn,
    drawnEvents,
    drawnBackground: background,
  } = useDrawnWindow(root, {
    ...{ resources, events, background: day.background, openAt, min, max, scale },
    enabled: view === 'day' && resources.length > 1,
    resetKey: `${storeId}|${date}`,
  });
  const occupied = useMemo(() => [...events, ...day.background], [events, day.background]);

  const timezoneLoaded = data?.timezone ?? null;
  const clearSlot = useCallback(() => setSlot(null), []);
  const dialogOpen = anyDialogOpen(dialogs);
  const onConflict = useCallback((conflict: string) => setDialogs({ conflict }), [setDialogs]);
  const clipboard = useCalendarClipboard({
    storeId,
    timezone: timezoneLoaded,
    slot,
    clearSlot,
    selected,
    dialogOpen,
    timeOf,
    nameOf,
    onConflict,
  });
  const takenAt = useCallback((id: string, c: string, s: Date, e: Date) => takenBy(occupied, id, c, s, e), [occupied]);
  const { move, stretch } = useCalendarDragDrop({ timezone: timezoneLoaded, timeOf, nameOf, onConflict, takenAt });
  const combine = useCalendarCombine(selected, events, onConflict);
  const readout = useDragReadout(root, resources, occupied, view === 'day');

  const goTo = useCallback(
    (next: string) => {
      performance.mark('calendar-navigate');
      setSelected(null);
      setSlot(null);
      setDate(next);
    },
    [setDate],
  );
  const actions = useSlotActions({
    clipboard: clipboard.clipboard,
    canCreate,
    canBlock,
    slot,
    setSlot,
    setSelected,
    setDialogs,
    copy: clipboard.copy,
    fallbackCutter: resources[0]?.id ?? resourcesAll[0]?.id,
    defaultStart: () => {
      if (date !== today) return min;
      const now = toFloating(new Date(), timezone);
      const next = new Date(Math.ceil(now.getTime() / 300_000) * 300_000);
      return next < min || next >= max ? min : next;
    },
  });

  useOpeningScroll(root, {
    ready: data?.date === date,
    key: `${storeId}|${date}|${view}|${scale}`,
    isToday: date === today,
    timezone,
    min,
    max,
  });
  const onJump = useFindJump({
    root,
    ready: data?.date,
    view,
    events,
    resources,
    min,
    max,
    date,
    goTo,
    setSelected,
    setCutterFilter,
    showDay: () => dispatch(calendarViewChosen('day')),
  });

  useCalendarKeys(
    {
      previous: () => goTo(addDays(date, -step)),
      next: () => goTo(addDays(date, step)),
      today: () => goTo(today),
      newAppointment: () => canCreate && resourcesAll.length > 0 && actions.newAppointment(),
      quickWalkIn: () => canQuick && resourcesAll.length > 0 && setDialogs({ quick: true }),
      zoom: (direction) => setScale(zoomTimeScale(scale, direction)),
      help: () => setDialogs({ shortcuts: true }),
    },
    dialogOpen,
  );

  const dateLabel = new Intl.DateTimeFormat(i18n.language, { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }).format(
    floatingAt(date, '12:00'),
  );
  return (
    <>
      <CalendarToolbar
        {...{
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
        }}
      />
      <CalendarActionBar
        storeId={storeId}
        canCreate={canCreate}
        canBlock={canBlock}
        hasCutters={resourcesAll.length > 0}
        onNewAppointment={actions.newAppointment}
        onAddBlock={actions.addBlock}
        onQuick={() => setDialogs({ quick: true })}
        selected={selected}
        clipboard={clipboard.clipboard}
        slotText={slot ? t('selectedSlot', { cutter: nameOf(slot.cutterId), time: timeOf(slot.start) }) : null}
        pasting={clipboard.pasting}
        canPaste={Boolean(clipboard.clipboard && slot)}
        copy={clipboard.copy}
        paste={clipboard.paste}
        clearClipboard={clipboard.clearClipboard}
        combine={combine}
      />
      <CalendarToolsRow
        find={{
          storeId,
          date,
          today,
          weekStart,
          timezone,
          nameOf,
          timeOf,
          onJump,
        }}
        statuses={statuses}
        setStatuses={setStatuses}
        scale={scale}
        setScale={setScale}
        onDaySheet={() => setDialogs({ daySheet: true })}
        onShortcuts={() => setDialogs({ shortcuts: true })}
        dayView={view === 'day'}
      />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        {data ? (
          <Typography variant="body2" color="text.secondary">
            {t('timesIn', { timezone: data.timezone })}
          </Typography>
        ) : null}
        <DragReadoutStatus target={readout.target} timeOf={timeOf} nameOf={nameOf} />
      </Box>
      {error ? <Alert severity="error">{errorMessage(error) || t('loadFailed')}</Alert> : null}
      {isLoading ? <CircularProgress aria-label={t('loading')} /> : null}
      {data && !resourcesAll.length ? <Alert severity="info">{t('noCutters')}</Alert> : null}
      {data ? (
        <Box
          ref={root}
          aria-busy={isFetching}
          data-testid="appointment-calendar"
          data-events={events.length}
          sx={{
            minWidth: 0,
            overflowX: 'auto',
            ...look,
            '& .rbc-time-view': { minWidth: view === 'week' ? 720 : undefined },
          }}
        >
          <CalendarGrid
            {...{ localizer, view, date, timezone, scale, min, max, resources, drawn, cards, selected, slot }}
            events={drawnEvents}
            background={background}
            selectable={canCreate || canBlock}
            shadeOf={day.shadeOf}
            onView={(v) => dispatch(calendarViewChosen(v))}
            onNavigate={goTo}
            onSelectSlot={actions.onSelectSlot}
            onSelectEvent={actions.openEvent}
            onKeyPressEvent={actions.onKeyPressEvent}
            onEventDrop={(args) => void move(args)}
            onEventResize={(args) => void stretch(args)}
            onDragStart={({ event }) => readout.onDragStart(event.id)}
          />
        </Box>
      ) : null}
      {data ? <StatusLegend /> : null}
      <CalendarDialogs
        {...{ dialogs, setDialogs, clearSlot, storeId, timeOf, events, dateLabel }}
        storeName={stores.find((s) => s.id === storeId)?.name ?? ''}
        timezone={timezoneLoaded}
        resources={resourcesAll}
        daySheetCutter={effectiveFilter === 'all' || effectiveFilter === 'on-shift' ? 'all' : effectiveFilter}
        canDeleteBlock={canFlag(controls, 'delete-block')}
        copy={clipboard.copy}
      />
    </>
  );
}
