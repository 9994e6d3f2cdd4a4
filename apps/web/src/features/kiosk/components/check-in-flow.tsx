import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type KioskLookupResult, type KioskSession, kioskLookupSchema } from '@salon/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { isApiError } from '../../../api/api-error.ts';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { kioskCheckIn, kioskLookup } from '../tablet.api.ts';
import { ChoicePicker } from './choice-picker.tsx';
import { KioskDone, choiceLine } from './kiosk-done.tsx';

const pickedValue = (options: KioskSession['lists']['beverages'], label: string | null) =>
  options.find((o) => o.label === label)?.value ?? null;

/** /user-appointments: phone and last name, then today's appointment (time only), drink and music, check in. */
export function CheckInFlow({ session }: { session: KioskSession }) {
  const { t } = useTranslation('kiosk');
  const form = useZodForm(kioskLookupSchema, { phoneNumber: '', lastName: '' }, { validateOn: 'submit' });
  const [found, setFound] = useState<{ who: { phoneNumber: string; lastName: string }; result: KioskLookupResult } | null>(null);
  const [beverage, setBeverage] = useState<string | null>(null);
  const [music, setMusic] = useState<string | null>(null);
  const [done, setDone] = useState<{ firstName: string; time: string; beverage: string | null; music: string | null } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const lookup = form.handleSubmit(async (who) => {
    setError(null);
    try {
      const result = await kioskLookup(who);
      setFound({ who, result });
      setBeverage(pickedValue(session.lists.beverages, result.preferredBeverage));
      setMusic(pickedValue(session.lists.music, result.preferredMusic));
    } catch (e) {
      if (isApiError(e) && e.fields?.phoneNumber) form.setError('phoneNumber', { message: e.fields.phoneNumber });
      else setError(isApiError(e) ? e.message : t('failed'));
    }
  });

  const checkIn = async (appointmentId: string) => {
    if (!found) return;
    setBusy(true);
    setError(null);
    try {
      setDone(await kioskCheckIn({ ...found.who, appointmentId, beverage, music }));
    } catch (e) {
      setError(isApiError(e) ? e.message : t('failed'));
    } finally {
      setBusy(false);
    }
  };

  if (done)
    return (
      <KioskDone
        title={t('checkedInTitle', { name: done.firstName })}
        lines={[
          t('checkedInDetail', { time: done.time }),
          ...(done.beverage || done.music ? [t('choices', { choices: choiceLine(done.beverage, done.music) })] : []),
        ]}
      />
    );

  if (!found)
    return (
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
        <Typography variant="h1" sx={{ mb: 3 }}>
          {t('checkIn')}
        </Typography>
        <Box component="form" noValidate onSubmit={(e) => void lookup(e)} sx={{ display: 'grid', gap: 2, maxWidth: 420 }}>
          <FormTextField control={form.control} name="phoneNumber" label={t('phoneNumber')} type="tel" autoComplete="off" />
          <FormTextField control={form.control} name="lastName" label={t('lastName')} autoComplete="off" />
          {error ? <Alert severity="error">{error}</Alert> : null}
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            <Button type="submit" variant="contained" size="large" disabled={form.formState.isSubmitting}>
              {form.formState.isSubmitting ? t('finding') : t('find')}
            </Button>
            <Button component={RouterLink} to="/in-store" size="large">
              {t('back')}
            </Button>
          </Box>
        </Box>
      </Paper>
    );

  const open = found.result.appointments.filter((a) => a.canCheckIn);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, display: 'grid', gap: 3 }}>
      <Typography variant="h1">{t('hello', { name: found.result.firstName })}</Typography>
      {found.result.appointments.length === 0 ? (
        <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
          <Typography sx={{ fontSize: 20 }}>{t('noAppointment')}</Typography>
          <Button component={RouterLink} to="/user-appointments?walk-in=1" variant="contained" size="large">
            {t('joinInstead')}
          </Button>
        </Box>
      ) : (
        <>
          {found.result.appointments.map((a) => (
            <Typography key={a.id} sx={{ fontSize: 22 }}>
              {t('todayAt', { time: a.time })}
              {a.canCheckIn ? '' : ` · ${t('checkedInAlready')}`}
            </Typography>
          ))}
          {open.length ? (
            <>
              <ChoicePicker label={t('beverage')} options={session.lists.beverages} value={beverage} onChange={setBeverage} />
              <ChoicePicker label={t('music')} options={session.lists.music} value={music} onChange={setMusic} />
            </>
          ) : null}
        </>
      )}
      {error ? <Alert severity="error">{error}</Alert> : null}
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        {open.length ? (
          <Button variant="contained" size="large" disabled={busy} onClick={() => void checkIn(open[0].id)}>
            {busy ? t('checkingIn') : t('confirmCheckIn')}
          </Button>
        ) : null}
        <Button component={RouterLink} to="/in-store" size="large">
          {t('startOver')}
        </Button>
      </Box>
    </Paper>
  );
}
