import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { OVERTIME_RULES, PAY_PERIODS, type TimeClockSettings } from '@salon/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, isApiError } from '../../api/api-error.ts';
import { FormDialog } from '../../components/form-dialog.tsx';
import { useToast } from '../../components/toast/use-toast.ts';
import { useSaveTimeClockSettingsMutation, useTimeClockSettingsQuery } from './time-clock.api.ts';

/** A store's pay period (weekly or bi-weekly, start day), overtime rule and missed-punch grace, for managers. */
export function SettingsDialog({ storeId, storeName, onClose }: { storeId: string; storeName: string; onClose: () => void }) {
  const { t } = useTranslation('timeClock');
  const { data, error, isLoading } = useTimeClockSettingsQuery(storeId);
  if (isLoading) return <CircularProgress aria-label={t('settings')} size={20} />;
  if (error || !data) return <Alert severity="error">{errorMessage(error)}</Alert>;
  return <SettingsForm settings={data} storeName={storeName} onClose={onClose} />;
}

function SettingsForm({ settings, storeName, onClose }: { settings: TimeClockSettings; storeName: string; onClose: () => void }) {
  const { t } = useTranslation('timeClock');
  const toast = useToast();
  const [values, setValues] = useState(settings);
  const [grace, setGrace] = useState(String(settings.graceMinutes));
  // The threshold is kept in permille; people type a percentage (55 or 57.5).
  const [facePercent, setFacePercent] = useState(String(settings.faceMatchThreshold / 10));
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [save, saving] = useSaveTimeClockSettingsMutation();
  const set = <K extends keyof TimeClockSettings>(key: K, value: TimeClockSettings[K]) => setValues((v) => ({ ...v, [key]: value }));
  const submit = async () => {
    const graceMinutes = /^\d+$/.test(grace.trim()) ? Number(grace.trim()) : Number.NaN;
    const percent = facePercent.trim();
    if (!/^\d{1,2}(\.\d)?$/.test(percent) || Number(percent) < 30 || Number(percent) > 95) {
      setFields((f) => ({ ...f, faceMatchThreshold: t('faceMatchPercentInvalid') }));
      return;
    }
    const faceMatchThreshold = Math.round(Number(percent) * 10);
    try {
      await save({ ...values, graceMinutes, faceMatchThreshold }).unwrap();
      toast.success(t('settingsSaved'));
      onClose();
    } catch (err) {
      setError(errorMessage(err));
      setFields(isApiError(err) ? (err.fields ?? {}) : {});
    }
  };
  return (
    <FormDialog
      title={t('settingsTitle', { store: storeName })}
      submitLabel={t('save')}
      busy={saving.isLoading}
      error={error}
      onSubmit={submit}
      onClose={onClose}
      wide
    >
      <Typography variant="body2">{t('settingsNote')}</Typography>
      <TextField
        select
        label={t('payPeriod')}
        value={values.payPeriod}
        onChange={(e) => set('payPeriod', e.target.value as TimeClockSettings['payPeriod'])}
      >
        {PAY_PERIODS.map((p) => (
          <MenuItem key={p} value={p}>
            {t(p)}
          </MenuItem>
        ))}
      </TextField>
      {values.payPeriod === 'weekly' ? (
        <TextField select label={t('startDay')} value={values.startDay} onChange={(e) => set('startDay', Number(e.target.value))}>
          {([0, 1, 2, 3, 4, 5, 6] as const).map((d) => (
            <MenuItem key={d} value={d}>
              {t(`weekday.${d}`)}
            </MenuItem>
          ))}
        </TextField>
      ) : (
        <TextField
          type="date"
          label={t('anchorDate')}
          value={values.anchorDate}
          onChange={(e) => set('anchorDate', e.target.value)}
          error={Boolean(fields.anchorDate)}
          helperText={fields.anchorDate ?? t('anchorDateHelp')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      )}
      <TextField
        select
        label={t('overtimeRule')}
        value={values.overtimeRule}
        onChange={(e) => set('overtimeRule', e.target.value as TimeClockSettings['overtimeRule'])}
      >
        {OVERTIME_RULES.map((r) => (
          <MenuItem key={r} value={r}>
            {t(`rule.${r}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={t('graceMinutes')}
        value={grace}
        onChange={(e) => {
          setGrace(e.target.value);
          setFields(({ graceMinutes: _, ...rest }) => rest);
        }}
        error={Boolean(fields.graceMinutes)}
        helperText={fields.graceMinutes ?? t('graceMinutesHelp')}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <TextField
        label={t('faceMatchPercent')}
        value={facePercent}
        onChange={(e) => {
          setFacePercent(e.target.value);
          setFields(({ faceMatchThreshold: _, ...rest }) => rest);
        }}
        error={Boolean(fields.faceMatchThreshold)}
        helperText={fields.faceMatchThreshold ?? t('faceMatchPercentHelp')}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
    </FormDialog>
  );
}
