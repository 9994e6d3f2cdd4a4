import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CARD_BRAND_NAMES, formatMoney, type Invoice, type PayResult, type TenderPayment } from '@salon/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/api-error.ts';
import { useToast } from '../../../components/toast/use-toast.ts';
import { CardForm } from '../../payments/index.ts';
import { centsToInput } from '../../../components/form/money-schema.ts';
import { readMoney } from '../checkout-format.ts';
import { newIdempotencyKey, useInvoiceSavedCardsQuery, useOpenDrawersQuery, usePayMutation } from '../checkout.api.ts';
import { MoneyField } from './money-field.tsx';
import { NoDrawerNotice } from './no-drawer-notice.tsx';

type Tender = 'card' | 'saved_card' | 'cash' | 'gift_card';

/**
 * Takes one tender at a time (a split is several): card (CardForm, tokenised at the gateway), cash (tendered and
 * change shown), the customer's saved card (Invoice/SavedCards) or gift card. Each attempt has its own Idempotency-Key; a retry of a failed network call reuses it.
 */
export function TenderPanel({ invoice, onPaid }: { invoice: Invoice; onPaid: (result: PayResult) => void }) {
  const { t } = useTranslation('checkout');
  const toast = useToast();
  const cardsLabel = useId();
  const [tender, setTender] = useState<Tender>('card');
  const [amount, setAmount] = useState(centsToInput(invoice.dueCents));
  const [tendered, setTendered] = useState('');
  const [giftNumber, setGiftNumber] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pay, paying] = usePayMutation();
  const [drawerId, setDrawerId] = useState('');
  const { data: drawers, refetch: refetchDrawers } = useOpenDrawersQuery(invoice.id, { skip: tender !== 'cash' });
  const openDrawers = drawers?.drawers ?? [];
  const { data: saved } = useInvoiceSavedCardsQuery(invoice.id, { skip: tender !== 'saved_card' || !invoice.customerId });
  const usableCards = (saved?.cards ?? []).filter((c) => !c.expired);
  const [savedCardId, setSavedCardId] = useState('');
  const chosenCard = usableCards.find((c) => c.id === savedCardId) ?? usableCards.find((c) => c.isDefault) ?? usableCards[0];
  const attempt = useRef<{ key: string; body: string } | null>(null);
  useEffect(() => setAmount(centsToInput(invoice.dueCents)), [invoice.dueCents]);

  const amountCents = readMoney(amount).cents;
  const tenderedCents = tendered ? readMoney(tendered).cents : amountCents;
  const change = amountCents !== null && tenderedCents !== null && tenderedCents >= amountCents ? tenderedCents - amountCents : null;

  const submit = async (body: TenderPayment) => {
    setError(null);
    const serial = JSON.stringify(body);
    // The same attempt (a retry after a lost answer) keeps its key; anything else is a new attempt.
    if (!attempt.current || attempt.current.body !== serial) attempt.current = { key: newIdempotencyKey(), body: serial };
    try {
      const result = await pay({ id: invoice.id, body, idempotencyKey: attempt.current.key }).unwrap();
      attempt.current = null;
      const p = result.payment;
      toast.success(
        p.tender === 'cash' && p.changeCents
          ? t('cashTaken', { amount: formatMoney(p.amountCents), change: formatMoney(p.changeCents) })
          : p.last4
            ? t('paidWith', { amount: formatMoney(p.amountCents), last4: p.last4 })
            : t('paid', { amount: formatMoney(p.amountCents) }),
      );
      setTendered('');
      setGiftNumber('');
      onPaid(result);
    } catch (caught) {
      const message = errorMessage(caught);
      // A decline or refusal is final for this attempt: the next try gets a new key.
      if ((caught as { status?: number })?.status !== undefined) attempt.current = null;
      setError(message);
    }
  };

  const amountError =
    amount && amountCents === null
      ? readMoney(amount).error
      : amountCents !== null && amountCents > invoice.dueCents
        ? t('atMostDue', { amount: formatMoney(invoice.dueCents) })
        : null;
  const ready = amountCents !== null && amountCents > 0 && !amountError;

  if (invoice.dueCents <= 0) return null;
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Tabs
        value={tender}
        onChange={(_, value: Tender) => {
          setTender(value);
          setError(null);
        }}
        aria-label={t('tenders')}
        // All four tenders always in view (a scrolling strip hid Gift card behind an arrow in the narrow column).
        variant="fullWidth"
        sx={{ borderBottom: 1, borderColor: 'divider', '& .MuiTab-root': { minWidth: 0, px: 0.5, lineHeight: 1.25 } }}
      >
        <Tab value="card" label={t('tender.card')} />
        <Tab value="saved_card" label={t('tender.saved_card')} />
        <Tab value="cash" label={t('tender.cash')} />
        <Tab value="gift_card" label={t('tender.gift_card')} />
      </Tabs>
      <MoneyField
        label={t('amountToTake')}
        size="small"
        value={amount}
        onChange={setAmount}
        error={Boolean(amountError)}
        helperText={
          amountError ??
          (amountCents !== null && amountCents < invoice.dueCents
            ? t('partPayment', { amount: formatMoney(invoice.dueCents - amountCents) })
            : t('fullAmount'))
        }
      />
      {tender === 'card' ? (
        ready ? (
          <CardForm
            submitLabel={t('chargeAmount', { amount: formatMoney(amountCents ?? 0) })}
            onToken={({ token }) => submit({ tender: 'card', token, amountCents: amountCents ?? 0 })}
          />
        ) : (
          <Typography color="text.secondary">{t('enterAmount')}</Typography>
        )
      ) : null}
      {tender === 'saved_card' ? (
        !invoice.customerId ? (
          <Typography color="text.secondary">{t('noCustomer')}</Typography>
        ) : saved && !saved.cards.length ? (
          <Typography color="text.secondary">{t('noSavedCards')}</Typography>
        ) : (
          <Box sx={{ display: 'grid', gap: 1.5 }}>
            <Typography id={cardsLabel} variant="subtitle2" component="h3">
              {t('savedCards')}
            </Typography>
            <RadioGroup aria-labelledby={cardsLabel} value={chosenCard?.id ?? ''} onChange={(event) => setSavedCardId(event.target.value)}>
              {(saved?.cards ?? []).map((card) => (
                <FormControlLabel
                  key={card.id}
                  value={card.id}
                  disabled={card.expired}
                  control={<Radio />}
                  label={[
                    t('savedCardLabel', { brand: CARD_BRAND_NAMES[card.brand], last4: card.last4 }),
                    t('cardExpires', { month: String(card.expMonth).padStart(2, '0'), year: String(card.expYear).slice(-2) }),
                    card.isDefault ? t('cardDefault') : null,
                    card.expired ? t('cardExpired') : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                />
              ))}
            </RadioGroup>
            <Button
              variant="contained"
              disabled={!ready || !chosenCard || paying.isLoading}
              onClick={() => chosenCard && void submit({ tender: 'saved_card', savedCardId: chosenCard.id, amountCents: amountCents ?? 0 })}
            >
              {t('chargeSavedCard', { amount: formatMoney(amountCents ?? 0) })}
            </Button>
          </Box>
        )
      ) : null}
      {tender === 'cash' ? (
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          {drawers && openDrawers.length === 0 ? <NoDrawerNotice storeId={invoice.storeId} onOpened={() => void refetchDrawers()} /> : null}
          {openDrawers.length > 1 ? (
            <TextField
              select
              label={t('register')}
              size="small"
              value={drawerId}
              onChange={(event) => setDrawerId(event.target.value)}
              helperText={t('registerHelp')}
            >
              {openDrawers.map((d) => (
                <MenuItem key={d.drawerId} value={d.drawerId}>
                  {d.registerName}
                </MenuItem>
              ))}
            </TextField>
          ) : null}
          <MoneyField
            label={t('cashHandedOver')}
            size="small"
            value={tendered}
            onChange={setTendered}
            helperText={change !== null ? t('changeToGive', { amount: formatMoney(change) }) : t('mustCover')}
            error={tendered !== '' && change === null}
          />
          <Button
            variant="contained"
            disabled={!ready || paying.isLoading || (tendered !== '' && change === null) || (openDrawers.length > 1 && !drawerId)}
            onClick={() =>
              void submit({
                tender: 'cash',
                amountCents: amountCents ?? 0,
                ...(tenderedCents ? { tenderedCents } : {}),
                ...(openDrawers.length > 1 && drawerId ? { drawerId } : {}),
              })
            }
          >
            {t('takeCash', { amount: formatMoney(amountCents ?? 0) })}
          </Button>
        </Box>
      ) : null}
      {tender === 'gift_card' ? (
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          <TextField
            label={t('giftCardNumber')}
            size="small"
            value={giftNumber}
            onChange={(event) => setGiftNumber(event.target.value.replace(/[^\d ]/g, '').slice(0, 24))}
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
          />
          <Button
            variant="contained"
            disabled={!ready || giftNumber.replace(/\D/g, '').length < 12 || paying.isLoading}
            onClick={() => void submit({ tender: 'gift_card', number: giftNumber, amountCents: amountCents ?? 0 })}
          >
            {t('redeem', { amount: formatMoney(amountCents ?? 0) })}
          </Button>
        </Box>
      ) : null}
      {error ? (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      ) : null}
    </Box>
  );
}
