import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatStoreDateTime, hasAccess, TIME_ENTRY_KINDS, type TimeEntry, type TimeEntryKind } from '@salon/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, isApiError } from '../../api/api-error.ts';
import { useToast } from '../../components/toast/use-toast.ts';
import { FormDialog } from '../../components/form-dialog.tsx';
import { useSession } from '../session/session-context.ts';
import { fromLocalInput, toLocalInput } from './local-input.ts';
import { useAddEntryMutation, useDeleteEntryMutation, useEditEntryMutation, useEntryHistoryQuery } from './time-clock.api.ts';

interface Props {
  zone: string;
  storeId: string;
  employee: { employeeId: string; name: string };
  entry?: TimeEntry;
  /** For a new entry: the day it starts on (YYYY-MM-DD). */
  day?: string;
  onClose: () => void;
}

/** Add or edit (or delete) an entry with a reason; times on the store's clock; the entry's history below. */
export function EntryDialog({ zone, storeId, employee, entry, day, onClose }: Props) {
  const { t } = useTranslation('timeClock');
  const toast = useToast();
  const { data: session } = useSession();
  const [kind, setKind] = useState<TimeEntryKind>(entry?.kind ?? 'work');
  const [clockIn, setClockIn] = useState(entry ? toLocalInput(zone, entry.clockIn) : `${day}T09:00`);
  const [clockOut, setClockOut] = useState(entry?.clockOut ? toLocalInput(zone, entry.clockOut) : entry ? '' : `${day}T17:00`);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [add, adding] = useAddEntryMutation();
  const [edit, editing] = useEditEntryMutation();
  const [remove, removing] = useDeleteEntryMutation();
  const history = useEntryHistoryQuery(entry?.id ?? '', { skip: !entry });
  const busy = adding.isLoading || editing.isLoading || removing.isLoading;
  const fail = (err: unknown) => {
    setError(errorMessage(err));
    setFields(isApiError(err) ? (err.fields ?? {}) : {});
  };
  const submit = async () => {
    const body = { kind, clockIn: fromLocalInput(zone, clockIn), clockOut: fromLocalInput(zone, clockOut), reason };
    try {
      if (entry) await edit({ id: entry.id, ...body }).unwrap();
      else await add({ ...body, employeeId: employee.employeeId, storeId }).unwrap();
      toast.success(t('saved'));
      onClose();
    } catch (err) {
      fail(err);
    }
  };
  const del = async () => {
    if (!entry) return;
    try {
      await remove({ id: entry.id, reason }).unwrap();
      toast.success(t('deleted'));
      onClose();
    } catch (err) {
      fail(err);
    }
  };
  return (
    <FormDialog
      title={entry ? t('editTitle', { name: employee.name }) : t('addTitle', { name: employee.name })}
      submitLabel={t('save')}
      busy={busy}
      error={error}
      onSubmit={submit}
      onClose={onClose}
      wide
    >
      <Typography variant="body2">{t('zoneNote', { zone })}</Typography>
      <TextField
        select
        label={t('kind')}
        value={kind}
        onChange={(e) => setKind(e.target.value as TimeEntryKind)}
        error={Boolean(fields.kind)}
        helperText={fields.kind}
      >
        {TIME_ENTRY_KINDS.map((k) => (
          <MenuItem key={k} value={k}>
            {t(`kind.${k}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        type="datetime-local"
        label={t('clockInAt')}
        value={clockIn}
        onChange={(e) => setClockIn(e.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
        error={Boolean(fields.clockIn)}
        helperText={fields.clockIn}
      />
      <TextField
        type="datetime-local"
        label={t('clockOutAt')}
        value={clockOut}
        onChange={(e) => setClockOut(e.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
        error={Boolean(fields.clockOut)}
        helperText={fields.clockOut}
      />
      <TextField
        label={t('reason')}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        required
        error={Boolean(fields.reason)}
        helperText={fields.reason ?? t('reasonHelp')}
      />
      {entry && hasAccess(session?.accessControls, ['delete_time_card_entry']) ? (
        <Button color="error" onClick={del} disabled={busy} sx={{ justifySelf: 'start' }}>
          {t('deleteEntry')}
        </Button>
      ) : null}
      {history.data ? (
        <>
          <Typography variant="h3" component="h3">
            {t('history')}
          </Typography>
          <List dense disablePadding>
            {history.data.versions.map((v) => (
              <ListItem key={v.version} disableGutters>
                <ListItemText
                  primary={`${t(`action.${v.action}`)} ${v.editorName ? t('by', { name: v.editorName }) : ''} · ${formatStoreDateTime(zone, v.at, { weekday: false })}`}
                  secondary={[
                    `${formatStoreDateTime(zone, v.clockIn, { weekday: false, zone: false })} – ${v.clockOut ? formatStoreDateTime(zone, v.clockOut, { weekday: false, zone: false }) : t('open')}`,
                    v.reason,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                />
              </ListItem>
            ))}
          </List>
        </>
      ) : null}
    </FormDialog>
  );
}
