import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { changeEmailBodySchema, changePhoneBodySchema, otpCodeSchema } from '@salon/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { errorMessage, isApiError } from '../../../api/api-error.ts';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { useToast } from '../../../components/toast/use-toast.ts';

const valueSchemas = {
  email: z.object({ value: changeEmailBodySchema.shape.email }),
  phone: z.object({ value: changePhoneBodySchema.shape.phoneNumber }),
};
const codeSchema = z.object({ code: otpCodeSchema });

export type ContactKind = 'email' | 'phone';
export interface ContactChangeCalls {
  /** Step 1: send a code to the new value. */
  request: (kind: ContactKind, value: string) => Promise<unknown>;
  /** Step 2: the code sent to it applies the change. */
  confirm: (kind: ContactKind, identifier: string, confirmationCode: string) => Promise<unknown>;
  busy: boolean;
  /** The notice once changed (the customer's own words by default). */
  changed?: (kind: ContactKind) => string;
}

/**
 * One contact (email or phone): what is on file, and the two-step change (new value, then the code sent to it).
 * The customer's own profile and the staff's customer record pass their own calls.
 */
export function ContactChange({
  kind,
  current,
  verified,
  calls,
}: {
  kind: ContactKind;
  current: string | null;
  verified: boolean;
  calls: ContactChangeCalls;
}) {
  const { t } = useTranslation('customerProfile');
  const toast = useToast();
  const labelId = useId();
  const [open, setOpen] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const valueForm = useZodForm(valueSchemas[kind], { value: '' });
  const codeForm = useZodForm(codeSchema, { code: '' });
  const label = kind === 'email' ? t('email') : t('phone');

  const close = () => {
    setOpen(false);
    setSentTo(null);
    setError(null);
    valueForm.reset();
    codeForm.reset();
  };
  const send = valueForm.handleSubmit(async ({ value }) => {
    setError(null);
    try {
      await calls.request(kind, value);
      setSentTo(value);
    } catch (caught) {
      const field = isApiError(caught) ? Object.values(caught.fields ?? {})[0] : undefined;
      setError(field ?? errorMessage(caught));
    }
  });
  const verify = codeForm.handleSubmit(async ({ code }) => {
    if (!sentTo) return;
    setError(null);
    try {
      await calls.confirm(kind, sentTo, code);
      toast.success(calls.changed?.(kind) ?? (kind === 'email' ? t('emailChanged') : t('phoneChanged')));
      close();
    } catch (caught) {
      const field = isApiError(caught) ? caught.fields?.confirmationCode : undefined;
      setError(field ?? errorMessage(caught));
    }
  });

  return (
    <Box sx={{ display: 'grid', gap: 1.5, py: 1.5, borderTop: 1, borderColor: 'divider' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
          <Typography id={labelId} variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography sx={{ overflowWrap: 'anywhere' }}>{current ?? t('notGiven')}</Typography>
        </Box>
        {current ? (
          <Chip
            size="small"
            color={verified ? 'success' : 'default'}
            variant="outlined"
            label={verified ? t('verified') : t('notVerified')}
          />
        ) : null}
        {open ? null : (
          <Button variant="outlined" onClick={() => setOpen(true)} aria-describedby={labelId}>
            {current ? t('change') : t('add')}
          </Button>
        )}
      </Box>
      {open ? (
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          {error ? <Alert severity="error">{error}</Alert> : null}
          {sentTo ? (
            <Box component="form" noValidate onSubmit={verify} sx={{ display: 'grid', gap: 1.5 }}>
              <Typography>{t('codeSentTo', { to: sentTo })}</Typography>
              <FormTextField
                control={codeForm.control}
                name="code"
                label={t('code')}
                numeric
                maxLength={6}
                autoComplete="one-time-code"
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              />
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                <Button type="submit" variant="contained" disabled={calls.busy}>
                  {t('confirm')}
                </Button>
                <Button onClick={close}>{t('cancel')}</Button>
              </Box>
            </Box>
          ) : (
            <Box component="form" noValidate onSubmit={send} sx={{ display: 'grid', gap: 1.5 }}>
              <FormTextField
                control={valueForm.control}
                name="value"
                label={kind === 'email' ? t('newEmail') : t('newPhone')}
                type={kind === 'email' ? 'email' : 'tel'}
                autoComplete={kind === 'email' ? 'email' : 'tel'}
                maxLength={kind === 'email' ? 64 : 20}
              />
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                <Button type="submit" variant="contained" disabled={calls.busy}>
                  {t('sendCode')}
                </Button>
                <Button onClick={close}>{t('cancel')}</Button>
              </Box>
            </Box>
          )}
        </Box>
      ) : null}
    </Box>
  );
}
