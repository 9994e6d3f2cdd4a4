import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { type Appointment, formatMoney, hasAccess, formatStoreDateTime, formatStoreTime } from '@salon/shared';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../api/api-error.ts';
import { StatusChip } from '../../appointments/components/status-chip.tsx';
import { PinnedNotes } from '../../customers/components/pinned-notes.tsx';
import { useSession } from '../../session/session-context.ts';
import { useNow } from '../../../components/use-now.ts';
import { AppointmentChatButton } from '../../messages/appointment-chat.tsx';
import { AppointmentProtectionPanel } from '../../deposits/components/appointment-protection-panel.tsx';
import { type CalendarAction, calendarActions, canFlag } from '../calendar-actions.ts';
import {
  type CalendarResource,
  useAppointmentHistoryQuery,
  useAppointmentQuery,
  useLifecycleMutation,
  useRollbackMutation,
} from '../calendar.api.ts';
import { type Sub, SubDialog } from './appointment-sub-dialog.tsx';
import { repeatText } from './booking-repeat.tsx';

const LIFECYCLE = { 'check-in': 'CheckIn', start: 'Start', stop: 'Stop', 'no-show': 'NoShow' } as const;

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '110px 1fr' }, gap: { xs: 0, sm: 1 } }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0 }}>
        {children}
      </Typography>
    </Box>
  );
}

/**
 * A split visit's actions that would treat it as one cutter's: its services and length are not edited, and it is not
 * rebooked as one. It is rescheduled whole (each part keeps its cutter) or moved by dragging a part on the calendar.
 */
const SPLIT_FIXED: readonly CalendarAction[] = ['extra-time', 'add-services', 'rebook'];

/** The appointment's details with only the actions its status and the person's flags allow. */
export function DetailsDialog({
  appointmentId,
  storeId,
  timezone,
  resources,
  onClose,
  onConflict,
  onCopy,
}: {
  appointmentId: string;
  storeId: string;
  timezone: string;
  resources: readonly CalendarResource[];
  onClose: () => void;
  onConflict: (message: string) => void;
  /** Copies the appointment to paste it on an empty slot (shown to people who may book). */
  onCopy?: () => void;
}) {
  const { t, i18n } = useTranslation('calendar');
  const titleId = useId();
  const navigate = useNavigate();
  const { data: session } = useSession();
  const { data: appointment, error, isLoading } = useAppointmentQuery(appointmentId);
  const history = useAppointmentHistoryQuery(appointmentId);
  const [lifecycle, lifecycleState] = useLifecycleMutation();
  const [rollback, rollbackState] = useRollbackMutation();
  const [sub, setSub] = useState<Sub>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  // "No show" appears once the visit has started (the server refuses an earlier one).
  const now = useNow();
  const busy = lifecycleState.isLoading || rollbackState.isLoading;

  const historyAction = (action: string) =>
    i18n.exists(`history.${action}`, { ns: 'calendar' })
      ? t(`history.${action}` as 'history.book')
      : i18n.exists(`action.${action}`, { ns: 'calendar' })
        ? t(`action.${action}` as 'action.start')
        : action;
  // The store's clock; the zone is named where the time stands alone (history entries are read later, anywhere).
  const time = (iso: string) => formatStoreTime(timezone, iso, { locale: i18n.language, zone: true });
  const clock = (iso: string) => formatStoreTime(timezone, iso, { locale: i18n.language });
  const dateTime = (iso: string, zone = true) => formatStoreDateTime(timezone, iso, { locale: i18n.language, zone });

  const run = async (action: CalendarAction, a: Appointment) => {
    setActionError(null);
    try {
      if (action === 'check-in' || action === 'start' || action === 'stop')
        await lifecycle({ id: a.id, action: LIFECYCLE[action] }).unwrap();
      else if (action === 'rollback-checkin' || action === 'rollback-start' || action === 'rollback-end')
        await rollback({ id: a.id, action }).unwrap();
    } catch (failure) {
      setActionError(errorMessage(failure));
    }
  };

  const choose = (action: CalendarAction, a: Appointment) => {
    if (action === 'checkout' || action === 'view-receipt') {
      navigate(`/admin/checkout/${a.id}`);
      return;
    }
    if (['cancel', 'walkout', 'no-show', 'extra-time', 'add-services', 'reschedule', 'rebook'].includes(action)) {
      setSub(action as Sub);
      return;
    }
    void run(action, a);
  };

  // A visit split across cutters is not moved or changed (the desk cancels it and books again).
  const actions = appointment
    ? calendarActions(appointment.status, session?.accessControls, appointment.cutterId === session?.user.id, {
        start: appointment.start,
        now,
      }).filter((action) => !appointment.parts.length || !SPLIT_FIXED.includes(action))
    : [];

  return (
    <>
      <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <DialogTitle id={titleId}>
          {appointment ? `${t('detailsTitle')}: ${appointment.customerName ?? ''}` : t('detailsTitle')}
        </DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          {isLoading ? <CircularProgress aria-label={t('detailsTitle')} /> : null}
          {error ? <Alert severity="error">{errorMessage(error)}</Alert> : null}
          {actionError ? <Alert severity="error">{actionError}</Alert> : null}
          {appointment ? (
            <>
              <PinnedNotes customerId={appointment.customerId} />
              <Box component="dl" sx={{ display: 'grid', gap: 1, m: 0 }}>
                <Row label={t('customer')}>
                  {appointment.customerName}
                  {appointment.isGuest ? ` (${t('guestTag')})` : ''}
                  {appointment.guest?.phoneNumber ? ` · ${appointment.guest.phoneNumber}` : ''}
                </Row>
                <Row label={t('status')}>
                  <StatusChip status={appointment.status} />
                </Row>
                <Row label={t('time')}>
                  {`${dateTime(appointment.start, false)} – ${time(appointment.end)}`}
                  {appointment.extraMinutes ? ` (+${appointment.extraMinutes} min)` : ''}
                </Row>
                {appointment.parts.length ? (
                  <Row label={t('splitCutters')}>
                    <Box component="ul" sx={{ m: 0, pl: 2 }} data-testid="details-parts">
                      {appointment.parts.map((part) => (
                        <li
                          key={part.id}
                        >{`${part.cutterName}: ${part.services.join(', ')} · ${clock(part.start)} – ${clock(part.end)}`}</li>
                      ))}
                    </Box>
                  </Row>
                ) : (
                  <Row label={t('cutter')}>{appointment.cutterName}</Row>
                )}
                {appointment.repeat ? (
                  <Row label={t('repeats')}>
                    <span data-testid="details-repeat">{repeatText(t, appointment.repeat)}</span>
                  </Row>
                ) : null}
                <Row label={t('services')}>
                  {appointment.services.map((s) => `${s.name} (${s.durationMinutes} min, ${formatMoney(s.priceCents)})`).join(', ')}
                </Row>
                {appointment.source ? <Row label={t('source')}>{t(`source.${appointment.source}`)}</Row> : null}
                {appointment.notes ? <Row label={t('notesLabel')}>{appointment.notes}</Row> : null}
                {appointment.beverage ? <Row label={t('beverage')}>{appointment.beverage}</Row> : null}
                {appointment.music ? <Row label={t('music')}>{appointment.music}</Row> : null}
              </Box>
              {actions.length ? (
                <Box role="group" aria-label={t('actions')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                  {actions.map((action, i) => (
                    <Button
                      key={action}
                      size="small"
                      variant={i === 0 ? 'contained' : 'outlined'}
                      color={action === 'cancel' || action === 'walkout' || action === 'no-show' ? 'error' : 'primary'}
                      disabled={busy}
                      onClick={() => choose(action, appointment)}
                    >
                      {t(`action.${action}`)}
                    </Button>
                  ))}
                </Box>
              ) : null}
              {appointment.kind === 'appointment' ? (
                <AppointmentProtectionPanel appointmentId={appointment.id} status={appointment.status} timezone={timezone} />
              ) : null}
              <Box component="section" aria-labelledby={`${titleId}-history`}>
                <Typography id={`${titleId}-history`} variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
                  {t('history')}
                </Typography>
                {history.data?.length ? (
                  <Box component="ol" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.25 }}>
                    {history.data.map((h) => (
                      <Typography component="li" variant="body2" key={h.id}>
                        {`${dateTime(h.at)}: ${t(h.visitStart ? 'historyEntryVisit' : 'historyEntry', {
                          action: historyAction(h.action),
                          visit: h.visitStart ? dateTime(h.visitStart) : '',
                          who: h.actorName ?? (h.actorType === 'customer' ? t('historyCustomer') : t('historySystem')),
                        })}`}
                        {h.toStatus && h.fromStatus !== h.toStatus
                          ? ` → ${t(`status.${h.toStatus}` as never, { ns: 'appointments' })}`
                          : ''}
                      </Typography>
                    ))}
                  </Box>
                ) : (
                  <Typography variant="body2" color="text.secondary">
                    {history.isLoading ? '…' : t('noHistory')}
                  </Typography>
                )}
              </Box>
            </>
          ) : null}
        </DialogContent>
        <DialogActions>
          {onCopy && appointment && canFlag(session?.accessControls, 'create') ? (
            <Button onClick={onCopy} sx={{ mr: 'auto' }}>
              {t('copy')}
            </Button>
          ) : null}
          {appointment && hasAccess(session?.accessControls, ['appointment_chat']) ? (
            <AppointmentChatButton appointmentId={appointment.id} />
          ) : null}
          <Button onClick={onClose}>{t('close')}</Button>
        </DialogActions>
      </Dialog>
      {appointment && sub ? (
        <SubDialog
          sub={sub}
          appointment={appointment}
          storeId={storeId}
          timezone={timezone}
          resources={resources}
          onClose={() => setSub(null)}
          onConflict={(message) => {
            setSub(null);
            onConflict(message);
          }}
        />
      ) : null}
    </>
  );
}
