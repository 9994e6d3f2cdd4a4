import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import PublishIcon from '@mui/icons-material/Publish';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type Shift, addDays, hasAccess } from '@salon/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/api-error.ts';
import { AccessGuard } from '../../../components/access-guard.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useToast } from '../../../components/toast/use-toast.ts';
import { useSession } from '../../session/session-context.ts';
import { DemandStrip } from '../../store-demands/components/demand-strip.tsx';
import { ScheduleGrid } from '../components/schedule-grid.tsx';
import { ShiftDialog, type ShiftDialogTarget } from '../components/shift-dialog.tsx';
import { TimeOffDialog } from '../components/time-off-dialog.tsx';
import { WeekToolbar } from '../components/week-toolbar.tsx';
import { useCopyWeekMutation, usePublishShiftsMutation, useSearchTimeOffQuery } from '../shifts.api.ts';
import { type StoreWeekProps, StoreWeekPage, useStoreWeek } from '../components/store-week-page.tsx';
import { formatDate, formatDateTime, rangeBounds } from '../week.ts';

export const MANAGE_SHIFT_FLAGS = ['add_store_shifts', 'edit_store_shifts', 'publish_store_shifts'];
/** /admin/store/manage-shifts: employees by the seven days of a week; create, edit, delete, publish and copy shifts; time off. */
export function ManageShiftsPage() {
  return (
    <AccessGuard flags={MANAGE_SHIFT_FLAGS}>
      <ManageShifts />
    </AccessGuard>
  );
}

function ManageShifts() {
  const { t } = useTranslation('shifts');
  return <StoreWeekPage title={t('manageTitle')}>{(props) => <StoreWeek {...props} />}</StoreWeekPage>;
}

function StoreWeek({ stores, storeId, setStoreId, showStores }: StoreWeekProps) {
  const { t, i18n } = useTranslation('shifts');
  const toast = useToast();
  const { data: session } = useSession();
  const controls = session?.accessControls;
  const can = (flag: string) => hasAccess(controls, [flag]);
  const {
    zone,
    thisWeek,
    weekStart,
    setChosenWeek,
    days,
    shifts: { data, error, isLoading, isFetching },
  } = useStoreWeek(storeId);
  const to = days[6];
  const bounds = rangeBounds(zone, weekStart, to);
  const { data: timeOff = [] } = useSearchTimeOffQuery(
    { storeId, from: bounds.start.toISOString(), to: bounds.end.toISOString() },
    { skip: !can('time_off') },
  );
  const [publish, publishing] = usePublishShiftsMutation();
  const [copyWeek, copying] = useCopyWeekMutation();
  const [dialog, setDialog] = useState<ShiftDialogTarget | null>(null);
  const [timeOffOpen, setTimeOffOpen] = useState(false);
  const [confirm, setConfirm] = useState<'publish' | 'copy' | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);

  const employees = (data?.schedule ?? []).map((e) => ({ value: e.employeeId, label: e.name }));
  const drafts = (data?.shifts ?? []).filter((s: Shift) => s.status === 'draft').length;
  const weekLabel = formatDate(weekStart, i18n.language);
  const nextWeek = addDays(weekStart, 7);

  const runPublish = async () => {
    try {
      const result = await publish({ storeId, from: weekStart, to }).unwrap();
      const message = t('published', { count: result.published, employees: result.employeesNotified });
      setOutcome(message);
    } catch (failure) {
      toast.error(errorMessage(failure));
    }
    setConfirm(null);
  };
  const runCopy = async () => {
    try {
      const result = await copyWeek({ storeId, fromWeekStart: weekStart, toWeekStart: nextWeek }).unwrap();
      const message = t('copied', { count: result.created, skipped: result.skipped, date: formatDate(nextWeek, i18n.language) });
      setOutcome(message);
    } catch (failure) {
      toast.error(errorMessage(failure));
    }
    setConfirm(null);
  };

  return (
    <>
      <WeekToolbar
        stores={stores}
        storeId={storeId}
        onStore={setStoreId}
        showStores={showStores}
        weekStart={weekStart}
        onWeek={(first) => {
          setOutcome(null);
          setChosenWeek(first);
        }}
        thisWeek={thisWeek}
      />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {can('publish_store_shifts') ? (
          <Button variant="contained" startIcon={<PublishIcon />} onClick={() => setConfirm('publish')} disabled={!data}>
            {t('publish')}
          </Button>
        ) : null}
        {can('add_store_shifts') ? (
          <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => setConfirm('copy')} disabled={!data}>
            {t('copyWeek')}
          </Button>
        ) : null}
        {can('time_off') ? (
          <Button variant="outlined" startIcon={<EventBusyIcon />} onClick={() => setTimeOffOpen(true)} disabled={!employees.length}>
            {t('addTimeOff')}
          </Button>
        ) : null}
      </Box>
      {outcome ? (
        <Alert severity="success" role="status" onClose={() => setOutcome(null)}>
          {outcome}
        </Alert>
      ) : null}
      {data ? (
        <Typography variant="body2" color="text.secondary">
          {t('timezoneNote', { timezone: data.timezone })}
        </Typography>
      ) : null}
      {data && (can('view_store_demand') || can('view_store_shifts')) ? (
        <DemandStrip
          storeId={storeId}
          weekStart={weekStart}
          timezone={data.timezone}
          canSuggest={can('add_store_shifts')}
          onAccepted={setOutcome}
        />
      ) : null}
      {error ? <Alert severity="error">{errorMessage(error)}</Alert> : null}
      {isLoading ? <CircularProgress aria-label={t('gridLabel', { date: weekLabel })} /> : null}
      {data ? (
        <Box sx={{ opacity: isFetching ? 0.6 : 1, transition: 'opacity 150ms', minWidth: 0 }} aria-busy={isFetching}>
          <ScheduleGrid
            result={data}
            days={days}
            timeOff={timeOff}
            label={t('gridLabel', { date: weekLabel })}
            canAdd={can('add_store_shifts')}
            canOpen={can('edit_store_shifts') || can('delete_store_shifts')}
            onAdd={(employeeId, date) => setDialog({ kind: 'create', employeeId, date })}
            onOpen={(shift) => setDialog({ kind: 'edit', shift })}
          />
        </Box>
      ) : null}
      {can('time_off') && data ? (
        <Paper variant="outlined" component="section" aria-labelledby="time-off-heading" sx={{ p: 2 }}>
          <Typography id="time-off-heading" variant="h2" sx={{ fontSize: '1.15rem' }}>
            {t('timeOffListTitle')}
          </Typography>
          {timeOff.length ? (
            <List dense>
              {timeOff.map((o) => (
                <ListItem key={o.id} disableGutters>
                  <ListItemText
                    primary={`${o.employeeName}: ${o.reason}`}
                    secondary={`${formatDateTime(data.timezone, o.start, i18n.language)} – ${formatDateTime(data.timezone, o.end, i18n.language)} · ${t(`timeOffStatus.${o.status}`)}`}
                  />
                </ListItem>
              ))}
            </List>
          ) : (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t('noTimeOff')}
            </Typography>
          )}
        </Paper>
      ) : null}
      {dialog && data ? (
        <ShiftDialog
          target={dialog}
          storeId={storeId}
          timezone={data.timezone}
          employees={employees}
          days={days}
          canEdit={can('edit_store_shifts')}
          canDelete={can('delete_store_shifts')}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {timeOffOpen && data ? (
        <TimeOffDialog
          storeId={storeId}
          timezone={data.timezone}
          employees={employees}
          defaultEmployeeId={employees[0]?.value ?? ''}
          defaultDate={weekStart}
          onClose={() => setTimeOffOpen(false)}
        />
      ) : null}
      <ConfirmDialog
        open={confirm === 'publish'}
        title={t('publishTitle', { date: weekLabel })}
        message={drafts ? t('publishMessage', { count: drafts }) : t('publishNone')}
        confirmLabel={t('publish')}
        cancelLabel={t('cancel')}
        busy={publishing.isLoading}
        onConfirm={() => void runPublish()}
        onCancel={() => setConfirm(null)}
      />
      <ConfirmDialog
        open={confirm === 'copy'}
        title={t('copyTitle', { date: formatDate(nextWeek, i18n.language) })}
        message={t('copyMessage')}
        confirmLabel={t('copyWeek')}
        cancelLabel={t('cancel')}
        busy={copying.isLoading}
        onConfirm={() => void runCopy()}
        onCancel={() => setConfirm(null)}
      />
    </>
  );
}
