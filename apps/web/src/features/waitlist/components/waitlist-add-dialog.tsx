import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, isApiError } from '../../../api/api-error.ts';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { useToast } from '../../../components/toast/use-toast.ts';
import { useCalendarQuery, useStoreServicesQuery } from '../../calendar/calendar.api.ts';
import { BookingCustomer, type BookingPerson, NO_PERSON, personErrors } from '../../calendar/components/booking-customer.tsx';
import { BookingServices } from '../../calendar/components/booking-services.tsx';
import { useAddToWaitlistMutation } from '../waitlist.api.ts';

/**
 * The desk puts a caller on the waitlist: a customer found (or created) as in the booking popup, the store's services,
 * a cutter working that day or anyone, the date and a window, all on the store's clock.
 */
export function WaitlistAddDialog({ store, today, onClose }: { store: { id: string; name: string }; today: string; onClose: () => void }) {
  const { t } = useTranslation('waitlist');
  const { t: tc } = useTranslation('calendar');
  const toast = useToast();
  const [person, setPerson] = useState<BookingPerson>(NO_PERSON);
  const [serviceIds, setServiceIds] = useState<string[]>([]);
  const [date, setDate] = useState(today);
  const [cutterId, setCutterId] = useState('any');
  const [from, setFrom] = useState('10:00');
  const [to, setTo] = useState('12:00');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const { data: services } = useStoreServicesQuery(store.id);
  const { data: day } = useCalendarQuery({ storeId: store.id, date, view: 'day', weekStart: 0 }, { skip: !date });
  const [add, adding] = useAddToWaitlistMutation();

  const submit = async () => {
    const missing = {
      ...personErrors(person, (k) => tc(k)),
      ...(serviceIds.length ? {} : { serviceIds: tc('servicesHelp') }),
    };
    setErrors(missing);
    if (Object.keys(missing).length || !person.customerId) return;
    try {
      const entry = await add({
        storeId: store.id,
        customerId: person.customerId,
        serviceIds,
        cutterId: cutterId === 'any' ? null : cutterId,
        date,
        from,
        to,
      }).unwrap();
      toast.success(t('added', { name: entry.customerName }), { autoHide: true });
      onClose();
    } catch (e) {
      setErrors(isApiError(e) ? (e.fields ?? {}) : {});
      setMessage(errorMessage(e));
    }
  };

  return (
    <FormDialog
      title={t('addTitle')}
      submitLabel={t('add')}
      busy={adding.isLoading}
      error={message}
      onSubmit={() => void submit()}
      onClose={onClose}
      wide
    >
      <BookingCustomer storeId={store.id} person={person} onChange={setPerson} errors={errors} customersOnly />
      <BookingServices services={services} selected={serviceIds} onChange={(update) => setServiceIds(update)} errors={errors} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          size="small"
          type="date"
          label={t('date')}
          value={date}
          onChange={(e) => setDate(e.target.value)}
          error={Boolean(errors.date)}
          helperText={errors.date}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today } }}
        />
        <TextField
          select
          size="small"
          label={t('cutter')}
          value={cutterId}
          onChange={(e) => setCutterId(e.target.value)}
          error={Boolean(errors.cutterId)}
          helperText={errors.cutterId}
        >
          <MenuItem value="any">{t('anyCutter')}</MenuItem>
          {(day?.resources ?? []).map((r) => (
            <MenuItem key={r.id} value={r.id}>
              {r.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          type="time"
          label={t('from')}
          value={from}
          onChange={(e) => setFrom(e.target.value)}
          error={Boolean(errors.from)}
          helperText={errors.from}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          size="small"
          type="time"
          label={t('to')}
          value={to}
          onChange={(e) => setTo(e.target.value)}
          error={Boolean(errors.to)}
          helperText={errors.to}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Box>
    </FormDialog>
  );
}
