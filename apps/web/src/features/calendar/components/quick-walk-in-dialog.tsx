// Quick walk-in (issue 23): Appointment/Quick books a walk-in starting now, at the store's next slot mark, with
// the first bookable cutter or the one chosen. The answer names the time and the cutter; "no cutter is free"
// stays in the dialog so the desk can choose other services or a cutter.
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatStoreTime } from '@salon/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, isApiError } from '../../../api/api-error.ts';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { useToast } from '../../../components/toast/use-toast.ts';
import { type CalendarResource, useQuickAppointmentMutation, useStoreServicesQuery } from '../calendar.api.ts';
import { BookingCustomer, type BookingPerson, NO_PERSON, personBody, personErrors } from './booking-customer.tsx';
import { BookingServices } from './booking-services.tsx';
import { cutterOptions } from './cutter-swatch.tsx';

const FIRST_FREE = 'first-free';

export function QuickWalkInDialog({
  storeId,
  timezone,
  resources,
  onClose,
}: {
  storeId: string;
  timezone: string;
  resources: readonly CalendarResource[];
  onClose: () => void;
}) {
  const { t } = useTranslation('calendar');
  const toast = useToast();
  const [cutterId, setCutterId] = useState(FIRST_FREE);
  const [serviceIds, setServiceIds] = useState<string[]>([]);
  const [person, setPerson] = useState<BookingPerson>(NO_PERSON);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  // One key per popup: a double click or a retry after a lost answer books one walk-in.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const services = useStoreServicesQuery(storeId);
  const [book, booking] = useQuickAppointmentMutation();

  const submit = async () => {
    const found = personErrors(person, t);
    if (!serviceIds.length) found.services = t('servicesHelp');
    setErrors(found);
    if (Object.keys(found).length) return;
    setServerError(null);
    setRefusal(null);
    try {
      const booked = await book({
        idempotencyKey,
        body: { storeId, serviceIds, ...(cutterId === FIRST_FREE ? {} : { cutterId }), ...personBody(person) },
      }).unwrap();
      toast.success(t('quickBooked', { time: formatStoreTime(timezone, booked.start), cutter: booked.cutterName }));
      onClose();
    } catch (failure) {
      // 409: nobody can take the walk-in now (or the named cutter is taken); the reason is the server's.
      if (isApiError(failure) && failure.status === 409) return setRefusal(failure.message);
      setServerError(errorMessage(failure));
      if (isApiError(failure) && failure.fields) setErrors(failure.fields);
    }
  };

  return (
    <FormDialog
      title={t('quickTitle')}
      submitLabel={t('quickBook')}
      busy={booking.isLoading}
      error={serverError}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <Typography variant="body2" color="text.secondary">
        {t('quickHelp')}
      </Typography>
      {refusal ? (
        <Alert severity="warning" role="alert">
          <AlertTitle>{t('noCutterFree')}</AlertTitle>
          {refusal}
        </Alert>
      ) : null}
      <TextField select size="small" label={t('cutter')} value={cutterId} onChange={(e) => setCutterId(e.target.value)}>
        <MenuItem value={FIRST_FREE}>{t('firstFree')}</MenuItem>
        {cutterOptions(resources)}
      </TextField>
      <BookingServices services={services.data} selected={serviceIds} onChange={setServiceIds} errors={errors} />
      <BookingCustomer storeId={storeId} person={person} onChange={setPerson} errors={errors} />
    </FormDialog>
  );
}
