import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { formatMoney } from '@salon/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/api-error.ts';
import { DetailCard } from '../../components/data-table/detail-card.tsx';
import { useLazyGiftCardBalanceQuery } from './gift-cards.api.ts';

/** "What is left on this card?": the whole 16-digit number in, the masked number and balance out. */
export function GiftCardBalanceCheck() {
  const { t } = useTranslation('giftCards');
  const [number, setNumber] = useState('');
  const [check, { data, error, isFetching, isUninitialized }] = useLazyGiftCardBalanceQuery();
  const digits = number.replace(/\D/g, '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (digits.length === 16) void check(digits);
  };
  return (
    <DetailCard title={t('checkBalance')}>
      <Box component="form" onSubmit={submit} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <TextField
          label={t('cardNumber')}
          value={number}
          onChange={(event) => setNumber(event.target.value.replace(/[^\d -]/g, '').slice(0, 23))}
          helperText={digits.length > 0 && digits.length !== 16 ? t('cardNumberLength', { count: digits.length }) : t('cardNumberHelp')}
          error={digits.length > 16}
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
          size="small"
          sx={{ flex: '1 1 240px' }}
        />
        <Button type="submit" variant="outlined" disabled={digits.length !== 16 || isFetching}>
          {t('check')}
        </Button>
      </Box>
      {!isUninitialized && !isFetching && error ? <Alert severity="error">{errorMessage(error)}</Alert> : null}
      {!isFetching && data && !error ? (
        <Alert severity={data.status === 'active' ? 'info' : 'warning'} role="status">
          {t('balanceLine', { number: data.maskedNumber, balance: formatMoney(data.balanceCents) })}
          {data.status === 'active' ? '' : ` ${t('inactiveNote')}`}
        </Alert>
      ) : null}
    </DetailCard>
  );
}
