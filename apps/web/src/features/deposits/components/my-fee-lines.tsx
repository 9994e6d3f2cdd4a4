import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type BookingCharge, cardLabel, formatMoney } from '@salon/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useMyAppointmentProtectionQuery } from '../deposits.api.ts';

type Say = (key: string, values?: Record<string, string>) => string;

function line(c: BookingCharge, t: Say) {
  const kind = t(`kind.${c.kind}`);
  const parts = [
    c.brand && c.last4
      ? t('myChargeCard', {
          kind,
          amount: formatMoney(c.amountCents),
          card: cardLabel(c.brand, c.last4),
        })
      : t('myCharge', { kind, amount: formatMoney(c.amountCents) }),
  ];
  if (c.keptCents > 0) parts.push(t('kept', { amount: formatMoney(c.keptCents) }));
  if (c.refundedCents > 0) parts.push(t('refunded', { amount: formatMoney(c.refundedCents) }));
  return parts.join(' · ');
}

/** On a customer's cancelled or missed visit: the deposit taken and any fee charged, as on the fee receipt. */
export function MyFeeLines({ appointmentId }: { appointmentId: string }) {
  const { t } = useTranslation('deposits');
  const headingId = useId();
  const { data } = useMyAppointmentProtectionQuery(appointmentId);
  const charges = (data?.charges ?? []).filter((c) => c.status === 'succeeded');
  if (!charges.length) return null;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 0.25 }}>
      <Typography id={headingId} variant="body2" sx={{ fontWeight: 600 }}>
        {t('protection')}
      </Typography>
      {charges.map((c) => (
        <Typography key={c.id} variant="body2">
          {line(c, t as unknown as Say)}
        </Typography>
      ))}
    </Box>
  );
}
