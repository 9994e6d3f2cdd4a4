import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CASH_TRANSACTION_LABELS, type CashTransaction, formatMoney, parseMoney } from '@salon/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, isApiError } from '../../api/api-error.ts';
import { useToast } from '../../components/toast/use-toast.ts';
import { FormDialog } from '../../components/form-dialog.tsx';
import {
  useAddRegisterMutation,
  useCloseDrawerMutation,
  useMoveCashMutation,
  useOpenDrawerMutation,
  useVoidCashTransactionMutation,
} from './cash-drawer.api.ts';
import { type CountInputs, DenominationGrid, countsOf } from './denomination-grid.tsx';

/**
 * A form's field messages and its one message above the fields. `fail` shows a refusal: the server's
 * field messages when it names fields (the ones the person can act on), else its message.
 */
function useFormErrors() {
  const [fields, setFields] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const fail = (err: unknown) => {
    const named = isApiError(err) ? (err.fields ?? {}) : {};
    setFields(named);
    setError(Object.keys(named).length ? null : errorMessage(err));
  };
  return { fields, setFields, error, fail };
}

/** The required reason of a cash movement or a void. */
function ReasonField({ value, onChange, error }: { value: string; onChange: (value: string) => void; error?: string }) {
  const { t } = useTranslation('cashDrawer');
  return (
    <TextField
      label={t('reason')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      required
      error={Boolean(error)}
      helperText={error}
      slotProps={{ htmlInput: { maxLength: 200 } }}
    />
  );
}

export function OpenDrawerDialog({ registerId, registerName, onClose }: { registerId: string; registerName: string; onClose: () => void }) {
  const { t } = useTranslation('cashDrawer');
  const toast = useToast();
  const [counts, setCounts] = useState<CountInputs>({});
  const [error, setError] = useState<string | null>(null);
  const [open, state] = useOpenDrawerMutation();
  const submit = async () => {
    try {
      const drawer = await open({ registerId, counts: countsOf(counts) }).unwrap();
      toast.success(t('opened', { name: registerName, amount: formatMoney(drawer.floatCents) }));
      onClose();
    } catch (err) {
      setError(errorMessage(err));
    }
  };
  return (
    <FormDialog
      title={t('openTitle', { name: registerName })}
      submitLabel={t('openDrawer')}
      busy={state.isLoading}
      error={error}
      onSubmit={submit}
      onClose={onClose}
      wide
    >
      <Typography variant="body2">{t('openHelp')}</Typography>
      <DenominationGrid value={counts} onChange={setCounts} />
    </FormDialog>
  );
}

export function CloseDrawerDialog({ drawerId, registerName, onClose }: { drawerId: string; registerName: string; onClose: () => void }) {
  const { t } = useTranslation('cashDrawer');
  const toast = useToast();
  const [counts, setCounts] = useState<CountInputs>({});
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [close, state] = useCloseDrawerMutation();
  const submit = async () => {
    try {
      const drawer = await close({ id: drawerId, counts: countsOf(counts), note: note.trim() || null }).unwrap();
      const d = drawer.differenceCents ?? 0;
      const outcome = d === 0 ? t('balanced') : d > 0 ? t('over', { amount: formatMoney(d) }) : t('short', { amount: formatMoney(-d) });
      toast.success(t('closedToast', { name: registerName, outcome }));
      onClose();
    } catch (err) {
      setError(errorMessage(err));
    }
  };
  return (
    <FormDialog
      title={t('closeTitle', { name: registerName })}
      submitLabel={t('closeDrawer')}
      busy={state.isLoading}
      error={error}
      onSubmit={submit}
      onClose={onClose}
      wide
    >
      <Typography variant="body2">{t('closeHelp')}</Typography>
      <DenominationGrid value={counts} onChange={setCounts} />
      <TextField
        label={t('note')}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
    </FormDialog>
  );
}

export function MoveCashDialog({ drawerId, kind, onClose }: { drawerId: string; kind: 'withdrawal' | 'pay_in'; onClose: () => void }) {
  const { t } = useTranslation('cashDrawer');
  const toast = useToast();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const { fields, setFields, error, fail } = useFormErrors();
  const [move, state] = useMoveCashMutation();
  const submit = async () => {
    const problems: Record<string, string> = {};
    let amountCents = 0;
    try {
      amountCents = parseMoney(amount);
      if (amountCents <= 0) problems.amountCents = 'Amount must be more than $0.00';
    } catch (err) {
      problems.amountCents = amount.trim() ? (err as Error).message : 'Amount is required';
    }
    if (!reason.trim()) problems.reason = 'Reason is required';
    setFields(problems);
    if (Object.keys(problems).length) return;
    try {
      await move({ id: drawerId, kind, amountCents, reason: reason.trim() }).unwrap();
      toast.success(
        kind === 'withdrawal' ? t('withdrawn', { amount: formatMoney(amountCents) }) : t('paidIn', { amount: formatMoney(amountCents) }),
      );
      onClose();
    } catch (err) {
      fail(err);
    }
  };
  return (
    <FormDialog
      title={kind === 'withdrawal' ? t('withdrawTitle') : t('payInTitle')}
      submitLabel={kind === 'withdrawal' ? t('withdraw') : t('payIn')}
      busy={state.isLoading}
      error={error}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        label={t('amount')}
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        required
        error={Boolean(fields.amountCents)}
        helperText={fields.amountCents}
        slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 12 }, input: { startAdornment: <span aria-hidden="true">$</span> } }}
      />
      <ReasonField value={reason} onChange={setReason} error={fields.reason} />
    </FormDialog>
  );
}

export function VoidDialog({ transaction, onClose }: { transaction: CashTransaction; onClose: () => void }) {
  const { t } = useTranslation('cashDrawer');
  const toast = useToast();
  const [reason, setReason] = useState('');
  const { fields, setFields, error, fail } = useFormErrors();
  const [voidTransaction, state] = useVoidCashTransactionMutation();
  const kind = CASH_TRANSACTION_LABELS[transaction.kind].toLowerCase();
  const submit = async () => {
    if (!reason.trim()) {
      setFields({ reason: 'Reason is required' });
      return;
    }
    try {
      await voidTransaction({ transactionId: transaction.id, reason: reason.trim() }).unwrap();
      toast.success(t('voidDone'));
      onClose();
    } catch (err) {
      fail(err);
    }
  };
  return (
    <FormDialog
      title={t('voidTitle', { kind, amount: formatMoney(transaction.amountCents) })}
      submitLabel={t('void')}
      submitColor="error"
      busy={state.isLoading}
      error={error}
      onSubmit={submit}
      onClose={onClose}
    >
      <Typography variant="body2">{t('voidHelp')}</Typography>
      <ReasonField value={reason} onChange={setReason} error={fields.reason} />
    </FormDialog>
  );
}

export function AddRegisterDialog({ storeId, onClose }: { storeId: string; onClose: () => void }) {
  const { t } = useTranslation('cashDrawer');
  const toast = useToast();
  const [name, setName] = useState('');
  const { fields, setFields, error, fail } = useFormErrors();
  const [add, state] = useAddRegisterMutation();
  const submit = async () => {
    if (!name.trim()) {
      setFields({ name: 'Name is required' });
      return;
    }
    try {
      const saved = await add({ storeId, name: name.trim() }).unwrap();
      toast.success(t('registerAdded', { name: saved.name }));
      onClose();
    } catch (err) {
      fail(err);
    }
  };
  return (
    <FormDialog title={t('addRegister')} submitLabel={t('save')} busy={state.isLoading} error={error} onSubmit={submit} onClose={onClose}>
      <TextField
        label={t('registerName')}
        value={name}
        onChange={(e) => setName(e.target.value)}
        required
        error={Boolean(fields.name)}
        helperText={fields.name}
        slotProps={{ htmlInput: { maxLength: 40 } }}
      />
    </FormDialog>
  );
}
