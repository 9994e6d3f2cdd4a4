import { CARD_BRAND_NAMES, type SavedCard } from '@salon/shared';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSavedCardsQuery } from '../payments.api.ts';
import { CardBrandBadge } from './card-brand-badge.tsx';
import { expiryText } from './saved-card-text.ts';

export interface SavedCardPickerProps {
  /** Called with the chosen card's id (the default card at first). */
  onChange: (savedCardId: string) => void;
  value?: string | null;
  label?: string;
}

/** Radio list of the signed-in customer's saved cards, the default preselected; expired cards are shown but cannot be picked. */
export function SavedCardPicker({ onChange, value, label }: SavedCardPickerProps) {
  const { t } = useTranslation('payments');
  const labelId = useId();
  const { data: cards, isLoading } = useSavedCardsQuery();
  const [picked, setPicked] = useState<string | null>(value ?? null);
  const usable = (cards ?? []).filter((c) => !c.expired);
  const chosen = value ?? picked;

  useEffect(() => {
    if (chosen || !usable.length) return;
    const first = usable.find((c) => c.isDefault) ?? usable[0];
    setPicked(first.id);
    onChange(first.id);
  }, [chosen, usable, onChange]);

  if (isLoading) return <Skeleton variant="rounded" height={56} />;
  if (!cards?.length) return <Typography color="text.secondary">{t('noCards')}</Typography>;
  return (
    <FormControl>
      <FormLabel id={labelId}>{label ?? t('pickerLabel')}</FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        value={chosen ?? ''}
        onChange={(_e, id) => {
          setPicked(id);
          onChange(id);
        }}
      >
        {cards.map((card: SavedCard) => (
          <FormControlLabel
            key={card.id}
            value={card.id}
            disabled={card.expired}
            control={<Radio />}
            label={
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 0.5 }}>
                <CardBrandBadge brand={card.brand} size="small" />
                <span>
                  {t('cardLabel', { brand: CARD_BRAND_NAMES[card.brand], last4: card.last4 })}
                  <Typography component="span" variant="body2" color={card.expired ? 'error' : 'text.secondary'} sx={{ ml: 1 }}>
                    {expiryText(t, card)}
                    {card.isDefault ? ` · ${t('default')}` : ''}
                  </Typography>
                </span>
              </Box>
            }
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
