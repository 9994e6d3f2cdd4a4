import Alert from '@mui/material/Alert';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { WaitlistEntry } from '@salon/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/api-error.ts';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useToast } from '../../../components/toast/use-toast.ts';
import { formatDateTime, formatTime } from '../../booking/booking-format.ts';
import { useBookFromWaitlistMutation, useWaitlistTimesQuery } from '../waitlist.api.ts';
import { formatWindow } from '../waitlist-format.ts';

/** Books a waiting customer: the free times that fit the wish (store clock), one chosen, booked through the normal path. */
export function WaitlistBookDialog({ entry, onClose }: { entry: WaitlistEntry; onClose: () => void }) {
  const { t, i18n } = useTranslation('waitlist');
  const toast = useToast();
  const { data: times, error, isLoading } = useWaitlistTimesQuery(entry.id);
  const [book, booking] = useBookFromWaitlistMutation();
  const [chosen, setChosen] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const window = formatWindow(entry, i18n.language);
  const key = (s: { start: string; cutterId: string }) => `${s.start}|${s.cutterId}`;

  const submit = async () => {
    const slot = times?.find((s) => key(s) === chosen);
    if (!slot) return setFieldError(t('chooseTime'));
    setFieldError(null);
    try {
      await book({ id: entry.id, storeId: entry.storeId, body: { start: slot.start, cutterId: slot.cutterId } }).unwrap();
      toast.success(t('bookedFromList', { name: entry.customerName, time: formatDateTime(slot.start, entry.timezone, i18n.language) }), {
        autoHide: true,
      });
      onClose();
    } catch (e) {
      setMessage(errorMessage(e));
    }
  };

  return (
    <FormDialog
      title={t('bookTitle', { name: entry.customerName })}
      submitLabel={t('book')}
      busy={booking.isLoading}
      error={message ?? (error ? errorMessage(error) : null)}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <Typography variant="body2">{t('bookHelp', { ...window, services: entry.services.map((s) => s.name).join(', ') })}</Typography>
      {isLoading ? <PageLoader /> : null}
      {times && !times.length ? <Alert severity="info">{t('noTimes')}</Alert> : null}
      {times?.length ? (
        <FormControl error={Boolean(fieldError)}>
          <FormLabel id={`times-${entry.id}`}>{t('times')}</FormLabel>
          <RadioGroup aria-labelledby={`times-${entry.id}`} value={chosen} onChange={(e) => setChosen(e.target.value)}>
            {times.map((s) => (
              <FormControlLabel
                key={key(s)}
                value={key(s)}
                control={<Radio size="small" />}
                label={t('timeWith', { time: formatTime(s.start, entry.timezone, i18n.language), name: s.cutterName })}
              />
            ))}
          </RadioGroup>
          {fieldError ? <FormHelperText>{fieldError}</FormHelperText> : null}
        </FormControl>
      ) : null}
    </FormDialog>
  );
}
