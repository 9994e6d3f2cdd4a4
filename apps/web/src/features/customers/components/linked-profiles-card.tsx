import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { type CustomerDetail, type CustomerListItem, linkedProfileCreateSchema } from '@salon/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../../api/api-error.ts';
import { DetailCard } from '../../../components/data-table/detail-card.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { useToast } from '../../../components/toast/use-toast.ts';
import { fullName } from '../customer-format.ts';
import { useAddLinkedProfileMutation, useMoveLinkedProfileMutation, useUnlinkProfileMutation } from '../customers.api.ts';
import { CustomerPicker } from './customer-picker.tsx';

/** PRIMARY / LINKED profiles: family members under a primary; add, unlink, move (flag link_customer_profile). */
export function LinkedProfilesCard({ customer, canLink }: { customer: CustomerDetail; canLink: boolean }) {
  const { t } = useTranslation('customers');
  const toast = useToast();
  const [unlink] = useUnlinkProfileMutation();
  const [moving, setMoving] = useState(false);
  const run = async (action: Promise<unknown>, done: string) => {
    try {
      await action;
      toast.success(done);
    } catch (err) {
      toast.error(errorMessage(err));
    }
  };
  const link = (p: { id: string; firstName: string; lastName: string }) => (
    <Link component={RouterLink} to={`/admin/customers/${p.id}`}>
      {fullName(p)}
    </Link>
  );
  return (
    <DetailCard title={t('linked')}>
      {customer.primary && (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography>{t('primaryProfile', { name: fullName(customer.primary) })}</Typography>
          {link(customer.primary)}
          {canLink && (
            <>
              <Button size="small" onClick={() => run(unlink(customer.id).unwrap(), t('unlinked'))}>
                {t('unlink')}
              </Button>
              <Button size="small" onClick={() => setMoving(true)}>
                {t('move')}
              </Button>
            </>
          )}
        </Box>
      )}
      {customer.profileType === 'PRIMARY' && customer.linked.length === 0 && (
        <Typography color="text.secondary">{t('noLinked')}</Typography>
      )}
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {customer.linked.map((p) => (
          <li key={p.id}>{link(p)}</li>
        ))}
      </Box>
      {canLink && customer.profileType === 'PRIMARY' && <AddLinked primaryId={customer.id} />}
      {moving && <MoveDialog customer={customer} onClose={() => setMoving(false)} />}
    </DetailCard>
  );
}

function AddLinked({ primaryId }: { primaryId: string }) {
  const { t } = useTranslation('customers');
  const toast = useToast();
  const [add, adding] = useAddLinkedProfileMutation();
  const form = useZodForm(linkedProfileCreateSchema, { firstName: '', lastName: '' }, { validateOn: 'submit' });
  const submit = form.handleSubmit(async (values) => {
    try {
      await add({ id: primaryId, body: values }).unwrap();
      toast.success(t('linkedAdded'));
      form.reset();
    } catch (err) {
      toast.error(errorMessage(err));
    }
  });
  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr auto' }, alignItems: 'start' }}
    >
      <FormTextField control={form.control} name="firstName" label={t('firstName')} size="small" maxLength={50} />
      <FormTextField control={form.control} name="lastName" label={t('lastName')} size="small" maxLength={50} />
      <Button type="submit" variant="outlined" disabled={adding.isLoading} sx={{ minHeight: 40 }}>
        {t('addLinked')}
      </Button>
    </Box>
  );
}

function MoveDialog({ customer, onClose }: { customer: CustomerDetail; onClose: () => void }) {
  const { t } = useTranslation('customers');
  const titleId = useId();
  const toast = useToast();
  const [target, setTarget] = useState<CustomerListItem | null>(null);
  const [move, moving] = useMoveLinkedProfileMutation();
  const confirm = async () => {
    if (!target) return;
    try {
      await move({ id: customer.id, primaryId: target.id }).unwrap();
      toast.success(t('moved'));
      onClose();
    } catch (err) {
      toast.error(errorMessage(err));
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('moveTitle', { name: fullName(customer) })}</DialogTitle>
      <DialogContent sx={{ pt: '8px !important' }}>
        <CustomerPicker label={t('findCustomer')} exceptId={customer.primary?.id ?? customer.id} onPick={setTarget} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button variant="contained" onClick={confirm} disabled={!target || moving.isLoading}>
          {t('move')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
