import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatMoney, type Invoice, type SellableItem } from '@salon/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/api-error.ts';
import { useToast } from '../../../components/toast/use-toast.ts';
import { centsToInput } from '../../../components/form/money-schema.ts';
import { readMoney } from '../checkout-format.ts';
import {
  useAddLineMutation,
  useApplyPromoMutation,
  useQuotePromoMutation,
  useRemovePromoMutation,
  useSellableQuery,
  useSetTipsMutation,
} from '../checkout.api.ts';
import { MoneyField } from './money-field.tsx';

/** Add a product, package or service from the store's catalog (search), or sell a gift card. */
export function AddItems({ invoice, disabled }: { invoice: Invoice; disabled: boolean }) {
  const { t } = useTranslation('checkout');
  const toast = useToast();
  const [search, setSearch] = useState('');
  const [debounced, setDebounced] = useState('');
  const [picked, setPicked] = useState<SellableItem | null>(null);
  const [quantity, setQuantity] = useState('1');
  const [gift, setGift] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [addLine, adding] = useAddLineMutation();
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(search), 250);
    return () => clearTimeout(timer);
  }, [search]);
  const { data, isFetching } = useSellableQuery({ id: invoice.id, search: debounced }, { skip: disabled });

  const addPicked = async () => {
    if (!picked) return;
    setError(null);
    const qty = Number(quantity);
    if (!Number.isInteger(qty) || qty < 1 || qty > 99) return setError(t('quantityRange'));
    try {
      await addLine({
        id: invoice.id,
        body:
          picked.kind === 'service'
            ? { kind: 'service', itemId: picked.itemId }
            : { kind: picked.kind, itemId: picked.itemId, quantity: qty },
      }).unwrap();
      toast.success(t('itemAdded', { name: picked.name }));
      setPicked(null);
      setSearch('');
      setQuantity('1');
    } catch (caught) {
      setError(errorMessage(caught));
    }
  };
  const addGift = async () => {
    setError(null);
    const { cents, error: bad } = readMoney(gift);
    if (cents === null) return setError(bad);
    try {
      await addLine({ id: invoice.id, body: { kind: 'gift_card', amountCents: cents } }).unwrap();
      toast.success(t('giftCardAdded', { amount: formatMoney(cents) }));
      setGift('');
    } catch (caught) {
      setError(errorMessage(caught));
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <Autocomplete
          sx={{ flex: '1 1 240px', minWidth: 0 }}
          options={data?.items ?? []}
          loading={isFetching}
          value={picked}
          disabled={disabled}
          onChange={(_, value) => setPicked(value)}
          inputValue={search}
          onInputChange={(_, value) => setSearch(value)}
          filterOptions={(x) => x}
          isOptionEqualToValue={(a, b) => a.itemId === b.itemId}
          getOptionLabel={(option) => option.name}
          groupBy={(option) => t(`kind.${option.kind}`)}
          renderOption={(props, option) => {
            const { key, ...rest } = props as typeof props & { key: string };
            return (
              <Box component="li" key={key} {...rest} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
                <span>{option.name}</span>
                <Typography component="span" variant="body2" color="text.secondary">
                  {formatMoney(option.priceCents)}
                </Typography>
              </Box>
            );
          }}
          renderInput={(params) => <TextField {...params} label={t('addItemLabel')} size="small" />}
        />
        <TextField
          label={t('qty')}
          size="small"
          value={quantity}
          disabled={disabled || picked?.kind === 'service'}
          onChange={(event) => setQuantity(event.target.value.replace(/\D/g, '').slice(0, 2))}
          sx={{ width: 72 }}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <Button variant="outlined" onClick={() => void addPicked()} disabled={disabled || !picked || adding.isLoading}>
          {t('add')}
        </Button>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <MoneyField
          label={t('giftCardAmount')}
          size="small"
          value={gift}
          onChange={setGift}
          disabled={disabled}
          sx={{ flex: '1 1 180px' }}
          helperText={t('giftCardAmountHelp')}
        />
        <Button variant="outlined" onClick={() => void addGift()} disabled={disabled || !gift || adding.isLoading}>
          {t('sellGiftCard')}
        </Button>
      </Box>
      {error ? (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      ) : null}
    </Box>
  );
}

/** One promo code: check (quote) then apply; a refusal's reason is shown under the field. */
export function PromoCodeField({ invoice, disabled }: { invoice: Invoice; disabled: boolean }) {
  const { t } = useTranslation('checkout');
  const toast = useToast();
  const [code, setCode] = useState('');
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const [quote, quoting] = useQuotePromoMutation();
  const [apply, applying] = useApplyPromoMutation();
  const [remove, removing] = useRemovePromoMutation();
  if (invoice.promo)
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Chip
          color="success"
          label={t('promoChip', { code: invoice.promo.code, amount: formatMoney(invoice.discountCents, invoice.currency) })}
        />
        <Button
          size="small"
          disabled={disabled || removing.isLoading}
          onClick={() =>
            void remove(invoice.id)
              .unwrap()
              .then(() => toast.success(t('promoRemoved')))
              .catch((caught) => toast.error(errorMessage(caught)))
          }
        >
          {t('removePromo')}
        </Button>
      </Box>
    );
  const check = async () => {
    setNote(null);
    try {
      const q = await quote({ id: invoice.id, code }).unwrap();
      setNote({ ok: true, text: t('promoTakesOff', { code: q.code, amount: formatMoney(q.discountCents, invoice.currency) }) });
    } catch (caught) {
      setNote({ ok: false, text: errorMessage(caught) });
    }
  };
  const doApply = async () => {
    setNote(null);
    try {
      await apply({ id: invoice.id, code }).unwrap();
      toast.success(t('promoApplied'));
      setCode('');
    } catch (caught) {
      setNote({ ok: false, text: errorMessage(caught) });
    }
  };
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
      <TextField
        label={t('promoCode')}
        size="small"
        value={code}
        disabled={disabled}
        onChange={(event) => {
          setCode(event.target.value.toUpperCase());
          setNote(null);
        }}
        error={note?.ok === false}
        helperText={note?.text ?? ' '}
        sx={{ flex: '1 1 200px' }}
        slotProps={{ htmlInput: { maxLength: 40, autoCapitalize: 'characters' } }}
      />
      <Button variant="outlined" onClick={() => void check()} disabled={disabled || !code || quoting.isLoading}>
        {t('check')}
      </Button>
      <Button variant="contained" onClick={() => void doApply()} disabled={disabled || !code || applying.isLoading}>
        {t('apply')}
      </Button>
    </Box>
  );
}

/** Tip per cutter (zero allowed): the cutters on the invoice first. */
export function TipsEditor({ invoice, disabled }: { invoice: Invoice; disabled: boolean }) {
  const { t } = useTranslation('checkout');
  const toast = useToast();
  const [setTips, saving] = useSetTipsMutation();
  const saved = JSON.stringify(invoice.tips.map((tip) => [tip.cutterId, centsToInput(tip.amountCents)]));
  const [values, setValues] = useState<Record<string, string>>(() => Object.fromEntries(JSON.parse(saved)));
  const [error, setError] = useState<string | null>(null);
  const [showAll, setShowAll] = useState(false);
  // The saved tips (after a save or a payment) replace what was typed.
  useEffect(() => setValues(Object.fromEntries(JSON.parse(saved))), [saved]);
  const onInvoice = new Set(invoice.lines.map((l) => l.cutterId).filter(Boolean));
  const tipped = new Set(invoice.tips.map((t) => t.cutterId));
  const cutters = invoice.tipCandidates.filter((c) => showAll || onInvoice.has(c.cutterId) || tipped.has(c.cutterId));
  const shown = cutters.length ? cutters : invoice.tipCandidates.slice(0, 1);
  const save = async () => {
    setError(null);
    const tips: { cutterId: string; amountCents: number }[] = [];
    for (const [cutterId, text] of Object.entries(values)) {
      if (!text.trim()) continue;
      const { cents, error: bad } = readMoney(text);
      if (cents === null) return setError(bad);
      tips.push({ cutterId, amountCents: cents });
    }
    try {
      await setTips({ id: invoice.id, tips }).unwrap();
      toast.success(t('tipsSaved'));
    } catch (caught) {
      setError(errorMessage(caught));
    }
  };
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {shown.map((cutter) => (
        <MoneyField
          key={cutter.cutterId}
          label={t('tipFor', { name: cutter.name })}
          size="small"
          value={values[cutter.cutterId] ?? ''}
          disabled={disabled}
          onChange={(value) => setValues((v) => ({ ...v, [cutter.cutterId]: value }))}
        />
      ))}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={() => void save()} disabled={disabled || saving.isLoading}>
          {t('saveTips')}
        </Button>
        {!showAll && invoice.tipCandidates.length > shown.length ? (
          <Button onClick={() => setShowAll(true)} disabled={disabled}>
            {t('tipAnother')}
          </Button>
        ) : null}
      </Box>
      {error ? (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      ) : null}
    </Box>
  );
}
