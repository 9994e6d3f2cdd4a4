import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { BOOKING_POLICY_FLAGS, type BookingCharge, cardLabel, formatMoney, formatStoreDateTime, hasAccess } from '@salon/shared';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/api-error.ts';
import { useSession } from '../../session/session-context.ts';
import { useAppointmentProtectionQuery, useChargeFeeMutation } from '../deposits.api.ts';

function ChargeLine({ charge }: { charge: BookingCharge }) {
  const { t } = useTranslation('deposits');
  const notes = [
    charge.last4 ? cardLabel(charge.brand, charge.last4) : null,
    charge.refundedCents ? t('refunded', { amount: formatMoney(charge.refundedCents) }) : null,
    charge.keptCents ? t('kept', { amount: formatMoney(charge.keptCents) }) : null,
    charge.applied ? t('applied') : null,
    charge.status === 'failed' ? charge.message : null,
  ].filter(Boolean);
  return (
    <Typography component="li" variant="body2">
      <strong>{`${t(`kind.${charge.kind}`)} ${formatMoney(charge.amountCents)}`}</strong>
      {` · ${t(`status.${charge.status}`)}`}
      {notes.length ? ` · ${notes.join(' · ')}` : ''}
    </Typography>
  );
}

/** In the calendar's details: the policy the visit was booked under, its deposit and fees, and the one-click fee when one is due. */
export function AppointmentProtectionPanel({
  appointmentId,
  status,
  timezone,
}: {
  appointmentId: string;
  status: string;
  timezone: string;
}) {
  const { t } = useTranslation('deposits');
  const headingId = useId();
  const { data: session } = useSession();
  const protection = useAppointmentProtectionQuery(appointmentId);
  const [charge, charging] = useChargeFeeMutation();
  const [error, setError] = useState<string | null>(null);
  const { refetch } = protection;
  // A no-show or cancel from the buttons above changes what is due.
  // biome-ignore lint/correctness/useExhaustiveDependencies: refetch when the status changes
  useEffect(() => {
    void refetch();
  }, [status]);
  const data = protection.data;
  if (!data || (!data.policy && !data.charges.length)) return null;
  const due = data.feeDue;
  const canCharge = hasAccess(session?.accessControls, BOOKING_POLICY_FLAGS.fee);
  const onCharge = async () => {
    setError(null);
    try {
      await charge(appointmentId).unwrap();
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 1 }}>
      <Typography id={headingId} variant="subtitle2" component="h3">
        {t('protection')}
      </Typography>
      {data.policyLines.length ? (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {data.policyLines.map((line) => (
            <Typography component="li" variant="body2" key={line} color="text.secondary">
              {line}
            </Typography>
          ))}
        </Box>
      ) : null}
      {data.policyAcceptedAt ? (
        <Typography variant="body2" color="text.secondary">
          {t('acceptedAt', { when: formatStoreDateTime(timezone, data.policyAcceptedAt) })}
        </Typography>
      ) : null}
      {data.charges.length ? (
        <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.25 }}>
          {data.charges.map((c) => (
            <ChargeLine key={c.id} charge={c} />
          ))}
        </Box>
      ) : null}
      {error ? <Alert severity="error">{error}</Alert> : null}
      {due && canCharge ? (
        <Box sx={{ display: 'grid', gap: 0.5, justifyItems: 'start' }}>
          <Button variant="contained" color="warning" size="small" disabled={charging.isLoading} onClick={() => void onCharge()}>
            {t(due.kind === 'no_show_fee' ? 'chargeNoShow' : 'chargeLateCancel', {
              amount: formatMoney(due.chargeCents + due.depositKeptCents),
            })}
          </Button>
          <Typography variant="body2" color="text.secondary">
            {t('feeFromDeposit', {
              kept: formatMoney(due.depositKeptCents),
              charged: formatMoney(due.chargeCents),
              refund: formatMoney(due.refundCents),
            })}
          </Typography>
        </Box>
      ) : null}
    </Box>
  );
}
