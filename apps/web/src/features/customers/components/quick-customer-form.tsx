import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { customerCreateSchema } from '@salon/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/api-error.ts';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { existingCustomerId } from '../customer-format.ts';
import { useCreateCustomerMutation } from '../customers.api.ts';
import { CustomerFields } from './customer-fields.tsx';

export interface QuickCustomer {
  id: string;
  name: string;
  phoneLast4: string | null;
}

/** Digits typed at the desk look like a phone; anything else like a name ("Ana Lee" -> first and last). */
export function prefillFrom(typed: string): { firstName: string; lastName: string; phoneNumber: string } {
  const text = typed.trim();
  if (/^[+\d][\d\s().-]*$/.test(text)) return { firstName: '', lastName: '', phoneNumber: text };
  const [firstName = '', ...rest] = text.split(/\s+/);
  return { firstName, lastName: rest.join(' '), phoneNumber: '' };
}

/**
 * A new customer made without leaving a popup (the booking popup, flag create_customer). It is not a <form>:
 * it sits inside the popup's own form. A phone or email already in the brand offers that customer instead.
 */
export function QuickCustomerForm({
  storeId,
  typed,
  onCreated,
  onCancel,
}: {
  storeId: string;
  typed: string;
  onCreated: (customer: QuickCustomer) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('customers');
  const headingId = useId();
  const [create, creating] = useCreateCustomerMutation();
  const [failure, setFailure] = useState<{ message: string; existingId: string | null } | null>(null);
  const form = useZodForm(customerCreateSchema, { ...prefillFrom(typed), email: '' });
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const { id } = await create({ ...values, storeId }).unwrap();
      onCreated({
        id,
        name: `${values.firstName} ${values.lastName}`,
        phoneLast4: values.phoneNumber.replace(/\D/g, '').slice(-4) || null,
      });
    } catch (err) {
      setFailure({ message: errorMessage(err), existingId: existingCustomerId(err) });
    }
  });
  const existingId = failure?.existingId;
  return (
    <Box
      role="group"
      aria-labelledby={headingId}
      sx={{ display: 'grid', gap: 1.5, p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Typography id={headingId} variant="subtitle2" component="h3">
        {t('newCustomer')}
      </Typography>
      {failure ? (
        <Alert
          severity="error"
          action={
            existingId ? (
              <Button
                color="inherit"
                size="small"
                onClick={() => onCreated({ id: existingId, name: t('existingCustomer'), phoneLast4: null })}
              >
                {t('useExisting')}
              </Button>
            ) : undefined
          }
        >
          {failure.message}
        </Alert>
      ) : null}
      <CustomerFields control={form.control} />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="contained" size="small" disabled={creating.isLoading} onClick={() => void submit()}>
          {t('createAndChoose')}
        </Button>
        <Button size="small" onClick={onCancel}>
          {t('cancel')}
        </Button>
      </Box>
    </Box>
  );
}
