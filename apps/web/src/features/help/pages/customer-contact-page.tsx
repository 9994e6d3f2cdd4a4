import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { customerContactBodySchema } from '@salon/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AltchaField } from '../../../components/altcha-field.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useFillBlanks } from '../../../components/form/use-fill-blanks.ts';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { useSession } from '../../session/session-context.ts';
import { ContactFields, showRefusal } from '../contact-fields.tsx';
import { useSendCustomerContactMutation } from '../contact-us.api.ts';
import { MySupportThreads } from '../my-support-threads.tsx';

const formSchema = customerContactBodySchema.omit({ captchaToken: true });

/** /customer/contact-us: anyone on the brand's site writes to its support (captcha; a few messages an hour). */
export function CustomerContactPage() {
  const { t, i18n } = useTranslation('help');
  const { data: session } = useSession();
  const user = session?.user.userType === 'customer' ? session.user : null;
  const [send] = useSendCustomerContactMutation();
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [captchaError, setCaptchaError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const known = { name: user ? `${user.firstName} ${user.lastName}`.trim() : '', replyTo: user?.email ?? '' };
  const form = useZodForm(formSchema, { ...known, category: 'booking', subject: '', message: '' });
  // The session may answer after the first render (a reload, a slow network): the blanks are filled then.
  useFillBlanks(form, known);
  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    if (!captchaToken) {
      setCaptchaError(t('captchaRequired'));
      return;
    }
    try {
      await send({ ...body, captchaToken }).unwrap();
      setSent(true);
    } catch (caught) {
      setFailure(
        showRefusal(
          caught,
          (name, message) =>
            name === 'captchaToken' ? setCaptchaError(message) : form.setError(name as 'subject', { type: 'server', message }),
          t('contactFailed'),
        ),
      );
    }
  });

  return (
    <Stack spacing={2} sx={{ maxWidth: 672, mx: 'auto', width: '100%', boxSizing: 'border-box', px: 2, py: { xs: 2, md: 4 } }}>
      <Typography variant="h1" sx={{ fontSize: '1.75rem' }}>
        {t('contactTitle')}
      </Typography>
      <Typography color="text.secondary">{t('contactCustomerIntro')}</Typography>
      {sent ? (
        <Alert severity="success">{t('contactSent')}</Alert>
      ) : (
        <Paper variant="outlined" component="form" noValidate onSubmit={submit} aria-label={t('contactTitle')} sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack spacing={2}>
            {failure ? <Alert severity="error">{failure}</Alert> : null}
            <FormTextField control={form.control} name="name" label={t('contactName')} autoComplete="name" maxLength={100} required />
            <ContactFields control={form.control} />
            <AltchaField
              language={i18n.language}
              error={captchaError}
              onChange={(payload) => {
                setCaptchaToken(payload);
                if (payload) setCaptchaError(undefined);
              }}
            />
            <div>
              <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
                {t('contactSend')}
              </Button>
            </div>
          </Stack>
        </Paper>
      )}
      {user ? <MySupportThreads who="Customer" /> : null}
    </Stack>
  );
}
