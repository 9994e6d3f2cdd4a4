import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type KioskLists, type KioskLookup, type KioskLookupResult, kioskLookupSchema } from '@salon/shared';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../../api/api-error.ts';
import { PageLoader } from '../../../components/page-loader.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { ChoicePicker } from '../components/choice-picker.tsx';
import { choiceLine } from '../components/kiosk-done.tsx';
import { qrCheckIn, qrLookup, qrStore } from '../phone-check-in.api.ts';

const STALE = ['QR_CODE_EXPIRED', 'QR_CODE_INVALID'];

/**
 * /check-in?token=…: the page a customer's phone opens from the store's QR on the tablet. Phone and last name,
 * then today's times at that store (first name only), the store's drink and music (as the tablet offers them), then check in. An expired or made-up link asks to scan again.
 */
export function PhoneCheckInPage() {
  const { t } = useTranslation('kiosk');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [store, setStore] = useState<{ storeName: string; lists: KioskLists } | 'loading' | 'stale' | 'failed'>('loading');
  const form = useZodForm(kioskLookupSchema, { phoneNumber: '', lastName: '' }, { validateOn: 'submit' });
  const [found, setFound] = useState<{ who: KioskLookup; result: KioskLookupResult } | null>(null);
  const [beverage, setBeverage] = useState<string | null>(null);
  const [music, setMusic] = useState<string | null>(null);
  const [done, setDone] = useState<{ firstName: string; time: string; beverage: string | null; music: string | null } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    qrStore(token).then(
      (s) => live && setStore(s),
      (e: unknown) => live && setStore(isApiError(e) && STALE.includes(e.code ?? '') ? 'stale' : 'failed'),
    );
    return () => {
      live = false;
    };
  }, [token]);

  const failed = (e: unknown) => {
    if (isApiError(e) && STALE.includes(e.code ?? '')) setStore('stale');
    else setError(isApiError(e) ? e.message : t('failed'));
  };

  const lookup = form.handleSubmit(async (who) => {
    setError(null);
    try {
      setFound({ who, result: await qrLookup({ ...who, token }) });
    } catch (e) {
      if (isApiError(e) && e.fields?.phoneNumber) form.setError('phoneNumber', { message: e.fields.phoneNumber });
      else failed(e);
    }
  });

  const checkIn = async (appointmentId: string) => {
    if (!found) return;
    setBusy(true);
    setError(null);
    try {
      setDone(await qrCheckIn({ ...found.who, token, appointmentId, beverage, music }));
    } catch (e) {
      failed(e);
    } finally {
      setBusy(false);
    }
  };

  let body: ReactNode;
  if (store === 'loading') body = <PageLoader />;
  else if (store === 'stale' || store === 'failed')
    body = (
      <Alert severity={store === 'stale' ? 'warning' : 'error'}>
        <Typography sx={{ color: 'inherit', fontWeight: 600 }}>{store === 'stale' ? t('scanAgain') : t('failed')}</Typography>
      </Alert>
    );
  else if (done)
    body = (
      <Alert severity="success">
        <Typography variant="h2" component="p" sx={{ color: 'inherit', mb: 1 }}>
          {t('checkedInTitle', { name: done.firstName })}
        </Typography>
        <Typography sx={{ color: 'inherit' }}>{t('phoneDoneDetail', { time: done.time })}</Typography>
        {done.beverage || done.music ? (
          <Typography sx={{ color: 'inherit', mt: 1 }}>{t('choices', { choices: choiceLine(done.beverage, done.music) })}</Typography>
        ) : null}
      </Alert>
    );
  else if (!found)
    body = (
      <Box component="form" noValidate onSubmit={(e) => void lookup(e)} sx={{ display: 'grid', gap: 2 }}>
        <Typography color="text.secondary">{t('phoneIntro')}</Typography>
        <FormTextField control={form.control} name="phoneNumber" label={t('phoneNumber')} type="tel" autoComplete="tel" />
        <FormTextField control={form.control} name="lastName" label={t('lastName')} autoComplete="family-name" />
        {error ? <Alert severity="error">{error}</Alert> : null}
        <Button type="submit" variant="contained" size="large" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? t('finding') : t('find')}
        </Button>
      </Box>
    );
  else {
    const open = found.result.appointments.filter((a) => a.canCheckIn);
    body = (
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="h2" component="p">
          {t('hello', { name: found.result.firstName })}
        </Typography>
        {found.result.appointments.length === 0 ? <Typography>{t('noAppointment')}</Typography> : null}
        {found.result.appointments.map((a) => (
          <Typography key={a.id} sx={{ fontSize: 20 }}>
            {t('todayAt', { time: a.time })}
            {a.canCheckIn ? '' : ` · ${t('checkedInAlready')}`}
          </Typography>
        ))}
        {open.length && typeof store === 'object' ? (
          <>
            <ChoicePicker label={t('beverage')} options={store.lists.beverages} value={beverage} onChange={setBeverage} />
            <ChoicePicker label={t('music')} options={store.lists.music} value={music} onChange={setMusic} />
          </>
        ) : null}
        {error ? <Alert severity="error">{error}</Alert> : null}
        {open.length ? (
          <Button variant="contained" size="large" disabled={busy} onClick={() => void checkIn(open[0].id)}>
            {busy ? t('checkingIn') : t('confirmCheckIn')}
          </Button>
        ) : null}
        <Button onClick={() => setFound(null)}>{t('back')}</Button>
      </Box>
    );
  }

  return (
    <Box component="main" sx={{ minHeight: '100vh', py: { xs: 3, md: 6 } }}>
      <Container maxWidth="sm">
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
          <Typography variant="h1" sx={{ mb: 2, fontSize: { xs: 28, sm: 36 } }}>
            {typeof store === 'object' ? t('phoneTitle', { store: store.storeName }) : t('checkIn')}
          </Typography>
          {body}
        </Paper>
      </Container>
    </Box>
  );
}
