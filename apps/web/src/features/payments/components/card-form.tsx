import {
  CARD_BRAND_NAMES,
  type CardBrand,
  cardDigits,
  checkCard,
  cvcLengthOf,
  detectCardBrand,
  formatCardNumber,
  lengthsOf,
  luhnValid,
} from '@salon/shared';
import LockOutlined from '@mui/icons-material/LockOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TokenizeError, tokenizeCard } from '../tokenize.ts';
import { CardBrandBadge } from './card-brand-badge.tsx';

export interface CardFormToken {
  token: string;
  brand: CardBrand;
  last4: string;
}

export interface CardFormProps {
  /** Called with the gateway's token; may reject with a message to show (e.g. the card was refused when saved). */
  onToken: (token: CardFormToken) => Promise<void> | void;
  submitLabel?: string;
  onCancel?: () => void;
  /** Extra controls under the fields (e.g. "make this my default card"). */
  children?: ReactNode;
}

type Field = 'number' | 'expiry' | 'cvc';

/** '1', '12', '123' -> '1', '12', '12/3'; keeps what a person types readable as MM/YY. */
function formatExpiry(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 4);
  if (digits.length === 1 && Number(digits) > 1) return `0${digits}/`;
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

function parseExpiry(value: string): { expMonth: number; expYear: number } | null {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(value.trim());
  return match ? { expMonth: Number(match[1]), expYear: 2000 + Number(match[2]) } : null;
}

/**
 * Card number, expiry (MM/YY), CVC and name. Shows the brand and the Luhn check while typing, checks the rest before
 * sending, tokenises at the gateway (never /api) and hands the token to onToken.
 */
export function CardForm({ onToken, submitLabel, onCancel, children }: CardFormProps) {
  const { t } = useTranslation('payments');
  const formId = useId();
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const digits = cardDigits(number) ?? '';
  const brand = detectCardBrand(digits);
  // Complete: a valid number of an allowed length, or an allowed length of 16 or more (the common one) that fails Luhn.
  const lengths = brand ? lengthsOf(brand) : [];
  const complete = lengths.includes(digits.length) && (luhnValid(digits) || digits.length >= Math.min(16, Math.max(...lengths)));
  const numberHint = errors.number
    ? errors.number
    : digits.length === 0
      ? ' '
      : complete && luhnValid(digits)
        ? t('numberLooksRight')
        : complete
          ? 'This card number is not valid. Check it for a typo.'
          : t('numberIncomplete');
  const numberInvalid = Boolean(errors.number) || (complete && !luhnValid(digits));
  const cvcLength = cvcLengthOf(brand);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const exp = parseExpiry(expiry);
    const check = checkCard({ number: digits, expMonth: exp?.expMonth ?? 0, expYear: exp?.expYear ?? 0, cvc }, new Date());
    if (!exp) {
      const numberCheck = checkCard(
        { number: digits, expMonth: 12, expYear: new Date().getUTCFullYear() + 1, cvc: '0'.repeat(cvcLength) },
        new Date(),
      );
      setErrors({ ...(numberCheck.ok ? {} : { [numberCheck.field]: numberCheck.message }), expiry: t('expiryFormat') });
      return;
    }
    if (!check.ok) {
      setErrors({ [check.field]: check.message });
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const token = await tokenizeCard({
        number: digits,
        expMonth: exp.expMonth,
        expYear: exp.expYear,
        cvc,
        name: name.trim() || undefined,
      });
      await onToken({ token: token.token, brand: token.brand, last4: token.last4 });
      setNumber('');
      setExpiry('');
      setCvc('');
      setName('');
    } catch (caught) {
      if (caught instanceof TokenizeError && caught.field) setErrors({ [caught.field]: caught.message });
      else setFormError(caught instanceof Error ? caught.message : String((caught as { message?: string })?.message ?? caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="form" id={formId} noValidate onSubmit={(e) => void submit(e)} sx={{ display: 'grid', gap: 2 }} aria-busy={busy}>
      {formError ? (
        <Alert severity="error" role="alert">
          {formError}
        </Alert>
      ) : null}
      <TextField
        label={t('cardNumber')}
        value={formatCardNumber(number)}
        onChange={(e) => {
          setNumber(e.target.value.replace(/[^\d\s]/g, '').slice(0, 23));
          if (errors.number) setErrors((prev) => ({ ...prev, number: undefined }));
        }}
        error={numberInvalid}
        helperText={numberHint}
        required
        autoComplete="cc-number"
        slotProps={{
          htmlInput: { inputMode: 'numeric', 'aria-describedby': `${formId}-brand` },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <CardBrandBadge brand={brand} size="small" />
                <Box
                  component="span"
                  id={`${formId}-brand`}
                  sx={{ ml: 1, fontSize: 14, color: 'text.secondary', display: { xs: 'none', sm: 'inline' }, minWidth: 90 }}
                >
                  {brand ? CARD_BRAND_NAMES[brand] : ''}
                </Box>
              </InputAdornment>
            ),
          },
        }}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', sm: '1fr 1fr' } }}>
        <TextField
          label={t('expiry')}
          placeholder="MM/YY"
          value={expiry}
          onChange={(e) => {
            const raw = e.target.value;
            setExpiry(raw.length < expiry.length ? raw : formatExpiry(raw));
            if (errors.expiry) setErrors((prev) => ({ ...prev, expiry: undefined }));
          }}
          error={Boolean(errors.expiry)}
          helperText={errors.expiry ?? ' '}
          required
          autoComplete="cc-exp"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5 } }}
        />
        <TextField
          label={t('cvc')}
          value={cvc}
          onChange={(e) => {
            setCvc(e.target.value.replace(/\D/g, '').slice(0, 4));
            if (errors.cvc) setErrors((prev) => ({ ...prev, cvc: undefined }));
          }}
          error={Boolean(errors.cvc)}
          helperText={errors.cvc ?? t('cvcHelp', { count: cvcLength })}
          required
          autoComplete="cc-csc"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
        />
      </Box>
      <TextField label={t('nameOnCard')} value={name} onChange={(e) => setName(e.target.value.slice(0, 100))} autoComplete="cc-name" />
      {children}
      <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <LockOutlined fontSize="small" aria-hidden />
        {t('secureNote')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        {onCancel ? (
          <Button onClick={onCancel} disabled={busy}>
            {t('cancel')}
          </Button>
        ) : null}
        <Button type="submit" variant="contained" disabled={busy}>
          {busy ? t('saving') : (submitLabel ?? t('saveCard'))}
        </Button>
      </Box>
    </Box>
  );
}
