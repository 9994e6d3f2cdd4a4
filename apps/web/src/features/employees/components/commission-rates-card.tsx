import DeleteIcon from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { basisPointsToPercent, type CommissionRateList, percentToBasisPoints } from '@salon/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, isApiError } from '../../../api/api-error.ts';
import { DetailCard } from '../../../components/data-table/detail-card.tsx';
import { useToast } from '../../../components/toast/use-toast.ts';
import { useAddCommissionRateMutation, useCommissionRatesQuery, useRemoveCommissionRateMutation } from '../commission.api.ts';

/** The employee's commission rates (issue 15): history newest first, and a new rate from a day on for editors. */
export function CommissionRatesCard({ employeeId }: { employeeId: string }) {
  const { t } = useTranslation('employees');
  const rates = useCommissionRatesQuery(employeeId);
  return (
    <DetailCard title={t('commission.title')}>
      <Typography variant="body2" color="text.secondary">
        {t('commission.intro')}
      </Typography>
      {rates.error ? <Alert severity="error">{errorMessage(rates.error)}</Alert> : null}
      {rates.data ? <RatesTable employeeId={employeeId} list={rates.data} /> : null}
      {rates.data?.canEdit ? <NewRateForm employeeId={employeeId} earliestStart={rates.data.earliestStart} /> : null}
    </DetailCard>
  );
}

function RatesTable({ employeeId, list }: { employeeId: string; list: CommissionRateList }) {
  const { t } = useTranslation('employees');
  const toast = useToast();
  const [remove, removing] = useRemoveCommissionRateMutation();
  if (!list.items.length) return <Typography>{t('commission.none')}</Typography>;
  return (
    <TableContainer>
      <Table size="small" aria-label={t('commission.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('commission.from')}</TableCell>
            <TableCell align="right">{t('commission.services')}</TableCell>
            <TableCell align="right">{t('commission.retail')}</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {list.items.map((rate) => (
            <TableRow key={rate.id}>
              <TableCell>{rate.effectiveFrom}</TableCell>
              <TableCell align="right">{basisPointsToPercent(rate.serviceBasisPoints)}%</TableCell>
              <TableCell align="right">{basisPointsToPercent(rate.productBasisPoints)}%</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {rate.current ? <Chip size="small" color="success" label={t('commission.current')} /> : null}
                {rate.upcoming && !rate.current ? <Chip size="small" label={t('commission.upcoming')} /> : null}
                {rate.upcoming && list.canEdit ? (
                  <IconButton
                    size="small"
                    aria-label={t('commission.remove', { date: rate.effectiveFrom })}
                    disabled={removing.isLoading}
                    onClick={() =>
                      remove({ id: employeeId, rateId: rate.id })
                        .unwrap()
                        .then(() => toast.success(t('commission.removed')))
                        .catch((e) => toast.error(errorMessage(e)))
                    }
                  >
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                ) : null}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function NewRateForm({ employeeId, earliestStart }: { employeeId: string; earliestStart: string }) {
  const { t } = useTranslation('employees');
  const toast = useToast();
  const [add, adding] = useAddCommissionRateMutation();
  const [form, setForm] = useState({ effectiveFrom: earliestStart, service: '', retail: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = async () => {
    const serviceBasisPoints = percentToBasisPoints(form.service);
    const productBasisPoints = percentToBasisPoints(form.retail);
    const local: Record<string, string> = {};
    if (serviceBasisPoints === null || serviceBasisPoints > 10_000) local.serviceBasisPoints = t('commission.percentInvalid');
    if (productBasisPoints === null || productBasisPoints > 10_000) local.productBasisPoints = t('commission.percentInvalid');
    setErrors(local);
    if (Object.keys(local).length) return;
    try {
      await add({
        id: employeeId,
        body: { effectiveFrom: form.effectiveFrom, serviceBasisPoints: serviceBasisPoints!, productBasisPoints: productBasisPoints! },
      }).unwrap();
      toast.success(t('commission.saved'));
      setForm({ effectiveFrom: earliestStart, service: '', retail: '' });
    } catch (e) {
      setErrors(isApiError(e) ? (e.fields ?? {}) : {});
      toast.error(errorMessage(e));
    }
  };
  const field = (key: 'service' | 'retail', name: string, label: string) => (
    <TextField
      size="small"
      label={label}
      value={form[key]}
      inputMode="decimal"
      error={Boolean(errors[name])}
      helperText={errors[name]}
      onChange={(e) => setForm({ ...form, [key]: e.target.value })}
      sx={{ flex: { xs: '1 1 100%', sm: '1 1 140px' }, minWidth: 0 }}
    />
  );
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start' }}
    >
      <TextField
        size="small"
        type="date"
        label={t('commission.startsOn')}
        value={form.effectiveFrom}
        error={Boolean(errors.effectiveFrom)}
        helperText={errors.effectiveFrom}
        onChange={(e) => setForm({ ...form, effectiveFrom: e.target.value })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: earliestStart } }}
        sx={{ flex: '1 1 160px', minWidth: 0 }}
      />
      {field('service', 'serviceBasisPoints', t('commission.servicePercent'))}
      {field('retail', 'productBasisPoints', t('commission.retailPercent'))}
      <Button type="submit" variant="contained" disabled={adding.isLoading}>
        {t('commission.add')}
      </Button>
    </Box>
  );
}
