import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { addDays, todayIn } from '@salon/shared';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { SlotInfo } from 'react-big-calendar';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../api/api-error.ts';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.ts';
import type { StoreOption } from '../../admin-shell/components/store-selector.tsx';
import { StatusLegend } from '../../appointments/components/status-chip.tsx';
import { isDay } from '../../appointments/appointment-format.ts';
import { useSession } from '../../session/session-context.ts';
import { canFlag } from '../calendar-actions.ts';
import { type CalendarEvent, useCalendarQuery, usePrefetch } from '../calendar.api.ts';
import { floatingAt, floatingDay, toFloating, visibleHours } from '../calendar-time.ts';
import { calendarViewChosen } from '../store-config-slice.ts';
import { useCalendarSocket } from '../use-calendar-socket.ts';
import { BlockDetailsDialog, BlockDialog } from './block-dialog.tsx';
import { type BookingTarget, BookingDialog } from './booking-dialog.tsx';
import { CalendarActionBar, CalendarToolbar } from './calendar-toolbar.tsx';
import {
  type CalEvent,
  calendarSx,
  DnDCalendar,
  EventBody,
  HEIGHT,
  localizerFor,
  ResourceHeader,
  STEP,
  sameSlot,
  TIMESLOTS,
  usePaintMarks,
} from './calendar-view.tsx';
import { ConflictDialog } from './conflict-dialog.tsx';
import { DetailsDialog } from './details-dialog.tsx';
import { type CalendarSlot, useCalendarClipboard } from './use-calendar-clipboard.ts';
import { useCalendarDragDrop } from './use-calendar-drag-drop.ts';
import { useCalendarEvents } from './use-calendar-events.ts';
import { useUnreadChatMarkers } from '../../messages/use-unread-chat-markers.ts';

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
  const { t } = useTranslation('calendar');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
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
  const [slot, setSlot] = useState<CalendarSlot | null>(null);

  const resourcesAll = data?.resources ?? [];
  const effectiveFilter = cutterFilter === 'all' && phone && view === 'day' ? (resourcesAll[0]?.id ?? 'all') : cutterFilter;
  const resources = effectiveFilter === 'all' ? resourcesAll : resourcesAll.filter((r) => r.id === effectiveFilter);
  const { events: plainEvents, nameOf, timeOf } = useCalendarEvents({ events: data?.events, timezone, resourcesAll, effectiveFilter });
  const events = useUnreadChatMarkers(storeId, plainEvents);
  usePaintMarks(data, events.length);

  const hours = visibleHours(data?.days ?? [], { open: data?.open ?? '10:00', close: data?.close ?? '20:00' });
  const min = floatingAt(date, hours.open);
  const max = floatingAt(date, hours.close);
  const localizer = useMemo(() => localizerFor(weekStart), [weekStart]);
  const canCreate = canFlag(controls, 'create');
  const canBlock = canFlag(controls, 'add-block');

  const timezoneLoaded = data?.timezone ?? null;
  const clearSlot = useCallback(() => setSlot(null), []);
  const dialogOpen = Boolean(booking || blocking || detailsId || blockEvent || conflict);
  const { clipboard, clearClipboard, copy, paste, pasting } = useCalendarClipboard({
    storeId,
    timezone: timezoneLoaded,
    slot,
    clearSlot,
    selected,
    dialogOpen,
    timeOf,
    nameOf,
    onConflict: setConflict,
  });
  const { move, stretch } = useCalendarDragDrop({ timezone: timezoneLoaded, timeOf, nameOf, onConflict: setConflict });

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

  const openEvent = (e: CalEvent) => {
    setSelected(e);
    setSlot(null);
    if (e.source.kind === 'block') setBlockEvent(e.source);
    else setDetailsId(e.id);
  };

  const today = todayIn(timezone);
  const goTo = (next: string) => {
    performance.mark('calendar-navigate');
    setSelected(null);
    setSlot(null);
    setDate(next);
  };

  return (
    <>
      <CalendarToolbar
        stores={stores}
        storeId={storeId}
        setStoreId={setStoreId}
        showStores={showStores}
        view={view}
        date={date}
        today={today}
        shownDays={shownDays}
        goTo={goTo}
        weekStart={weekStart}
        phone={phone}
        effectiveFilter={effectiveFilter}
        setCutterFilter={setCutterFilter}
        resourcesAll={resourcesAll}
        socket={socket}
      />
      <CalendarActionBar
        storeId={storeId}
        canCreate={canCreate}
        canBlock={canBlock}
        hasCutters={resourcesAll.length > 0}
        onNewAppointment={() =>
          setBooking({
            start: slot?.start ?? min,
            cutterId: slot?.cutterId ?? (effectiveFilter !== 'all' ? effectiveFilter : resourcesAll[0].id),
          })
        }
        onAddBlock={() => {
          const start = slot?.start ?? min;
          setBlocking({
            start,
            end: new Date(start.getTime() + 60 * 60_000),
            cutterId: slot?.cutterId ?? resources[0]?.id ?? resourcesAll[0].id,
          });
        }}
        selected={selected}
        clipboard={clipboard}
        slotText={slot ? t('selectedSlot', { cutter: nameOf(slot.cutterId), time: timeOf(slot.start) }) : null}
        pasting={pasting}
        canPaste={Boolean(clipboard && slot)}
        copy={copy}
        paste={paste}
        clearClipboard={clearClipboard}
      />

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
