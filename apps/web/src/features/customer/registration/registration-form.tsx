import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import { MAX_LENGTHS, normalizePhone } from '@salon/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/api-error.ts';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { useBrandStores } from '../use-brand-stores.ts';
import { partialSignUp } from '../customer-auth.api.ts';
import { AltchaField } from '../../../components/altcha-field.tsx';
import { DetailsStep } from './details-step.tsx';
import { phoneStepSchema } from './registration-schemas.ts';

export interface RegistrationFormProps {
  /** Called once the customer is registered and signed in. */
  onRegistered: () => void;
}

/** Registration by phone: phone + ALTCHA -> SMS code -> name and password (spec section 7). */
export function RegistrationForm({ onRegistered }: RegistrationFormProps) {
  const { t, i18n } = useTranslation('registration');
  const { stores } = useBrandStores();
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [captchaError, setCaptchaError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<{ phoneNumber: string; storeId: string } | null>(null);
  const form = useZodForm(phoneStepSchema, { storeId: stores[0]?.id ?? '', phoneNumber: '' });

  if (sent)
    return <DetailsStep phoneNumber={sent.phoneNumber} storeId={sent.storeId} onRegistered={onRegistered} onBack={() => setSent(null)} />;

  const submit = form.handleSubmit(async ({ storeId: chosenStoreId, phoneNumber }) => {
    setError(null);
    const storeId = chosenStoreId || stores[0]?.id;
    if (!storeId) {
      setError(t('noSalon'));
      return;
    }
    if (!captchaToken) {
      setCaptchaError(t('captchaRequired'));
      return;
    }
    const normalized = normalizePhone(phoneNumber) ?? phoneNumber;
    try {
      await partialSignUp({ phoneNumber: normalized, captchaToken, storeId });
      setSent({ phoneNumber: normalized, storeId });
    } catch (caught) {
      setError(errorMessage(caught));
    }
  });

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t('title')} sx={{ display: 'grid', gap: 2 }}>
      {error ? <Alert severity="error">{error}</Alert> : null}
      {stores.length > 1 ? (
        <FormTextField control={form.control} name="storeId" select label={t('salon')}>
          {stores.map((store) => (
            <MenuItem key={store.id} value={store.id}>
              {store.name}
            </MenuItem>
          ))}
        </FormTextField>
      ) : null}
      <FormTextField
        control={form.control}
        name="phoneNumber"
        type="tel"
        label={t('phoneNumber')}
        helperText={t('phoneHelp')}
        autoComplete="tel-national"
        numeric
        maxLength={MAX_LENGTHS.mobile}
      />
      <AltchaField
        language={i18n.language}
        error={captchaError}
        onChange={(payload) => {
          setCaptchaToken(payload);
          if (payload) setCaptchaError(undefined);
        }}
      />
      <Button type="submit" variant="contained" size="large" disabled={form.formState.isSubmitting}>
        {t('sendCode')}
      </Button>
    </Box>
  );
}
