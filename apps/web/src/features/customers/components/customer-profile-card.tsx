import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { type CustomerDetail, customerUpdateSchema } from '@salon/shared';

/** The edit dialog sends the name only: phone and email change by code. */
const customerNameSchema = customerUpdateSchema.pick({ firstName: true, lastName: true });
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/api-error.ts';
import { DetailCard } from '../../../components/data-table/detail-card.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { useToast } from '../../../components/toast/use-toast.ts';
import { ReviewList } from '../../../components/wizard/wizard-review.tsx';
import { storeDay } from '../customer-format.ts';
import {
  useConfirmCustomerContactChangeMutation,
  useRequestCustomerContactChangeMutation,
  useUpdateCustomerMutation,
} from '../customers.api.ts';
import { ContactChange, type ContactChangeCalls } from '../../customer/profile/contact-change.tsx';

/** Name, phone and email as the person may see them; edit with edit_customer_profile. */
export function CustomerProfileCard({ customer, canEdit }: { customer: CustomerDetail; canEdit: boolean }) {
  const { t } = useTranslation('customers');
  const [editing, setEditing] = useState(false);
  // Staff who may edit change phone and email by code, in their own rows below the name.
  const byCode = canEdit && !customer.phone.masked && !customer.email.masked && customer.profileType === 'PRIMARY';
  const contact = (c: CustomerDetail['phone'], verified: boolean) =>
    c.value === null ? (c.masked ? t('hidden') : t('none')) : verified || c.masked ? c.value : `${c.value} (${t('unverified')})`;
  return (
    <DetailCard
      title={t('profile')}
      action={
        canEdit && !customer.phone.masked ? (
          <Button size="small" onClick={() => setEditing(true)}>
            {t('edit')}
          </Button>
        ) : undefined
      }
    >
      <ReviewList
        items={[
          [t('firstName'), customer.firstName],
          [t('lastName'), customer.lastName],
          ...(byCode
            ? []
            : ([
                [t('phone'), contact(customer.phone, customer.phoneVerified)],
                [t('email'), contact(customer.email, customer.emailVerified)],
              ] as const)),
          [t('customerSince'), storeDay(customer.timezone, customer.createdAt, '')],
        ]}
      />
      {byCode ? <StaffContactChanges customer={customer} /> : null}
      {editing && <EditDialog customer={customer} onClose={() => setEditing(false)} />}
    </DetailCard>
  );
}

/** Phone and email change only by the code the customer receives at the new address and reads out. */
function StaffContactChanges({ customer }: { customer: CustomerDetail }) {
  const { t } = useTranslation('customers');
  const [request, requested] = useRequestCustomerContactChangeMutation();
  const [confirm, confirmed] = useConfirmCustomerContactChangeMutation();
  const calls: ContactChangeCalls = {
    request: (kind, value) => request({ id: customer.id, kind, value }).unwrap(),
    confirm: (kind, identifier, confirmationCode) => confirm({ id: customer.id, kind, identifier, confirmationCode }).unwrap(),
    busy: requested.isLoading || confirmed.isLoading,
    changed: (kind) => (kind === 'email' ? t('emailChanged') : t('phoneChanged')),
  };
  return (
    <Box sx={{ mt: 1 }}>
      <ContactChange kind="phone" current={customer.phone.value} verified={customer.phoneVerified} calls={calls} />
      <ContactChange kind="email" current={customer.email.value} verified={customer.emailVerified} calls={calls} />
    </Box>
  );
}

/** Name only: phone and email change by code (above). */
function EditDialog({ customer, onClose }: { customer: CustomerDetail; onClose: () => void }) {
  const { t } = useTranslation('customers');
  const titleId = useId();
  const toast = useToast();
  const [update, updating] = useUpdateCustomerMutation();
  const form = useZodForm(customerNameSchema, { firstName: customer.firstName, lastName: customer.lastName });
  const submit = form.handleSubmit(async (values) => {
    try {
      await update({ id: customer.id, body: values }).unwrap();
      toast.success(t('saved'));
      onClose();
    } catch (err) {
      toast.error(errorMessage(err));
    }
  });
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{t('edit')}</DialogTitle>
        <DialogContent sx={{ pt: '8px !important' }}>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <FormTextField control={form.control} name="firstName" label={t('firstName')} autoComplete="off" maxLength={50} />
            <FormTextField control={form.control} name="lastName" label={t('lastName')} autoComplete="off" maxLength={50} />
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button type="submit" variant="contained" disabled={updating.isLoading}>
            {t('save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
