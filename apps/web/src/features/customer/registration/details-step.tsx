import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { MAX_LENGTHS } from '@salon/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/api-error.ts';
import { broadcastSessionChange } from '../../../api/session-events.ts';
import { writeStorage } from '../../../app/storage.ts';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { NewPasswordFields } from '../../../components/form/new-password-fields.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { useSession } from '../../session/session-context.ts';
import { createCustomer } from '../customer-auth.api.ts';
import { detailsStepSchema } from './registration-schemas.ts';

export interface DetailsStepProps {
  phoneNumber: string;
  storeId: string;
  onRegistered: () => void;
  onBack: () => void;
}

/** The SMS code with the new customer's name and password; the answer signs them in. */
export function DetailsStep({ phoneNumber, storeId, onRegistered, onBack }: DetailsStepProps) {
  const { t } = useTranslation('registration');
  const session = useSession();
  const [error, setError] = useState<string | null>(null);
  const form = useZodForm(detailsStepSchema, { code: '', firstName: '', lastName: '', email: '', password: '', confirmPassword: '' });

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const created = await createCustomer({
        SmsConfirmationCode: values.code,
        phoneNumber,
        firstName: values.firstName,
        lastName: values.lastName,
        password: values.password,
        email: values.email === '' ? null : values.email.toLowerCase(),
        emailVerified: false,
        storeId,
      });
      writeStorage('accessToken', created.accessToken);
      broadcastSessionChange('signin');
      await session.update();
      onRegistered();
    } catch (caught) {
      setError(errorMessage(caught));
    }
  });

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t('detailsTitle')} sx={{ display: 'grid', gap: 2 }}>
      <Typography color="text.secondary">{t('codeSent', { phone: phoneNumber })}</Typography>
      {error ? <Alert severity="error">{error}</Alert> : null}
      <FormTextField control={form.control} name="code" label={t('smsCode')} numeric maxLength={6} autoComplete="one-time-code" autoFocus />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
        <FormTextField control={form.control} name="firstName" label={t('firstName')} autoComplete="given-name" maxLength={50} />
        <FormTextField control={form.control} name="lastName" label={t('lastName')} autoComplete="family-name" maxLength={50} />
      </Box>
      <FormTextField
        control={form.control}
        name="email"
        type="email"
        label={t('emailOptional')}
        autoComplete="email"
        maxLength={MAX_LENGTHS.email}
      />
      <NewPasswordFields control={form.control} passwordLabel={t('password')} confirmPasswordLabel={t('confirmPassword')} />
      <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Button onClick={onBack}>{t('changePhone')}</Button>
        <Button type="submit" variant="contained" size="large" disabled={form.formState.isSubmitting}>
          {t('createAccount')}
        </Button>
      </Box>
    </Box>
  );
}
