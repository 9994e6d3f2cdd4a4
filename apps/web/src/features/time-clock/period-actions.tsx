import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { hasAccess, type TimeCard } from '@salon/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/api-error.ts';
import { useToast } from '../../components/toast/use-toast.ts';
import { FormDialog } from '../../components/form-dialog.tsx';
import { useSession } from '../session/session-context.ts';
import { useApprovePeriodMutation, usePayrollExportMutation, useReopenPeriodMutation } from './time-clock.api.ts';

/** Saves text as a file through a temporary link. */
function download(filename: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.click();
  URL.revokeObjectURL(url);
}

/** Approve (locks), re-open with a reason, and the payroll exports of a period. */
export function PeriodActions({ card }: { card: TimeCard }) {
  const { t } = useTranslation('timeClock');
  const toast = useToast();
  const { data: session } = useSession();
  const canManage = hasAccess(session?.accessControls, ['edit_time_card_entry']);
  const [approve, approving] = useApprovePeriodMutation();
  const [exportCsv, exporting] = usePayrollExportMutation();
  const [reopening, setReopening] = useState(false);
  const period = { storeId: card.storeId, periodStart: card.periodStart };
  const run = async (fn: () => Promise<unknown>, done?: string) => {
    try {
      await fn();
      if (done) toast.success(done);
    } catch (err) {
      toast.error(errorMessage(err));
    }
  };
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1 }}>
      {canManage && !card.locked ? (
        <Button variant="contained" disabled={approving.isLoading} onClick={() => run(() => approve(period).unwrap(), t('approved'))}>
          {t('approve')}
        </Button>
      ) : null}
      {canManage && card.locked ? (
        <Button variant="outlined" onClick={() => setReopening(true)}>
          {t('reopen')}
        </Button>
      ) : null}
      {(['generic', 'adp'] as const).map((layout) => (
        <Button
          key={layout}
          disabled={exporting.isLoading}
          onClick={() =>
            run(async () => {
              const file = await exportCsv({ ...period, layout }).unwrap();
              download(file.filename, file.csv);
            })
          }
        >
          {layout === 'generic' ? t('exportGeneric') : t('exportAdp')}
        </Button>
      ))}
      {reopening ? <ReopenDialog card={card} onClose={() => setReopening(false)} /> : null}
    </Box>
  );
}

function ReopenDialog({ card, onClose }: { card: TimeCard; onClose: () => void }) {
  const { t } = useTranslation('timeClock');
  const toast = useToast();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [field, setField] = useState<string | undefined>();
  const [reopen, state] = useReopenPeriodMutation();
  const submit = async () => {
    try {
      await reopen({ storeId: card.storeId, periodStart: card.periodStart, reason }).unwrap();
      toast.success(t('reopened'));
      onClose();
    } catch (err) {
      setError(errorMessage(err));
      setField((err as { fields?: Record<string, string> }).fields?.reason);
    }
  };
  return (
    <FormDialog
      title={t('reopenTitle', { period: `${card.periodStart} – ${card.periodEnd}` })}
      submitLabel={t('reopen')}
      busy={state.isLoading}
      error={error}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        label={t('reason')}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        required
        error={Boolean(field)}
        helperText={field ?? t('reasonHelp')}
      />
    </FormDialog>
  );
}
