import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { BLOCK_LABELS, type BlockLabel } from '@salon/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, isApiError } from '../../../api/api-error.ts';
import { useToast } from '../../../components/toast/use-toast.ts';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { type CalendarEvent, type CalendarResource, useCreateBlockMutation, useDeleteBlockMutation } from '../calendar.api.ts';
import { floatingAt, floatingDay, floatingTime, fromFloating } from '../calendar-time.ts';

/** Blocks a cutter's time: Non Availability, blocked or vacation (BlockedSlot/Create). */
export function BlockDialog({
  initial,
  storeId,
  timezone,
  resources,
  onClose,
  onConflict,
}: {
  initial: { start: Date; end: Date; cutterId: string };
  storeId: string;
  timezone: string;
  resources: readonly CalendarResource[];
  onClose: () => void;
  onConflict: (message: string) => void;
}) {
  const { t } = useTranslation('calendar');
  const toast = useToast();
  const [employeeId, setEmployeeId] = useState(initial.cutterId);
  const [day, setDay] = useState(floatingDay(initial.start));
  const [from, setFrom] = useState(floatingTime(initial.start));
  const [to, setTo] = useState(floatingTime(initial.end));
  const [label, setLabel] = useState<BlockLabel>('Non Availability');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [create, creating] = useCreateBlockMutation();
  const at = (time: string) => fromFloating(floatingAt(day, time), timezone);
  const submit = async () => {
    setError(null);
    try {
      await create({ storeId, employeeId, start: at(from), end: at(to), label, ...(note.trim() ? { note: note.trim() } : {}) }).unwrap();
      toast.success(t('blockSaved'), { autoHide: true });
      onClose();
    } catch (failure) {
      if (isApiError(failure) && failure.status === 409) {
        onClose();
        onConflict(failure.message);
      } else setError(errorMessage(failure));
    }
  };
  return (
    <FormDialog
      title={t('blockTitle')}
      submitLabel={t('saveBlock')}
      busy={creating.isLoading}
      error={error}
      onClose={onClose}
      onSubmit={() => void submit()}
    >
      <TextField select size="small" label={t('cutter')} value={employeeId} onChange={(e) => setEmployeeId(e.target.value)}>
        {resources.map((r) => (
          <MenuItem key={r.id} value={r.id}>
            {r.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        type="date"
        label={t('date')}
        value={day}
        onChange={(e) => setDay(e.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        size="small"
        type="time"
        label={t('start')}
        value={from}
        onChange={(e) => setFrom(e.target.value)}
        slotProps={{ htmlInput: { step: 300 }, inputLabel: { shrink: true } }}
      />
      <TextField
        size="small"
        type="time"
        label={t('end')}
        value={to}
        onChange={(e) => setTo(e.target.value)}
        slotProps={{ htmlInput: { step: 300 }, inputLabel: { shrink: true } }}
      />
      <TextField select size="small" label={t('blockLabelField')} value={label} onChange={(e) => setLabel(e.target.value as BlockLabel)}>
        {BLOCK_LABELS.map((l) => (
          <MenuItem key={l} value={l}>
            {t(`block.${l}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        label={t('note')}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        slotProps={{ htmlInput: { maxLength: 1000 } }}
      />
    </FormDialog>
  );
}

/** A blocked slot's details; removing it needs delete_blocked_slot. */
export function BlockDetailsDialog({
  event,
  description,
  canDelete,
  onClose,
}: {
  event: CalendarEvent;
  description: string;
  canDelete: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('calendar');
  const titleId = useId();
  const toast = useToast();
  const [remove, removing] = useDeleteBlockMutation();
  const [error, setError] = useState<string | null>(null);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t('blockDetails')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{description}</DialogContentText>
        {error ? <DialogContentText color="error">{error}</DialogContentText> : null}
      </DialogContent>
      <DialogActions>
        {canDelete ? (
          <Button
            color="error"
            disabled={removing.isLoading}
            onClick={async () => {
              try {
                await remove(event.id).unwrap();
                toast.success(t('blockRemoved'), { autoHide: true });
                onClose();
              } catch (failure) {
                setError(errorMessage(failure));
              }
            }}
          >
            {t('removeBlock')}
          </Button>
        ) : null}
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
