import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { BOOKING_REQUIREMENTS, type BookingPolicy, bookingPolicySchema, parseMoney } from '@salon/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/api-error.ts';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { centsToInput } from '../../../components/form/money-schema.ts';
import { useToast } from '../../../components/toast/use-toast.ts';
import { useSaveBookingPolicyMutation } from '../deposits.api.ts';

const STORE = 'store';
type Draft = Record<'appliesTo' | 'requirement' | 'depositKind' | 'amount' | 'percent' | 'hours' | 'lateFee' | 'noShowFee', string>;

const draftOf = (policy: BookingPolicy | null, appliesTo: string): Draft => ({
  appliesTo,
  requirement: policy?.requirement ?? 'deposit',
  depositKind: policy?.depositKind ?? 'fixed',
  amount: centsToInput(policy?.depositFixedCents ?? 0),
  // Basis points read like cents: 2500 -> "25.00" (%).
  percent: centsToInput(policy?.depositBasisPoints ?? 0),
  hours: String((policy?.cancellationWindowMinutes ?? 1440) / 60),
  lateFee: centsToInput(policy?.lateCancelFeeCents ?? 0),
  noShowFee: centsToInput(policy?.noShowFeeCents ?? 0),
});

/** Parses the draft into a policy, or the field messages (the shared schema's words for what it checks). */
function parse(
  draft: Draft,
  t: (key: 'amountInvalid' | 'percentInvalid' | 'hoursInvalid') => string,
): { policy: BookingPolicy } | { errors: Partial<Draft> } {
  const errors: Partial<Draft> = {};
  const money = (key: keyof Draft, message: string) => {
    try {
      return parseMoney(draft[key] || '0');
    } catch {
      errors[key] = message;
      return 0;
    }
  };
  const depositFixedCents = draft.depositKind === 'fixed' ? money('amount', t('amountInvalid')) : 0;
  const depositBasisPoints = draft.depositKind === 'percent' ? money('percent', t('percentInvalid')) : 0;
  const hours = Number(draft.hours || '0');
  if (!Number.isInteger(hours) || hours < 0) errors.hours = t('hoursInvalid');
  const candidate = {
    requirement: draft.requirement,
    depositKind: draft.depositKind,
    depositFixedCents,
    depositBasisPoints,
    cancellationWindowMinutes: hours * 60,
    lateCancelFeeCents: money('lateFee', t('amountInvalid')),
    noShowFeeCents: money('noShowFee', t('amountInvalid')),
  };
  const checked = bookingPolicySchema.safeParse(candidate);
  if (!checked.success) {
    const fieldOf: Record<string, keyof Draft> = {
      depositFixedCents: draft.depositKind === 'percent' ? 'percent' : 'amount',
      depositBasisPoints: 'percent',
      cancellationWindowMinutes: 'hours',
      lateCancelFeeCents: 'lateFee',
      noShowFeeCents: 'noShowFee',
    };
    for (const issue of checked.error.issues) {
      const key = fieldOf[String(issue.path[0])] ?? 'requirement';
      errors[key] ??= issue.message;
    }
  }
  return Object.keys(errors).length ? { errors } : { policy: checked.data as BookingPolicy };
}

/** Sets the store's booking policy or one service's own (services already with their own policy are edited from their line). */
export function BookingPolicyDialog({
  storeId,
  services,
  initial,
  onClose,
}: {
  storeId: string;
  services: { id: string; name: string }[];
  initial: { appliesTo: string; policy: BookingPolicy | null };
  onClose: () => void;
}) {
  const { t } = useTranslation('deposits');
  const toast = useToast();
  const [draft, setDraft] = useState<Draft>(() => draftOf(initial.policy, initial.appliesTo));
  const [errors, setErrors] = useState<Partial<Draft>>({});
  const [save, saving] = useSaveBookingPolicyMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const set = (key: keyof Draft) => (event: { target: { value: string } }) => {
    setDraft({ ...draft, [key]: event.target.value });
    if (errors[key]) setErrors({ ...errors, [key]: undefined });
  };
  const field = (key: keyof Draft, label: string, unit?: { start?: string; end?: string }, inputMode = 'decimal') => (
    <TextField
      label={label}
      value={draft[key]}
      onChange={set(key)}
      error={!!errors[key]}
      helperText={errors[key]}
      slotProps={{
        htmlInput: { inputMode },
        input: {
          startAdornment: unit?.start ? <InputAdornment position="start">{unit.start}</InputAdornment> : undefined,
          endAdornment: unit?.end ? <InputAdornment position="end">{unit.end}</InputAdornment> : undefined,
        },
      }}
    />
  );

  const submit = async () => {
    const parsed = parse(draft, (key) => t(key));
    if ('errors' in parsed) return setErrors(parsed.errors);
    setErrors({});
    try {
      await save({ storeId, serviceId: draft.appliesTo === STORE ? null : draft.appliesTo, policy: parsed.policy }).unwrap();
      toast.success(t('saved'), { autoHide: true });
      onClose();
    } catch (error) {
      setServerError(errorMessage(error));
    }
  };

  const deposit = draft.requirement === 'deposit';
  return (
    <FormDialog
      title={t('dialogTitle')}
      submitLabel={t('save')}
      busy={saving.isLoading}
      error={serverError}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <TextField
        select
        label={t('appliesTo')}
        value={draft.appliesTo}
        onChange={set('appliesTo')}
        disabled={initial.appliesTo !== STORE || !!initial.policy}
      >
        <MenuItem value={STORE}>{t('storeWide')}</MenuItem>
        {services.map((s) => (
          <MenuItem key={s.id} value={s.id}>
            {s.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField select label={t('requirement')} value={draft.requirement} onChange={set('requirement')}>
        {BOOKING_REQUIREMENTS.map((r) => (
          <MenuItem key={r} value={r}>
            {t(`requirement.${r}`)}
          </MenuItem>
        ))}
      </TextField>
      {deposit ? (
        <TextField select label={t('depositKind')} value={draft.depositKind} onChange={set('depositKind')}>
          {(['fixed', 'percent'] as const).map((k) => (
            <MenuItem key={k} value={k}>
              {t(`depositKind.${k}`)}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      {deposit && draft.depositKind === 'fixed' ? field('amount', t('depositAmount'), { start: '$' }) : null}
      {deposit && draft.depositKind === 'percent' ? field('percent', t('depositPercent'), { end: '%' }) : null}
      {field('hours', t('windowHours'), undefined, 'numeric')}
      {field('lateFee', t('lateCancelFee'), { start: '$' })}
      {field('noShowFee', t('noShowFee'), { start: '$' })}
    </FormDialog>
  );
}
