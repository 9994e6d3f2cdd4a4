import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { instantToWallClock } from '@salon/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/api-error.ts';
import { useToast } from '../../../components/toast/use-toast.ts';
import { formatDateTime } from '../booking-format.ts';
import { type MyAppointment, useRescheduleMyAppointmentMutation } from '../booking.api.ts';
import { SlotPicker } from './slot-picker.tsx';

/** Pick a new day and time for one of my appointments, with the booking screen's slots (same cutter). */
export function RescheduleDialog({ appointment, onClose }: { appointment: MyAppointment; onClose: () => void }) {
  const { t, i18n } = useTranslation('booking');
  const titleId = useId();
  const toast = useToast();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [day, setDay] = useState(() => instantToWallClock(appointment.timezone, new Date(appointment.start)).date);
  const [error, setError] = useState<string | null>(null);
  const [reschedule, state] = useRescheduleMyAppointmentMutation();
  const pick = async (start: string) => {
    setError(null);
    try {
      await reschedule({ id: appointment.id, start }).unwrap();
      toast.success(t('rescheduled', { when: formatDateTime(start, appointment.timezone, i18n.language) }));
      onClose();
    } catch (caught) {
      setError(errorMessage(caught));
    }
  };
  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('rescheduleTitle')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Typography color="text.secondary">
          {t('rescheduleIntro', {
            when: formatDateTime(appointment.start, appointment.timezone, i18n.language),
            store: appointment.storeName,
          })}
        </Typography>
        {error ? <Alert severity="error">{error}</Alert> : null}
        <SlotPicker
          storeId={appointment.storeId}
          timezone={appointment.timezone}
          serviceIds={appointment.services.map((s) => s.serviceId)}
          cutterId={appointment.cutterId}
          day={day}
          onDayChange={setDay}
          onPick={(start) => void pick(start)}
          busy={state.isLoading}
          excludeStart={appointment.start}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('keepTime')}</Button>
      </DialogActions>
    </Dialog>
  );
}
