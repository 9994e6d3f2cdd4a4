import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { COMMISSION_PERIODS, REPORT_TYPE_LABELS, REPORT_TYPES, type ReportDefinition, reportDefinitionInputSchema } from '@salon/shared';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/api-error.ts';
import { FormSelectField } from '../../components/form/form-select-field.tsx';
import { FormTextField } from '../../components/form/form-text-field.tsx';
import { useZodForm } from '../../components/form/use-zod-form.ts';
import { useToast } from '../../components/toast/use-toast.ts';
import { useShiftStores } from '../shifts/use-shift-stores.ts';
import { useCreateReportMutation, useUpdateReportMutation } from './reports.api.ts';

const ALL = '';

/** Create or edit a saved report: a name, a type of the registry and a store (or every store the runner may see). */
export function ReportFormDialog({ report, onClose }: { report?: ReportDefinition; onClose: () => void }) {
  const { t } = useTranslation('reports');
  const toast = useToast();
  const navigate = useNavigate();
  const { stores } = useShiftStores();
  const [create, creating] = useCreateReportMutation();
  const [update, updating] = useUpdateReportMutation();
  const form = useZodForm(reportDefinitionInputSchema, {
    name: report?.name ?? '',
    type: report?.type ?? 'tips_by_cutter',
    storeId: report?.storeId ?? null,
    params: report?.params ?? { period: 'range' },
  });
  const submit = form.handleSubmit(async (body) => {
    try {
      const saved = report ? await update({ id: report.id, body }).unwrap() : await create(body).unwrap();
      toast.success(t(report ? 'saved' : 'created', { name: saved.name }));
      onClose();
      if (!report) navigate(`/admin/reports/${saved.id}`);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="report-form-title">
      <DialogTitle id="report-form-title">{report ? t('editTitle') : t('createTitle')}</DialogTitle>
      <form onSubmit={submit} noValidate>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <FormTextField control={form.control} name="name" label={t('name')} required autoFocus />
          <FormSelectField
            control={form.control}
            name="type"
            label={t('type')}
            options={REPORT_TYPES.map((type) => ({ value: type, label: REPORT_TYPE_LABELS[type] }))}
          />
          {form.watch('type') === 'commission_by_cutter' ? (
            <FormSelectField
              control={form.control}
              name="params.period"
              label={t('period')}
              options={COMMISSION_PERIODS.map((period) => ({ value: period, label: t(`period.${period}`) }))}
            />
          ) : null}
          <FormSelectField
            control={form.control}
            name="storeId"
            label={t('store')}
            emptyAsNull
            options={[{ value: ALL, label: t('allStores') }, ...stores.map((s) => ({ value: s.id, label: s.name }))]}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button type="submit" variant="contained" disabled={creating.isLoading || updating.isLoading}>
            {t('save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
