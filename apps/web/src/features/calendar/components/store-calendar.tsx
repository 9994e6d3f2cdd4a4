import AddIcon from '@mui/icons-material/Add';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import ContentPasteIcon from '@mui/icons-material/ContentPaste';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { addDays, hasAccess, todayIn } from '@salon/shared';
import { format, getDay, parse, startOfWeek } from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import {
  Calendar,
  type DateLocalizer,
  type EventProps,
  type ResourceHeaderProps,
  type SlotInfo,
  dateFnsLocalizer,
} from 'react-big-calendar';
import withDragAndDrop, { type EventInteractionArgs } from 'react-big-calendar/lib/addons/dragAndDrop';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { errorMessage, isApiError } from '../../../api/api-error.ts';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.ts';
import { useToast } from '../../../components/toast/use-toast.ts';
import type { StoreOption } from '../../admin-shell/components/store-selector.tsx';
import { StatusLegend } from '../../appointments/components/status-chip.tsx';
import { isDay } from '../../appointments/appointment-format.ts';
import { useSession } from '../../session/session-context.ts';
import { canFlag, canMove, canStretch } from '../calendar-actions.ts';
import {
  type CalendarEvent,
  type CalendarResource,
  calendarApi,
  useCalendarQuery,
  useCreateAppointmentMutation,
  usePrefetch,
  useRescheduleAppointmentMutation,
  useUpdateAppointmentMutation,
} from '../calendar.api.ts';
import { floatingAt, floatingDay, fromFloating, toFloating, visibleHours } from '../calendar-time.ts';
import { calendarViewChosen, weekStartChosen } from '../store-config-slice.ts';
import { useCalendarSocket } from '../use-calendar-socket.ts';
import { BlockDetailsDialog, BlockDialog } from './block-dialog.tsx';
import { type BookingTarget, BookingDialog } from './booking-dialog.tsx';
import { ConflictDialog } from './conflict-dialog.tsx';
import { DetailsDialog } from './details-dialog.tsx';

interface CalEvent {
  id: string;
  title: string;
  /** The full description (tooltip, dialogs): title, status, cutter and times. */
  label: string;
  /** What a screen reader hears besides the shown times and title: status and cutter. */
  extra: string;
  start: Date;
  end: Date;
  resourceId: string;
  source: CalendarEvent;
  movable: boolean;
  resizable: boolean;
}

// Plain elements, styled by the calendar's class rules below: 400 events must not each run MUI's sx.
function EventBody({ event }: EventProps<CalEvent>) {
  return (
    <span className="calendar-event-body">
      <span className="calendar-event-title">{event.title}</span>
      <span className="calendar-visually-hidden">{`, ${event.extra}`}</span>
    </span>
  );
}

function ResourceHeader({ resource }: ResourceHeaderProps<CalendarResource>) {
  return (
    <span className="calendar-resource">
      <span aria-hidden className="calendar-swatch" style={{ backgroundColor: resource.color ?? 'transparent' }} />
      <span className="calendar-resource-name">{resource.name}</span>
    </span>
  );
}

const DnDCalendar = withDragAndDrop<CalEvent, CalendarResource>(Calendar);
const STEP = 5; // the 5-minute time scale (CALENDAR.timeScaleMinutes)
const TIMESLOTS = 3; // a label every 15 minutes; every 5-minute slot selectable and a drop target
const HEIGHT = 600; // CALENDAR.defaultHeightPx

function localizerFor(weekStartsOn: number): DateLocalizer {
  return dateFnsLocalizer({
    format,
    parse,
    startOfWeek: (date: Date) => startOfWeek(date, { weekStartsOn: weekStartsOn as 0 | 1 | 2 | 3 | 4 | 5 | 6 }),
    getDay,
    locales: { 'en-US': enUS },
  });
}

const sameSlot = (a: Date, b: Date) => a.getTime() === b.getTime();
const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** Marks data arrival and the paint after it (performance.measure 'calendar-render'), read by bench/calendar. */
function usePaintMarks(data: unknown, events: number) {
  const last = useRef<unknown>(null);
  if (data && data !== last.current && typeof performance !== 'undefined') performance.mark('calendar-data-arrived');
  useLayoutEffect(() => {
    if (!data || data === last.current) return;
    last.current = data;
    requestAnimationFrame(() =>
      setTimeout(() => {
        performance.mark('calendar-painted');
        performance.measure('calendar-render', { start: 'calendar-data-arrived', end: 'calendar-painted', detail: { events } });
        if (performance.getEntriesByName('calendar-navigate', 'mark').length) {
          performance.measure('calendar-navigate-paint', 'calendar-navigate', 'calendar-painted');
          performance.clearMarks('calendar-navigate');
        }
      }, 0),
    );
  }, [data, events]);
}

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
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const toast = useToast();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { data: session } = useSession();
  const controls = session?.accessControls;
  const weekStart = useAppSelector((s) => s.storeConfig.weekStart);
  const view = useAppSelector((s) => s.storeConfig.calendarView);
  const [params, setParams] = useSearchParams();
  const [zone, setZone] = useState(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  const paramDate = params.get('date');
  const date = isDay(paramDate) ? paramDate : todayIn(zone);
  const setDate = (next: string) =>
    setParams(
      (p) => {
        p.set('date', next);
        return p;
      },
      { replace: true },
    );
  const args = { storeId, date, view, weekStart };
  const { data, error, isLoading, isFetching } = useCalendarQuery(args);
  if (data && data.timezone !== zone) setZone(data.timezone);
  const timezone = data?.timezone ?? zone;
  const prefetch = usePrefetch('calendar');
  const step = view === 'week' ? 7 : 1;
  // The neighbouring days (or weeks) load in the background: moving to them paints without waiting.
  useEffect(() => {
    if (!data) return;
    const around = { storeId, view, weekStart };
    prefetch({ ...around, date: addDays(date, step) });
    prefetch({ ...around, date: addDays(date, -step) });
  }, [data, date, step, storeId, view, weekStart, prefetch]);

  const shownDays = useMemo(() => data?.days.map((d) => d.date) ?? [date], [data, date]);
  const socket = useCalendarSocket(storeId, shownDays);

  const [cutterFilter, setCutterFilter] = useState<string>('all');
  const [booking, setBooking] = useState<BookingTarget | null>(null);
  const [blocking, setBlocking] = useState<{ start: Date; end: Date; cutterId: string } | null>(null);
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const [blockEvent, setBlockEvent] = useState<CalendarEvent | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const [selected, setSelected] = useState<CalEvent | null>(null);
  const [slot, setSlot] = useState<{ start: Date; cutterId: string } | null>(null);
  const [clipboard, setClipboard] = useState<CalEvent | null>(null);
  const [reschedule] = useRescheduleAppointmentMutation();
  const [update] = useUpdateAppointmentMutation();
  const [create, creating] = useCreateAppointmentMutation();

  const resourcesAll = data?.resources ?? [];
  const effectiveFilter = cutterFilter === 'all' && phone && view === 'day' ? (resourcesAll[0]?.id ?? 'all') : cutterFilter;
  const resources = effectiveFilter === 'all' ? resourcesAll : resourcesAll.filter((r) => r.id === effectiveFilter);
  const nameOf = useCallback((id: string) => resourcesAll.find((r) => r.id === id)?.name ?? '', [resourcesAll]);
  // One formatter per language and one string per minute of the day: a busy day has 800 times to show.
  const timeOf = useMemo(() => {
    const formatter = new Intl.DateTimeFormat(i18n.language, { hour: 'numeric', minute: '2-digit' });
    const byMinute = new Map<number, string>();
    return (d: Date) => {
      const minute = d.getHours() * 60 + d.getMinutes();
      let text = byMinute.get(minute);
      if (text === undefined) {
        text = formatter.format(d);
        byMinute.set(minute, text);
      }
      return text;
    };
  }, [i18n.language]);

  const describe = useCallback(
    (e: Pick<CalEvent, 'source' | 'title' | 'resourceId' | 'start' | 'end'>) =>
      e.source.kind === 'block'
        ? t('blockLabel', { label: e.title, cutter: nameOf(e.resourceId), from: timeOf(e.start), to: timeOf(e.end) })
        : t('eventLabel', {
            title: e.title,
            status: t(`status.${e.source.status}` as never, { ns: 'appointments' }),
            cutter: nameOf(e.resourceId),
            from: timeOf(e.start),
            to: timeOf(e.end),
          }),
    [t, nameOf, timeOf],
  );

  // The flags are read once per status, not once per event (400 events walk the access tree otherwise).
  const editable = useMemo(() => {
    const byStatus = new Map<string, { movable: boolean; resizable: boolean }>();
    return (status: CalendarEvent['status']) => {
      let found = byStatus.get(status);
      if (!found) {
        found = { movable: canMove(status, controls), resizable: canStretch(status, controls) };
        byStatus.set(status, found);
      }
      return found;
    };
  }, [controls]);
  const events = useMemo<CalEvent[]>(
    () =>
      (data?.events ?? [])
        .filter((e) => effectiveFilter === 'all' || e.resourceId === effectiveFilter)
        .map((e) => {
          const shown = {
            title: e.title,
            start: toFloating(e.start, data?.timezone ?? zone),
            end: toFloating(e.end, data?.timezone ?? zone),
            resourceId: e.resourceId,
            source: e,
          };
          return {
            ...shown,
            id: e.id,
            label: describe(shown),
            extra:
              e.kind === 'block'
                ? nameOf(e.resourceId)
                : `${t(`status.${e.status}` as never, { ns: 'appointments' })}, ${nameOf(e.resourceId)}`,
            movable: e.kind === 'appointment' && editable(e.status).movable,
            resizable: e.kind === 'appointment' && editable(e.status).resizable,
          };
        }),
    [data, effectiveFilter, editable, zone, describe, nameOf, t],
  );
  usePaintMarks(data, events.length);

  const hours = visibleHours(data?.days ?? [], { open: data?.open ?? '10:00', close: data?.close ?? '20:00' });
  const min = floatingAt(date, hours.open);
  const max = floatingAt(date, hours.close);
  const localizer = useMemo(() => localizerFor(weekStart), [weekStart]);
  const canCreate = canFlag(controls, 'create');
  const canBlock = canFlag(controls, 'add-block');

  const copy = useCallback((e: CalEvent | null) => {
    if (e?.source.kind !== 'appointment') return;
    setClipboard(e);
  }, []);

  const paste = useCallback(async () => {
    if (!clipboard || !slot || !data) {
      if (clipboard) toast.error(t('pasteHint'));
      return;
    }
    try {
      const original = await dispatch(calendarApi.endpoints.appointment.initiate(clipboard.id, { subscribe: false })).unwrap();
      await create({
        idempotencyKey: crypto.randomUUID(),
        body: {
          storeId,
          cutterId: slot.cutterId,
          serviceIds: original.services.map((s) => s.serviceId),
          start: fromFloating(slot.start, data.timezone),
          source: original.source ?? 'phone',
          ...(original.customerId
            ? { customerId: original.customerId }
            : {
                guest: {
                  name: original.guest?.name ?? original.customerName ?? 'Guest',
                  ...(original.guest?.phoneNumber ? { phoneNumber: original.guest.phoneNumber } : {}),
                },
              }),
        },
      }).unwrap();
      toast.success(t('pasted', { time: timeOf(slot.start), cutter: nameOf(slot.cutterId) }), { autoHide: true });
      setSlot(null);
    } catch (failure) {
      if (isApiError(failure) && failure.status === 409) setConflict(failure.message);
      else toast.error(errorMessage(failure));
    }
  }, [clipboard, slot, data, dispatch, create, storeId, t, toast, timeOf, nameOf]);

  // Ctrl/Cmd+C on a selected appointment, Ctrl/Cmd+V on a selected empty slot.
  const dialogOpen = Boolean(booking || blocking || detailsId || blockEvent || conflict);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && clipboard && !dialogOpen) {
        setClipboard(null);
        return;
      }
      if (!(event.ctrlKey || event.metaKey) || dialogOpen || isTyping(event.target)) return;
      const key = event.key.toLowerCase();
      if (key === 'c' && selected) {
        event.preventDefault();
        copy(selected);
      } else if (key === 'v' && clipboard) {
        event.preventDefault();
        void paste();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [selected, clipboard, dialogOpen, copy, paste]);

  const onSelectSlot = (info: SlotInfo) => {
    const cutterId = info.resourceId ? String(info.resourceId) : effectiveFilter !== 'all' ? effectiveFilter : resourcesAll[0]?.id;
    if (!cutterId) return;
    setSelected(null);
    setSlot({ start: info.start, cutterId });
    // With something copied, a click chooses where to paste; otherwise it opens the booking popup.
    if (clipboard) return;
    if (info.action === 'select' && canBlock && !canCreate) setBlocking({ start: info.start, end: info.end, cutterId });
    else if (canCreate) setBooking({ start: info.start, cutterId });
  };

  const move = async ({ event, start, end, resourceId }: EventInteractionArgs<CalEvent>) => {
    if (!data) return;
    if (!event.movable) {
      toast.error(t('cannotMove'));
      return;
    }
    const startDate = new Date(start);
    const cutterId = resourceId ? String(resourceId) : event.resourceId;
    if (sameSlot(startDate, event.start) && cutterId === event.resourceId) return;
    try {
      await reschedule({
        id: event.id,
        body: { start: fromFloating(startDate, data.timezone), cutterId, version: event.source.version },
      }).unwrap();
      toast.success(t('moved', { time: timeOf(startDate), cutter: nameOf(cutterId) }), { autoHide: true });
    } catch (failure) {
      if (isApiError(failure) && failure.status === 409) setConflict(failure.message);
      else toast.error(errorMessage(failure));
    }
    void end;
  };

  const stretch = async ({ event, start, end }: EventInteractionArgs<CalEvent>) => {
    if (!data || !event.resizable) return;
    const startDate = new Date(start);
    const endDate = new Date(end);
    const body = sameSlot(startDate, event.start)
      ? { end: fromFloating(endDate, data.timezone), version: event.source.version }
      : { start: fromFloating(startDate, data.timezone), end: fromFloating(endDate, data.timezone), version: event.source.version };
    try {
      await update({ id: event.id, body }).unwrap();
      toast.success(t('stretched', { time: timeOf(endDate) }), { autoHide: true });
    } catch (failure) {
      if (isApiError(failure) && failure.status === 409) setConflict(failure.message);
      else toast.error(errorMessage(failure));
    }
  };

  const openEvent = (e: CalEvent) => {
    setSelected(e);
    setSlot(null);
    if (e.source.kind === 'block') setBlockEvent(e.source);
    else setDetailsId(e.id);
  };

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
  const today = todayIn(timezone);
  const goTo = (next: string) => {
    performance.mark('calendar-navigate');
    setSelected(null);
    setSlot(null);
    setDate(next);
  };

  return (
    <>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
        {showStores ? (
          <TextField
            select
            size="small"
            label={t('store')}
            value={storeId}
            onChange={(e) => setStoreId(e.target.value)}
            sx={{ width: { xs: '100%', sm: 220 } }}
          >
            {stores.map((s) => (
              <MenuItem key={s.id} value={s.id}>
                {s.name}
              </MenuItem>
            ))}
          </TextField>
        ) : null}
        <Box role="group" aria-label={t('navigation')} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <Tooltip title={view === 'day' ? t('previousDay') : t('previousWeek')}>
            <IconButton aria-label={view === 'day' ? t('previousDay') : t('previousWeek')} onClick={() => goTo(addDays(date, -step))}>
              <ChevronLeftIcon />
            </IconButton>
          </Tooltip>
          <Typography component="p" aria-live="polite" sx={{ minWidth: { xs: 120, sm: 200 }, textAlign: 'center', fontWeight: 500 }}>
            {navLabel}
          </Typography>
          <Tooltip title={view === 'day' ? t('nextDay') : t('nextWeek')}>
            <IconButton aria-label={view === 'day' ? t('nextDay') : t('nextWeek')} onClick={() => goTo(addDays(date, step))}>
              <ChevronRightIcon />
            </IconButton>
          </Tooltip>
          <Button size="small" onClick={() => goTo(today)} disabled={date === today}>
            {t('today')}
          </Button>
        </Box>
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

      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        {hasAccess(controls, ['new_sale']) ? (
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
          <Button
            variant="outlined"
            startIcon={<AddIcon />}
            disabled={!resourcesAll.length}
            onClick={() =>
              setBooking({
                start: slot?.start ?? min,
                cutterId: slot?.cutterId ?? (effectiveFilter !== 'all' ? effectiveFilter : resourcesAll[0].id),
              })
            }
          >
            {t('newAppointment')}
          </Button>
        ) : null}
        {canBlock ? (
          <Button
            variant="outlined"
            startIcon={<EventBusyIcon />}
            disabled={!resourcesAll.length}
            onClick={() => {
              const start = slot?.start ?? min;
              setBlocking({
                start,
                end: new Date(start.getTime() + 60 * 60_000),
                cutterId: slot?.cutterId ?? resources[0]?.id ?? resourcesAll[0].id,
              });
            }}
          >
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
            <Button
              variant="outlined"
              startIcon={<ContentPasteIcon />}
              disabled={!clipboard || !slot || creating.isLoading}
              onClick={() => void paste()}
            >
              {t('paste')}
            </Button>
          </>
        ) : null}
        <Typography variant="body2" role="status" sx={{ color: 'text.secondary' }}>
          {clipboard ? t('copied', { title: clipboard.title }) : ''}
          {clipboard && slot ? ` ${t('selectedSlot', { cutter: nameOf(slot.cutterId), time: timeOf(slot.start) })}` : ''}
        </Typography>
        {clipboard ? (
          <Button size="small" onClick={() => setClipboard(null)}>
            {t('clearCopy')}
          </Button>
        ) : null}
      </Box>

      {data ? (
        <Typography variant="body2" color="text.secondary">
          {t('timesIn', { timezone: data.timezone })}
        </Typography>
      ) : null}
      {error ? <Alert severity="error">{errorMessage(error) || t('loadFailed')}</Alert> : null}
      {isLoading ? <CircularProgress aria-label={t('loading')} /> : null}
      {data && !resourcesAll.length ? <Alert severity="info">{t('noCutters')}</Alert> : null}
      {data ? (
        <Box
          aria-busy={isFetching}
          data-testid="appointment-calendar"
          sx={{
            minWidth: 0,
            overflowX: 'auto',
            ...calendarSx,
            '& .rbc-time-view': { minWidth: view === 'week' ? 720 : undefined },
          }}
        >
          <DnDCalendar
            localizer={localizer}
            culture="en-US"
            events={events}
            resources={view === 'day' ? resources : undefined}
            resourceIdAccessor="id"
            resourceTitleAccessor="name"
            resourceAccessor="resourceId"
            tooltipAccessor="label"
            date={floatingAt(date, '12:00')}
            view={view}
            views={['day', 'week']}
            onView={(v) => dispatch(calendarViewChosen(v === 'week' ? 'week' : 'day'))}
            onNavigate={(d) => goTo(floatingDay(d))}
            toolbar={false}
            step={STEP}
            timeslots={TIMESLOTS}
            min={min}
            max={max}
            scrollToTime={min}
            getNow={() => toFloating(new Date(), timezone)}
            selectable={canCreate || canBlock ? 'ignoreEvents' : false}
            selected={selected}
            onSelectSlot={onSelectSlot}
            onSelectEvent={openEvent}
            onKeyPressEvent={(e, k) => {
              if ((k.ctrlKey || k.metaKey) && k.key.toLowerCase() === 'c') {
                k.preventDefault();
                setSelected(e);
                copy(e);
              } else if (k.key === 'Enter' || k.key === ' ') {
                k.preventDefault();
                openEvent(e);
              } else setSelected(e);
            }}
            onEventDrop={(args) => void move(args)}
            onEventResize={(args) => void stretch(args)}
            draggableAccessor="movable"
            resizableAccessor="resizable"
            resizable
            eventPropGetter={(e, _s, _e, isSelected) => ({
              className: e.source.kind === 'block' ? 'calendar-block' : undefined,
              style:
                e.source.kind === 'block'
                  ? { outline: isSelected ? '2px solid #000' : undefined }
                  : {
                      backgroundColor: e.source.color,
                      borderColor: e.source.color,
                      color: '#fff',
                      outline: isSelected ? '2px solid #000' : undefined,
                      outlineOffset: 1,
                    },
            })}
            slotPropGetter={(d, resourceId) =>
              slot && sameSlot(d, slot.start) && (resourceId === undefined || resourceId === slot.cutterId)
                ? { className: 'calendar-slot-selected' }
                : {}
            }
            components={{ event: EventBody, resourceHeader: ResourceHeader }}
            formats={{ timeGutterFormat: 'h:mm a', dayFormat: 'EEE d' }}
            dayLayoutAlgorithm="no-overlap"
            style={{ height: HEIGHT }}
          />
        </Box>
      ) : null}
      {data ? <StatusLegend /> : null}

      {booking && data ? (
        <BookingDialog
          target={booking}
          storeId={storeId}
          timezone={data.timezone}
          resources={resourcesAll}
          onClose={() => {
            setBooking(null);
            setSlot(null);
          }}
          onConflict={setConflict}
        />
      ) : null}
      {blocking && data ? (
        <BlockDialog
          initial={blocking}
          storeId={storeId}
          timezone={data.timezone}
          resources={resourcesAll}
          onClose={() => setBlocking(null)}
          onConflict={setConflict}
        />
      ) : null}
      {detailsId && data ? (
        <DetailsDialog
          appointmentId={detailsId}
          storeId={storeId}
          timezone={data.timezone}
          resources={resourcesAll}
          onClose={() => setDetailsId(null)}
          onConflict={setConflict}
          onCopy={() => {
            const e = events.find((x) => x.id === detailsId) ?? null;
            setDetailsId(null);
            copy(e);
          }}
        />
      ) : null}
      {blockEvent ? (
        <BlockDetailsDialog
          event={blockEvent}
          description={events.find((e) => e.id === blockEvent.id)?.label ?? blockEvent.title}
          canDelete={canFlag(controls, 'delete-block')}
          onClose={() => setBlockEvent(null)}
        />
      ) : null}
      {conflict ? <ConflictDialog message={conflict} onClose={() => setConflict(null)} /> : null}
    </>
  );
}

/** react-big-calendar's look inside the MUI theme: readable in light and dark, visible focus, blocks hatched. */
const calendarSx = {
  '& .rbc-calendar': { fontFamily: 'inherit', color: 'text.primary' },
  '& .rbc-time-view, & .rbc-header, & .rbc-time-content, & .rbc-timeslot-group, & .rbc-day-slot .rbc-time-slot, & .rbc-time-header-content, & .rbc-time-content > * + * > *':
    { borderColor: 'divider' },
  '& .rbc-timeslot-group': { minHeight: 48 },
  // The library paints the gutters white; the theme may be dark.
  '& .rbc-time-gutter, & .rbc-time-header-gutter, & .rbc-time-view-resources .rbc-time-gutter, & .rbc-time-view-resources .rbc-time-header-gutter':
    { bgcolor: 'background.paper' },
  // No all-day appointments in a salon: the empty all-day row goes.
  '& .rbc-allday-cell': { display: 'none' },
  '& .rbc-time-header-content > .rbc-row.rbc-row-resource': { borderBottom: 0 },
  '& .rbc-header': { py: 0.5, fontWeight: 600 },
  '& .rbc-label': { fontSize: 12, color: 'text.secondary' },
  '& .rbc-today': { bgcolor: 'action.hover' },
  '& .rbc-event': { borderRadius: 1, px: 0.5, py: 0.25 },
  '& .rbc-event:focus-visible': { outline: '3px solid', outlineColor: 'warning.main', outlineOffset: 1 },
  '& .rbc-event-label': { fontSize: 11 },
  '& .calendar-event-body': { display: 'block', lineHeight: 1.25, fontSize: 12 },
  '& .calendar-event-title': { fontWeight: 600 },
  '& .calendar-visually-hidden': {
    position: 'absolute',
    width: 1,
    height: 1,
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  },
  '& .calendar-resource': { display: 'flex', alignItems: 'center', justifyContent: 'center', gap: '6px', py: 0.5, minWidth: 0 },
  '& .calendar-swatch': { width: 12, height: 12, borderRadius: '50%', flexShrink: 0, border: '1px solid', borderColor: 'text.disabled' },
  '& .calendar-resource-name': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  '& .calendar-block': {
    color: 'text.primary',
    bgcolor: 'action.selected',
    border: '1px dashed',
    borderColor: 'text.secondary',
    backgroundImage: 'repeating-linear-gradient(45deg, transparent 0 6px, rgba(127,127,127,0.18) 6px 12px)',
  },
  '& .rbc-day-slot .calendar-slot-selected': { bgcolor: 'primary.main', opacity: 0.35 },
  '& .rbc-current-time-indicator': { bgcolor: 'error.main', height: 2 },
  '& .rbc-slot-selection': { bgcolor: 'primary.main', color: 'primary.contrastText' },
} as const;
