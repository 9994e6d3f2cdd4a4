import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { customerCreateSchema, hasAccess } from '@salon/shared';
import { useState } from 'react';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Link as RouterLink, useNavigate } from 'react-router';
import { errorMessage } from '../../../api/api-error.ts';
import { AccessGuard } from '../../../components/access-guard.tsx';
import { FormSelectField } from '../../../components/form/form-select-field.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { useToast } from '../../../components/toast/use-toast.ts';
import { useStoreOptions } from '../../catalog/use-store-options.ts';
import { useSession } from '../../session/session-context.ts';
import { STORE_LIST_FLAGS } from './customer-list-page.tsx';
import { CustomerFields } from '../components/customer-fields.tsx';
import { existingCustomerId } from '../customer-format.ts';
import { useCreateCustomerMutation } from '../customers.api.ts';

const createSchema = customerCreateSchema.extend({ storeId: z.string().optional() });

/** /admin/customers/new (flag create_customer); a phone or email already in the brand links to that customer. */
export function CustomerCreatePage() {
  return (
    <AccessGuard flags={['create_customer']}>
      <CustomerCreate />
    </AccessGuard>
  );
}

function CustomerCreate() {
  const { t } = useTranslation('customers');
  const toast = useToast();
  const navigate = useNavigate();
  const { data: session } = useSession();
  const [create, creating] = useCreateCustomerMutation();
  const [failure, setFailure] = useState<{ message: string; existingId: string | null } | null>(null);
  const form = useZodForm(createSchema, { firstName: '', lastName: '', phoneNumber: '', email: '', storeId: '' });
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const { id } = await create({ ...values, storeId: values.storeId || undefined }).unwrap();
      toast.success(t('created', { name: `${values.firstName} ${values.lastName}` }));
      void navigate(`/admin/customers/${id}`);
    } catch (err) {
      setFailure({ message: errorMessage(err), existingId: existingCustomerId(err) });
    }
  });
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2, maxWidth: 560 }}>
      <Typography variant="h1">{t('newCustomer')}</Typography>
      {failure && (
        <Alert severity="error">
          {failure.message}{' '}
          {failure.existingId && (
            <Link component={RouterLink} to={`/admin/customers/${failure.existingId}`}>
              {t('duplicateOpen')}
            </Link>
          )}
        </Alert>
      )}
      {hasAccess(session?.accessControls, STORE_LIST_FLAGS) && <StoreField control={form.control} label={t('store')} />}
      <CustomerFields control={form.control} />
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button type="submit" variant="contained" disabled={creating.isLoading}>
          {t('create')}
        </Button>
        <Button component={RouterLink} to="/admin/customers">
          {t('cancel')}
        </Button>
      </Box>
    </Box>
  );
}

/** The store whose brand the customer joins; shown only to people who may list stores (and only with a choice). */
function StoreField({ control, label }: { control: Control<z.input<typeof createSchema>>; label: string }) {
  const stores = useStoreOptions();
  return stores.length > 1 ? <FormSelectField control={control} name="storeId" label={label} options={stores} /> : null;
}
