import Box from '@mui/material/Box';
import type { Control, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form/form-text-field.tsx';

type Contact = { firstName: string; lastName: string; phoneNumber: string; email?: string | null };

/** Name, phone and email of a customer form (create and edit share the shared schema's rules). */
export function CustomerFields<T extends FieldValues, U extends FieldValues>({ control }: { control: Control<T, unknown, U> }) {
  const { t } = useTranslation('customers');
  // both forms hold these four fields; their extra fields differ
  const c = control as unknown as Control<Contact>;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <FormTextField control={c} name="firstName" label={t('firstName')} autoComplete="off" maxLength={50} />
      <FormTextField control={c} name="lastName" label={t('lastName')} autoComplete="off" maxLength={50} />
      <FormTextField control={c} name="phoneNumber" label={t('phoneNumber')} type="tel" autoComplete="off" />
      <FormTextField control={c} name="email" label={t('email')} type="email" autoComplete="off" maxLength={64} />
    </Box>
  );
}
