import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type PersonalDetails, updatePersonalBodySchema } from '@salon/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, isApiError } from '../../../../api/api-error.ts';
import { FormTextField } from '../../../../components/form/form-text-field.tsx';
import { PageLoader } from '../../../../components/page-loader.tsx';
import { useZodForm } from '../../../../components/form/use-zod-form.ts';
import { useToast } from '../../../../components/toast/use-toast.ts';
import { ContactChange, type ContactChangeCalls } from '../contact-change.tsx';
import { SignInIdentities } from '../sign-in-identities.tsx';
import { FamilyMembers } from '../family-members.tsx';
import {
  useConfirmContactChangeMutation,
  usePersonalQuery,
  useRequestContactChangeMutation,
  useUpdatePersonalMutation,
} from '../profile.api.ts';

function DetailsForm({ details }: { details: PersonalDetails }) {
  const { t } = useTranslation('customerProfile');
  const toast = useToast();
  const headingId = useId();
  const [save] = useUpdatePersonalMutation();
  const [error, setError] = useState<string | null>(null);
  const form = useZodForm(updatePersonalBodySchema, {
    firstName: details.firstName,
    lastName: details.lastName,
    birthday: details.birthday,
  });
  const submit = form.handleSubmit(async (body) => {
    setError(null);
    try {
      await save(body).unwrap();
      toast.success(t('saved'));
    } catch (caught) {
      if (isApiError(caught) && caught.fields?.birthday) form.setError('birthday', { message: caught.fields.birthday });
      else setError(errorMessage(caught));
    }
  });
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h2" id={headingId} sx={{ fontSize: '1.25rem', mb: 2 }}>
        {t('personalTitle')}
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, alignItems: 'start' }}
      >
        {error ? (
          <Alert severity="error" sx={{ gridColumn: '1 / -1' }}>
            {error}
          </Alert>
        ) : null}
        <FormTextField control={form.control} name="firstName" label={t('firstName')} maxLength={50} autoComplete="given-name" />
        <FormTextField control={form.control} name="lastName" label={t('lastName')} maxLength={50} autoComplete="family-name" />
        <FormTextField
          control={form.control}
          name="birthday"
          label={t('birthday')}
          type="date"
          emptyAsNull
          helperText={t('birthdayHelp')}
          autoComplete="bday"
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Box sx={{ gridColumn: '1 / -1' }}>
          <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
            {t('save')}
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}

/** /customer/profile/personal: name and birthday, email and phone (changed by code), ways to sign in, family members. */
export function PersonalPage() {
  const { t } = useTranslation('customerProfile');
  const { data, error } = usePersonalQuery();
  const contactId = useId();
  const [request, requested] = useRequestContactChangeMutation();
  const [confirm, confirmed] = useConfirmContactChangeMutation();
  const calls: ContactChangeCalls = {
    request: (kind, value) => request({ kind, value }).unwrap(),
    confirm: (kind, identifier, confirmationCode) => confirm({ kind, identifier, confirmationCode }).unwrap(),
    busy: requested.isLoading || confirmed.isLoading,
  };
  if (error) return <Alert severity="error">{errorMessage(error)}</Alert>;
  if (!data) return <PageLoader />;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <DetailsForm key={data.id} details={data} />
      <Paper variant="outlined" component="section" aria-labelledby={contactId} sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h2" id={contactId} sx={{ fontSize: '1.25rem' }}>
          {t('contactTitle')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {t('contactIntro')}
        </Typography>
        <ContactChange kind="email" current={data.email} verified={data.emailVerified} calls={calls} />
        <ContactChange kind="phone" current={data.phoneNumber} verified={data.phoneVerified} calls={calls} />
      </Paper>
      <SignInIdentities />
      <FamilyMembers />
    </Box>
  );
}
