import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatStoreDateTime, signedInContactBodySchema } from '@salon/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../../api/api-error.ts';
import { useZodForm } from '../../../../components/form/use-zod-form.ts';
import { useToast } from '../../../../components/toast/use-toast.ts';
import { ContactFields, showRefusal } from '../../../help/contact-fields.tsx';
import { useSendSignedInContactMutation } from '../../../help/contact-us.api.ts';
import { MySupportThreads } from '../../../help/my-support-threads.tsx';
import { useSession } from '../../../session/session-context.ts';
import { useSupportRequestsQuery } from '../profile.api.ts';

/**
 * /customer/profile/support: ask the brand for help, which starts a contact-us conversation (signed in: no captcha);
 * the customer's conversations with support's replies (answered in place, the same component as
 * /customer/contact-us); requests sent before conversations existed, when there are any.
 */
export function SupportPage() {
  const { t } = useTranslation('customerProfile');
  const toast = useToast();
  const formId = useId();
  const listId = useId();
  const { data: requests = [] } = useSupportRequestsQuery();
  const { data: session } = useSession();
  const email = session?.user.userType === 'customer' ? (session.user.email ?? '') : '';
  const [send] = useSendSignedInContactMutation();
  const [error, setError] = useState<string | null>(null);
  const blank = { category: 'booking' as const, subject: '', message: '', replyTo: email };
  const form = useZodForm(signedInContactBodySchema, blank);
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const submit = form.handleSubmit(async (body) => {
    setError(null);
    try {
      await send(body).unwrap();
      form.reset(blank);
      toast.success(t('requestSent'));
    } catch (caught) {
      setError(showRefusal(caught, (name, message) => form.setError(name as 'subject', { type: 'server', message }), errorMessage(caught)));
    }
  });
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Paper variant="outlined" component="section" aria-labelledby={formId} sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 1.5 }}>
        <Typography variant="h2" id={formId} sx={{ fontSize: '1.25rem' }}>
          {t('supportTitle')}
        </Typography>
        <Typography color="text.secondary">{t('supportIntro')}</Typography>
        <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
          {error ? <Alert severity="error">{error}</Alert> : null}
          <ContactFields control={form.control} />
          <Box>
            <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
              {t('sendRequest')}
            </Button>
          </Box>
        </Box>
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <MySupportThreads who="Customer" />
      </Paper>
      {requests.length > 0 ? (
        <Paper variant="outlined" component="section" aria-labelledby={listId} sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 1 }}>
          <Typography variant="h2" id={listId} sx={{ fontSize: '1.25rem' }}>
            {t('yourRequests')}
          </Typography>
          <Box component="ul" sx={{ p: 0, m: 0, display: 'grid', gap: 1 }}>
            {requests.map((r) => (
              <Box
                component="li"
                key={r.id}
                sx={{ listStyle: 'none', py: 1, borderTop: 1, borderColor: 'divider', display: 'grid', gap: 0.5 }}
              >
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography sx={{ fontWeight: 600, flex: 1, overflowWrap: 'anywhere' }}>{r.subject}</Typography>
                  <Chip size="small" variant="outlined" label={t(`status.${r.status}`)} />
                </Box>
                <Typography variant="body2" color="text.secondary">
                  {formatStoreDateTime(zone, r.createdAt, { year: true })}
                </Typography>
                <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{r.message}</Typography>
              </Box>
            ))}
          </Box>
        </Paper>
      ) : null}
    </Box>
  );
}
