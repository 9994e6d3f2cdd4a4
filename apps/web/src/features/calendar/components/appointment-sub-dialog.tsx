import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type Appointment, WALKOUT_REASON } from '@salon/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, isApiError } from '../../../api/api-error.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useToast } from '../../../components/toast/use-toast.ts';
import { FormDialog } from '../../../components/form-dialog.tsx';
import {
  type CalendarResource,
  useAddServicesMutation,
  useCancelAppointmentMutation,
  useExtraTimeMutation,
  useLifecycleMutation,
  useRebookMutation,
  useRescheduleAppointmentMutation,
  useStoreServicesQuery,
} from '../calendar.api.ts';
import { floatingAt, floatingDay, floatingTime, fromFloating, toFloating } from '../calendar-time.ts';
import { useCancelFollowingMutation, useRescheduleFollowingMutation } from '../standing.api.ts';
import { SeriesScope, type SeriesScopeValue } from './series-scope.tsx';
import { ServiceCheckboxes } from './service-checkboxes.tsx';

/** What the details dialog opened on top of itself (a reason, a new time, more services…). */
export type Sub = 'cancel' | 'walkout' | 'no-show' | 'extra-time' | 'add-services' | 'reschedule' | 'rebook' | null;

/** The details dialog's second step for one action: cancel, walk-out, no-show, extra time, add services, reschedule, rebook. */
export function SubDialog({
  sub,
  appointment,
  storeId,
  timezone,
  resources,
  onClose,
  onConflict,
}: {
  sub: Exclude<Sub, null>;
  appointment: Appointment;
  storeId: string;
  timezone: string;
  resources: readonly CalendarResource[];
  onClose: () => void;
  onConflict: (message: string) => void;
}) {
  const { t } = useTranslation('calendar');
  const toast = useToast();
  const [cancel, cancelState] = useCancelAppointmentMutation();
  const [noShow, noShowState] = useLifecycleMutation();
  const [extra, extraState] = useExtraTimeMutation();
  const [addServices, addState] = useAddServicesMutation();
  const [reschedule, rescheduleState] = useRescheduleAppointmentMutation();
  const [rebook, rebookState] = useRebookMutation();
  const [cancelFollowing, cancelFollowingState] = useCancelFollowingMutation();
  const [moveFollowing, moveFollowingState] = useRescheduleFollowingMutation();
  const [scope, setScope] = useState<SeriesScopeValue>('one');
  const following = appointment.repeat !== null && scope === 'following';
  const scopeChoice = appointment.repeat ? <SeriesScope value={scope} onChange={setScope} /> : null;
  const services = useStoreServicesQuery(storeId, { skip: sub !== 'add-services' });
  const startFloating = toFloating(appointment.start, timezone);
  const [reason, setReason] = useState('');
  const [minutes, setMinutes] = useState(15);
  const [serviceIds, setServiceIds] = useState<string[]>([]);
  const [day, setDay] = useState(floatingDay(startFloating));
  const [clock, setClock] = useState(floatingTime(startFloating));
  const [cutterId, setCutterId] = useState(appointment.cutterId);
  const split = sub === 'reschedule' && appointment.parts.length > 0;
  const [error, setError] = useState<string | null>(null);
  const busy = [
    cancelState,
    noShowState,
    extraState,
    addState,
    rescheduleState,
    rebookState,
    cancelFollowingState,
    moveFollowingState,
  ].some((s) => s.isLoading);

  const attempt = async (call: () => Promise<unknown>, message: string) => {
    setError(null);
    try {
      await call();
      toast.success(message, { autoHide: true });
      onClose();
    } catch (failure) {
      if (isApiError(failure) && failure.status === 409 && failure.code === 'CONFLICT') onConflict(failure.message);
      else setError(errorMessage(failure));
    }
  };
  const newStart = () => fromFloating(floatingAt(day, clock), timezone);

  if (sub === 'walkout' || sub === 'no-show')
    return (
      <ConfirmDialog
        open
        title={sub === 'walkout' ? t('walkoutTitle') : t('noShowTitle')}
        message={sub === 'walkout' ? t('walkoutMessage') : t('noShowMessage')}
        confirmLabel={sub === 'walkout' ? t('confirmWalkout') : t('confirmNoShow')}
        cancelLabel={t('cancel')}
        busy={busy}
        error={error}
        onCancel={onClose}
        onConfirm={() =>
          void attempt(
            () =>
              sub === 'walkout'
                ? cancel({ id: appointment.id, reason: WALKOUT_REASON }).unwrap()
                : noShow({ id: appointment.id, action: 'NoShow' }).unwrap(),
            t('done', { action: t(`action.${sub}`) }),
          )
        }
      />
    );
  if (sub === 'cancel')
    return (
      <FormDialog
        title={t('cancelTitle')}
        submitLabel={t('confirmCancel')}
        busy={busy}
        error={error}
        onClose={onClose}
        onSubmit={() =>
          void attempt(
            () => (following ? cancelFollowing({ id: appointment.id, reason }) : cancel({ id: appointment.id, reason })).unwrap(),
            t('done', { action: t('action.cancel') }),
          )
        }
      >
        {scopeChoice}
        <TextField
          size="small"
          required
          label={t('cancelReason')}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
      </FormDialog>
    );
  if (sub === 'extra-time')
    return (
      <FormDialog
        title={t('extraTitle')}
        submitLabel={t('addExtra')}
        busy={busy}
        error={error}
        onClose={onClose}
        onSubmit={() => void attempt(() => extra({ id: appointment.id, minutes }).unwrap(), t('done', { action: t('action.extra-time') }))}
      >
        <TextField select size="small" label={t('minutes')} value={minutes} onChange={(e) => setMinutes(Number(e.target.value))}>
          {[5, 10, 15, 20, 30, 45, 60].map((m) => (
            <MenuItem key={m} value={m}>
              {t('duration', { minutes: m })}
            </MenuItem>
          ))}
        </TextField>
      </FormDialog>
    );
  if (sub === 'add-services')
    return (
      <FormDialog
        title={t('addServicesTitle')}
        submitLabel={t('addServicesSubmit')}
        busy={busy}
        error={error}
        onClose={onClose}
        onSubmit={() =>
          void attempt(() => addServices({ id: appointment.id, serviceIds }).unwrap(), t('done', { action: t('action.add-services') }))
        }
      >
        <ServiceCheckboxes aria-label={t('services')} services={services.data ?? []} selected={serviceIds} onChange={setServiceIds} />
      </FormDialog>
    );
  // reschedule and rebook: a new day, time and cutter
  return (
    <FormDialog
      title={sub === 'rebook' ? t('rebookTitle') : t('rescheduleTitle')}
      submitLabel={t('save')}
      busy={busy}
      error={error}
      onClose={onClose}
      onSubmit={() =>
        void attempt(
          () =>
            sub === 'rebook'
              ? rebook({ id: appointment.id, start: newStart(), cutterId }).unwrap()
              : following
                ? moveFollowing({ id: appointment.id, body: { start: newStart(), cutterId, version: appointment.version } }).unwrap()
                : reschedule({
                    id: appointment.id,
                    // A split visit moves whole: each part keeps its cutter (the server moves the parts together).
                    body: split
                      ? { start: newStart(), version: appointment.version }
                      : { start: newStart(), cutterId, version: appointment.version },
                  }).unwrap(),
          sub === 'rebook' ? t('rebooked', { time: `${day} ${clock}` }) : t('done', { action: t('action.reschedule') }),
        )
      }
    >
      {sub === 'reschedule' ? scopeChoice : null}
      <TextField
        size="small"
        type="date"
        label={t('date')}
        value={day}
        onChange={(e) => setDay(e.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        size="small"
        type="time"
        label={t('newStart')}
        value={clock}
        onChange={(e) => setClock(e.target.value)}
        slotProps={{ htmlInput: { step: 300 }, inputLabel: { shrink: true } }}
      />
      {split ? (
        <Typography variant="body2" color="text.secondary">
          {t('splitKeepsCutters')}
        </Typography>
      ) : (
        <TextField select size="small" label={t('cutter')} value={cutterId} onChange={(e) => setCutterId(e.target.value)}>
          {resources.map((r) => (
            <MenuItem key={r.id} value={r.id}>
              {r.name}
            </MenuItem>
          ))}
        </TextField>
      )}
    </FormDialog>
  );
}
