import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { CartConfirm, CartPolicy } from '@salon/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { SavedCardPicker, useSavedCardsQuery } from '../../payments/index.ts';

/** What Cart/Confirm needs for a policy: accepted, and a saved card when it asks for one. */
export const policyReady = (policy: CartPolicy | null, answer: CartConfirm) =>
  !policy || (answer?.acceptPolicy === true && (policy.requirement === 'none' || !!answer.savedCardId));

/** The held visit's booking policy in plain words, the card for its deposit, and the box the customer ticks to accept it. */
export function BookingPolicyPanel({
  policy,
  value,
  onChange,
}: {
  policy: CartPolicy;
  value: NonNullable<CartConfirm>;
  onChange: (next: NonNullable<CartConfirm>) => void;
}) {
  const { t } = useTranslation('deposits');
  const headingId = useId();
  const cards = useSavedCardsQuery(undefined, { skip: policy.requirement === 'none' });
  const needsCard = policy.requirement !== 'none';
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 1.5 }}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.1rem' }}>
        {t('policyTitle')}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }}>
        {policy.lines.map((line) => (
          <Typography component="li" key={line} variant="body2">
            {line}
          </Typography>
        ))}
      </Box>
      {needsCard ? (
        cards.data && cards.data.length === 0 ? (
          <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
            <Typography color="text.secondary">{t('noCards')}</Typography>
            <Button variant="outlined" component={RouterLink} to="/customer/profile/payments">
              {t('addCard')}
            </Button>
          </Box>
        ) : (
          <SavedCardPicker
            label={policy.requirement === 'deposit' ? t('payWith') : t('holdWith')}
            value={value.savedCardId ?? null}
            onChange={(savedCardId) => onChange({ ...value, savedCardId })}
          />
        )
      ) : null}
      <FormControlLabel
        control={<Checkbox checked={value.acceptPolicy === true} onChange={(_, acceptPolicy) => onChange({ ...value, acceptPolicy })} />}
        label={t('accept')}
      />
    </Paper>
  );
}
