import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { KioskSession, KioskWait } from '@salon/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { isApiError } from '../../../api/api-error.ts';
import { kioskWalkIn, kioskWalkInWait } from '../tablet.api.ts';
import { ChoicePicker } from './choice-picker.tsx';
import { KioskDone } from './kiosk-done.tsx';

type Fields = { firstName: string; phoneNumber: string; lastName: string };

/** Walk-in: a service, the engine's honest wait for it, then a first name (phone and last name to find a record). */
export function WalkInFlow({ session }: { session: KioskSession }) {
  const { t } = useTranslation('kiosk');
  const [serviceId, setServiceId] = useState<string | null>(null);
  const [wait, setWait] = useState<KioskWait | null>(null);
  const [fields, setFields] = useState<Fields>({ firstName: '', phoneNumber: '', lastName: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [beverage, setBeverage] = useState<string | null>(null);
  const [music, setMusic] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<{ firstName: string; time: string; waitMinutes: number } | null>(null);

  const choose = async (id: string) => {
    setServiceId(id);
    setWait(null);
    setErrors({});
    try {
      setWait(await kioskWalkInWait(id));
    } catch (e) {
      setErrors({ form: isApiError(e) ? e.message : t('failed') });
    }
  };

  const join = async () => {
    if (!serviceId) return;
    setBusy(true);
    setErrors({});
    try {
      setDone(
        await kioskWalkIn({
          serviceId,
          firstName: fields.firstName,
          ...(fields.phoneNumber.trim() ? { phoneNumber: fields.phoneNumber } : {}),
          ...(fields.lastName.trim() ? { lastName: fields.lastName } : {}),
          beverage,
          music,
        }),
      );
    } catch (e) {
      setErrors(isApiError(e) ? { form: e.message, ...e.fields } : { form: t('failed') });
    } finally {
      setBusy(false);
    }
  };

  if (done)
    return (
      <KioskDone
        title={t('joinedTitle', { name: done.firstName })}
        lines={[t('joinedDetail', { time: done.time, minutes: done.waitMinutes })]}
      />
    );

  const field = (name: keyof Fields, label: string, type = 'text') => (
    <TextField
      label={label}
      type={type}
      value={fields[name]}
      autoComplete="off"
      onChange={(e) => setFields((f) => ({ ...f, [name]: e.target.value }))}
      error={Boolean(errors[name])}
      helperText={errors[name] ?? ' '}
    />
  );

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, display: 'grid', gap: 3 }}>
      <Typography variant="h1">{t('walkIn')}</Typography>
      <div>
        <Typography variant="h3" component="h2" sx={{ mb: 1 }}>
          {t('service')}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {session.services.map((s) => (
            <Button
              key={s.id}
              variant={s.id === serviceId ? 'contained' : 'outlined'}
              aria-pressed={s.id === serviceId}
              size="large"
              onClick={() => void choose(s.id)}
            >
              {`${s.name} · ${s.durationMinutes} min`}
            </Button>
          ))}
        </Box>
      </div>
      {wait ? (
        <Alert severity={wait.waitMinutes === null ? 'warning' : 'info'} role="status">
          {wait.waitMinutes === null
            ? t('waitNone')
            : wait.waitMinutes === 0
              ? t('waitNow', { time: wait.time ?? '' })
              : t('waitEstimate', { minutes: wait.waitMinutes, time: wait.time ?? '' })}
        </Alert>
      ) : null}
      {wait && wait.waitMinutes !== null ? (
        <>
          <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' } }}>
            {field('firstName', t('firstName'))}
            {field('phoneNumber', t('phoneOptional'), 'tel')}
            {field('lastName', t('lastNameOptional'))}
          </Box>
          <ChoicePicker label={t('beverage')} options={session.lists.beverages} value={beverage} onChange={setBeverage} />
          <ChoicePicker label={t('music')} options={session.lists.music} value={music} onChange={setMusic} />
        </>
      ) : null}
      {errors.form ? <Alert severity="error">{errors.form}</Alert> : null}
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        {wait && wait.waitMinutes !== null ? (
          <Button variant="contained" size="large" disabled={busy || !fields.firstName.trim()} onClick={() => void join()}>
            {busy ? t('joining') : t('join')}
          </Button>
        ) : null}
        <Button component={RouterLink} to="/in-store" size="large">
          {t('back')}
        </Button>
      </Box>
    </Paper>
  );
}
