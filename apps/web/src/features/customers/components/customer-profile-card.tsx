import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { type CustomerDetail, customerUpdateSchema } from '@salon/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/api-error.ts';
import { DetailCard } from '../../../components/data-table/detail-card.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { useToast } from '../../../components/toast/use-toast.ts';
import { ReviewList } from '../../../components/wizard/wizard-review.tsx';
import { storeDay } from '../customer-format.ts';
import { useUpdateCustomerMutation } from '../customers.api.ts';
import { CustomerFields } from './customer-fields.tsx';

/** Name, phone and email as the person may see them; edit with edit_customer_profile. */
export function CustomerProfileCard({ customer, canEdit }: { customer: CustomerDetail; canEdit: boolean }) {
  const { t } = useTranslation('customers');
  const [editing, setEditing] = useState(false);
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
          [t('phone'), contact(customer.phone, customer.phoneVerified)],
          [t('email'), contact(customer.email, customer.emailVerified)],
          [t('customerSince'), storeDay(customer.timezone, customer.createdAt, '')],
        ]}
      />
      {editing && <EditDialog customer={customer} onClose={() => setEditing(false)} />}
    </DetailCard>
  );
}

function EditDialog({ customer, onClose }: { customer: CustomerDetail; onClose: () => void }) {
  const { t } = useTranslation('customers');
  const titleId = useId();
  const toast = useToast();
  const [update, updating] = useUpdateCustomerMutation();
  const form = useZodForm(customerUpdateSchema, {
    firstName: customer.firstName,
    lastName: customer.lastName,
    phoneNumber: customer.phone.value ?? '',
    email: customer.email.value ?? '',
  });
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
          <CustomerFields control={form.control} />
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
