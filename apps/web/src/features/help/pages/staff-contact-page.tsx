import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { hasAccess, staffContactBodySchema } from '@salon/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormSelectField } from '../../../components/form/form-select-field.tsx';
import { useFillBlanks } from '../../../components/form/use-fill-blanks.ts';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { useSearchStoresQuery } from '../../stores/stores.api.ts';
import { useSession } from '../../session/session-context.ts';
import { ContactFields, showRefusal } from '../contact-fields.tsx';
import { useSendStaffContactMutation } from '../contact-us.api.ts';
import { MySupportThreads } from '../my-support-threads.tsx';
import { SupportMessageList } from '../support-message-list.tsx';

/** The stores the person may name: every listed store for those who list stores, else the stores of their roles. */
function useMyStores() {
  const { data: session } = useSession();
  const canList = hasAccess(session?.accessControls, ['search_stores', 'get_store_list']);
  const { data } = useSearchStoresQuery({ page: 1, pageSize: 100, sort: 'name' }, { skip: !canList });
  if (canList) return (data?.items ?? []).map((store) => ({ value: store.id, label: store.name }));
  const own = new Map<string, string>();
  for (const role of session?.user.roles ?? []) if (role.storeId) own.set(role.storeId, role.storeName ?? role.storeId);
  return [...own].map(([value, label]) => ({ value, label }));
}

/** /admin/contact-us: staff write to the brand's support; support staff also read what came in. */
export function StaffContactPage() {
  const { t } = useTranslation('help');
  const { data: session } = useSession();
  const stores = useMyStores();
  const [send] = useSendStaffContactMutation();
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useZodForm(staffContactBodySchema, {
    category: 'technical',
    storeId: null,
    subject: '',
    message: '',
    replyTo: session?.user.email ?? '',
  });
  useFillBlanks(form, { replyTo: session?.user.email ?? '' });
  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      await send(body).unwrap();
      setSent(true);
      form.reset({ ...body, subject: '', message: '' });
    } catch (caught) {
      setFailure(showRefusal(caught, (name, message) => form.setError(name as 'subject', { type: 'server', message }), t('contactFailed')));
    }
  });

  return (
    <Stack spacing={3} sx={{ maxWidth: 760 }}>
      <div>
        <Typography variant="h1" sx={{ fontSize: '1.75rem' }}>
          {t('contactTitle')}
        </Typography>
        <Typography color="text.secondary">{t('contactStaffIntro')}</Typography>
      </div>
      <Paper variant="outlined" component="form" noValidate onSubmit={submit} aria-label={t('contactTitle')} sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2}>
          {sent ? (
            <Alert severity="success" onClose={() => setSent(false)}>
              {t('contactSent')}
            </Alert>
          ) : null}
          {failure ? <Alert severity="error">{failure}</Alert> : null}
          <FormSelectField
            control={form.control}
            name="storeId"
            label={t('contactStore')}
            options={[{ value: '', label: t('contactNoStore') }, ...stores]}
            emptyAsNull
            slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
          />
          <ContactFields control={form.control} />
          <div>
            <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
              {t('contactSend')}
            </Button>
          </div>
        </Stack>
      </Paper>
      <MySupportThreads who="Staff" />
      {hasAccess(session?.accessControls, ['read_contact_messages']) ? <SupportMessageList /> : null}
    </Stack>
  );
}
