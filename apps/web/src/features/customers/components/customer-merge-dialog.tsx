import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { CustomerDetail, CustomerListItem } from '@salon/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../api/api-error.ts';
import { useToast } from '../../../components/toast/use-toast.ts';
import { fullName } from '../customer-format.ts';
import { useMergeCustomersMutation, usePreviewMergeQuery } from '../customers.api.ts';
import { CustomerPicker } from './customer-picker.tsx';

/** Merge duplicates: find the other profile, pick the one to keep, see what moves, merge. */
export function CustomerMergeDialog({ customer, onClose }: { customer: CustomerDetail; onClose: () => void }) {
  const { t } = useTranslation('customers');
  const titleId = useId();
  const keepId = useId();
  const toast = useToast();
  const navigate = useNavigate();
  const [other, setOther] = useState<CustomerListItem | null>(null);
  const [keep, setKeep] = useState<'this' | 'other'>('this');
  const pair = other
    ? keep === 'this'
      ? { survivorId: customer.id, mergedId: other.id }
      : { survivorId: other.id, mergedId: customer.id }
    : null;
  const preview = usePreviewMergeQuery(pair ?? { survivorId: '', mergedId: '' }, { skip: !pair });
  const [merge, merging] = useMergeCustomersMutation();
  const confirm = async () => {
    if (!pair) return;
    try {
      await merge(pair).unwrap();
      toast.success(t('merged'));
      onClose();
      if (pair.survivorId !== customer.id) void navigate(`/admin/customers/${pair.survivorId}`);
    } catch (err) {
      toast.error(errorMessage(err));
    }
  };
  const m = preview.data?.moves;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('mergeTitle')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        <CustomerPicker label={t('mergeFind')} exceptId={customer.id} onPick={setOther} />
        {other && (
          <>
            <FormLabel id={keepId}>{t('mergeKeep')}</FormLabel>
            <RadioGroup aria-labelledby={keepId} value={keep} onChange={(e) => setKeep(e.target.value as 'this' | 'other')}>
              <FormControlLabel value="this" control={<Radio />} label={fullName(customer)} />
              <FormControlLabel
                value="other"
                control={<Radio />}
                label={`${fullName(other)}${other.phone.value ? ` · ${other.phone.value}` : ''}`}
              />
            </RadioGroup>
          </>
        )}
        {m && <Alert severity="info">{t('mergeMoves', m)}</Alert>}
        {preview.error && <Alert severity="error">{errorMessage(preview.error)}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button variant="contained" onClick={confirm} disabled={!m || merging.isLoading}>
          {t('mergeConfirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
