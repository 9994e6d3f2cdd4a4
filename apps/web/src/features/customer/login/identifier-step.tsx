import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { type CodeRequest, MAX_LENGTHS } from '@salon/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/api-error.ts';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { normalizeIdentifier } from '../customer-auth.api.ts';
import type { CodeRequestAnswer } from '../../../components/code-request-notice.tsx';
import { identifierStepSchema } from './login-schemas.ts';

export interface IdentifierStepProps {
  label: string;
  submitLabel: string;
  /** Sends the code to the (normalised) identifier; answers whether it went out and when the next may be asked for. */
  send: (identifier: string) => Promise<CodeRequest>;
  onSent: (identifier: string, answer: CodeRequestAnswer) => void;
}

/** First step of the code flows (passwordless sign-in, password reset): where to send the code. */
export function IdentifierStep({ label, submitLabel, send, onSent }: IdentifierStepProps) {
  const { t } = useTranslation('customerLogin');
  const [error, setError] = useState<string | null>(null);
  const form = useZodForm(identifierStepSchema, { identifier: '' });
  const submit = form.handleSubmit(async ({ identifier }) => {
    setError(null);
    const normalized = normalizeIdentifier(identifier);
    try {
      const answer = await send(normalized);
      onSent(normalized, { ...answer, at: Date.now() });
    } catch (caught) {
      setError(errorMessage(caught));
    }
  });
  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={label} sx={{ display: 'grid', gap: 2 }}>
      {error ? <Alert severity="error">{error}</Alert> : null}
      <FormTextField
        control={form.control}
        name="identifier"
        label={t('identifier')}
        autoComplete="username"
        maxLength={MAX_LENGTHS.email}
      />
      <Button type="submit" variant="contained" size="large" disabled={form.formState.isSubmitting}>
        {submitLabel}
      </Button>
    </Box>
  );
}
