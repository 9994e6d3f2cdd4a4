import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { APPOINTMENT_SOURCES, type AppointmentSource, formatStoreTime } from '@salon/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, isApiError } from '../../../api/api-error.ts';
import { useToast } from '../../../components/toast/use-toast.ts';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { WhyNotAnswers } from '../../../components/why-not-answers.tsx';
import { type CalendarResource, useCreateAppointmentMutation, useLazyWhyNotQuery, useStoreServicesQuery } from '../calendar.api.ts';
import { floatingAt, floatingDay, floatingTime, fromFloating } from '../calendar-time.ts';
import { BookingCustomer, type BookingPerson, NO_PERSON, personBody, personErrors } from './booking-customer.tsx';
import { BookingLineCutters, type LineCutters, lineCutterIds } from './booking-line-cutters.tsx';
import { BookingServices } from './booking-services.tsx';
import { OccurrenceList, RepeatControls } from './booking-repeat.tsx';
import { cutterOptions } from './cutter-swatch.tsx';
import { type Booking, useStandingBooking } from './use-standing-booking.ts';

export interface BookingTarget {
  /** The floating (store-clock) start of the chosen slot. */
  start: Date;
  cutterId: string;
}

const HH_MM = /^(?:[01]\d|2[0-3]):[0-5]\d$/;

/** The booking popup: cutter and slot, services, type (phone / walk-in / web), a customer or a quick guest. */
export function BookingDialog({
  target,
  storeId,
  timezone,
  resources,
  onClose,
  onConflict,
}: {
  target: BookingTarget;
  storeId: string;
  timezone: string;
  resources: readonly CalendarResource[];
  onClose: () => void;
  onConflict: (message: string) => void;
}) {
  const { t, i18n } = useTranslation('calendar');
  const { t: tw } = useTranslation('whyNot');
  const toast = useToast();
  const [cutterId, setCutterId] = useState(target.cutterId);
  const [time, setTime] = useState(floatingTime(target.start));
  const [serviceIds, setServiceIds] = useState<string[]>([]);
  const [lineCutters, setLineCutters] = useState<LineCutters>({});
  const [source, setSource] = useState<AppointmentSource>('phone');
  const [person, setPerson] = useState<BookingPerson>(NO_PERSON);
  const [notes, setNotes] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  // One key per popup: a double click or a retry after a lost answer books once.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const services = useStoreServicesQuery(storeId);
  const [create, creating] = useCreateAppointmentMutation();
  const [askWhy, why] = useLazyWhyNotQuery();
  const standing = useStandingBooking();
  // Every cutter's reason for the chosen time (staff see them all), asked on demand.
  const explain = () => {
    if (!HH_MM.test(time)) return setErrors({ time: t('slot') });
    if (!serviceIds.length) return setErrors({ services: tw('chooseServices') });
    setErrors({});
    void askWhy({ storeId, serviceIds, start: fromFloating(floatingAt(day, time), timezone) });
  };

  const day = floatingDay(target.start);
  const dayLabel = new Intl.DateTimeFormat(i18n.language, { weekday: 'long', month: 'long', day: 'numeric' }).format(target.start);
  const cutter = resources.find((r) => r.id === cutterId);

  // The booking as the form stands (null while the time is not a time).
  const booking: Booking | null = HH_MM.test(time)
    ? {
        storeId,
        cutterId,
        serviceIds,
        start: fromFloating(floatingAt(day, time), timezone),
        source,
        ...personBody(person),
        ...(notes.trim() ? { notes: notes.trim() } : {}),
      }
    : null;
  const shown = booking && standing.repeat.on ? standing.preview(booking) : null;

  const bookSeries = async (body: Booking) => {
    const outcome = await standing.submit(body);
    if (!outcome) return;
    if ('booked' in outcome) {
      toast.success(t('seriesBooked', { count: outcome.booked }), { autoHide: true });
      onClose();
      return;
    }
    setServerError(outcome.error || null);
    if (outcome.fields) setErrors(outcome.fields);
  };

  const submit = async () => {
    const found: Record<string, string> = personErrors(person, t);
    if (!HH_MM.test(time)) found.time = t('slot');
    if (!serviceIds.length) found.services = t('servicesHelp');
    setErrors(found);
    if (Object.keys(found).length || !booking) return;
    setServerError(null);
    if (standing.repeat.on) return bookSeries(booking);
    try {
      const body = { ...booking, ...lineCutterIds(serviceIds, lineCutters, cutterId) };
      const booked = await create({ idempotencyKey, body }).unwrap();
      toast.success(t('booked', { title: booked.customerName ?? '' }), { autoHide: true });
      onClose();
    } catch (failure) {
      if (isApiError(failure) && failure.status === 409) {
        onClose();
        onConflict(failure.message);
        return;
      }
      setServerError(errorMessage(failure));
      if (isApiError(failure) && failure.fields) setErrors(failure.fields);
    }
  };

  return (
    <FormDialog
      title={t('bookTitle')}
      submitLabel={standing.repeat.on ? standing.submitLabel(booking) : t('book')}
      busy={creating.isLoading || standing.busy}
      wide={standing.repeat.on}
      error={serverError}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      {/* Wide enough for "10:00 PM" and the clock button at every zoom (120 px cut it to "10:00 PI"). */}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 156px' } }}>
        <TextField select size="small" label={t('cutter')} value={cutterId} onChange={(e) => setCutterId(e.target.value)}>
          {cutterOptions(resources)}
        </TextField>
        <TextField
          size="small"
          type="time"
          label={t('slot')}
          value={time}
          onChange={(e) => setTime(e.target.value)}
          error={Boolean(errors.time || errors.start)}
          helperText={errors.start}
          slotProps={{ htmlInput: { step: 300 }, inputLabel: { shrink: true } }}
        />
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="body2" color="text.secondary" data-day={day}>
          {cutter ? `${cutter.name} · ` : ''}
          {dayLabel}
        </Typography>
        <Button size="small" onClick={explain}>
          {tw('ask')}
        </Button>
      </Box>
      {why.isUninitialized ? null : (
        <WhyNotAnswers
          result={why.data}
          loading={why.isFetching}
          error={why.error}
          timeLabel={why.originalArgs ? formatStoreTime(timezone, why.originalArgs.start) : ''}
        />
      )}

      <BookingServices services={services.data} selected={serviceIds} onChange={setServiceIds} errors={errors} />
      {standing.repeat.on ? null : (
        <BookingLineCutters
          services={services.data}
          serviceIds={serviceIds}
          picked={lineCutters}
          onChange={setLineCutters}
          resources={resources}
          errors={errors}
        />
      )}

      <FormControl component="fieldset">
        <FormLabel component="legend">{t('type')}</FormLabel>
        <RadioGroup row value={source} onChange={(e) => setSource(e.target.value as AppointmentSource)}>
          {APPOINTMENT_SOURCES.map((s) => (
            <FormControlLabel key={s} value={s} control={<Radio size="small" />} label={t(`source.${s}`)} />
          ))}
        </RadioGroup>
      </FormControl>

      <RepeatControls value={standing.repeat} onChange={standing.setRepeat} errors={errors} />
      {shown ? <OccurrenceList preview={shown} /> : null}

      <BookingCustomer storeId={storeId} person={person} onChange={setPerson} errors={errors} />
      <TextField
        size="small"
        label={t('notes')}
        value={notes}
        onChange={(e) => setNotes(e.target.value)}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: 1000 } }}
      />
    </FormDialog>
  );
}
