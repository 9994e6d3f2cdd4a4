import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { type EmployeeRecord, hasAccess } from '@salon/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { errorMessage } from '../../../api/api-error.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useToast } from '../../../components/toast/use-toast.ts';
import { FaceEnrolmentDialog } from '../../face-sign-in/face-enrolment-dialog.tsx';
import { useSession } from '../../session/session-context.ts';
import { CommissionRatesCard } from '../components/commission-rates-card.tsx';
import { EmployeeRecordView } from '../components/employee-record-view.tsx';
import { SetPinDialog } from '../components/set-pin-dialog.tsx';
import { useEmployeeQuery, useSetEmployeeActiveMutation } from '../employees.api.ts';
import { useAssumeRole } from '../use-assume-role.ts';

/** /admin/employees/{id}: the record as the server shows it to this person, with what they may do to it. */
export function EmployeeDetailPage() {
  const { id = '' } = useParams();
  const { data: record, error, isLoading } = useEmployeeQuery(id);
  if (isLoading) return <PageLoader />;
  if (error || !record) return <Alert severity="error">{errorMessage(error)}</Alert>;
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <EmployeeRecordView record={record} actions={<EmployeeActions record={record} />} />
      <CommissionCardIfAllowed employeeId={record.id} />
    </Box>
  );
}

/** Commission rates are pay: shown to whoever edits employees or sees billing rates (the server checks the same flags). */
function CommissionCardIfAllowed({ employeeId }: { employeeId: string }) {
  const { data: session } = useSession();
  if (!hasAccess(session?.accessControls, ['edit_employee', 'view_billing_rate'])) return null;
  return <CommissionRatesCard employeeId={employeeId} />;
}

export function EmployeeActions({ record }: { record: EmployeeRecord }) {
  const { t } = useTranslation('employees');
  const { t: tFace } = useTranslation('faceSignIn');
  const { data: session } = useSession();
  const toast = useToast();
  const { assume } = useAssumeRole();
  const [dialog, setDialog] = useState<'status' | 'pin' | 'assume' | 'face' | null>(null);
  const [setActive, { isLoading }] = useSetEmployeeActiveMutation();
  const controls = session?.accessControls;
  const self = session?.user.id === record.id;
  const active = record.status === 'active';
  const name = `${record.basicDetails.firstName} ${record.basicDetails.lastName}`;

  const toggleActive = async () => {
    setDialog(null);
    try {
      await setActive({ id: record.id, active: !active }).unwrap();
      toast.success(active ? t('deactivated', { name }) : t('activated', { name }), { autoHide: true });
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  return (
    <>
      {hasAccess(controls, ['edit_employee']) ? (
        <Button variant="outlined" component={RouterLink} to={`/admin/employees/${record.id}/edit`}>
          {t('editEmployee')}
        </Button>
      ) : null}
      {self || hasAccess(controls, ['edit_employee']) ? (
        <Button variant="outlined" onClick={() => setDialog('pin')}>
          {record.hasPin ? t('changePin') : t('setPin')}
        </Button>
      ) : null}
      {active && (self || hasAccess(controls, ['edit_employee'])) ? (
        <Button variant="outlined" onClick={() => setDialog('face')}>
          {tFace('button')}
        </Button>
      ) : null}
      {!self && active && !session?.user.assumedBy && hasAccess(controls, ['assume_role']) ? (
        <Button variant="outlined" color="warning" onClick={() => setDialog('assume')}>
          {t('assumeRole')}
        </Button>
      ) : null}
      {!self && hasAccess(controls, ['activate_employee']) ? (
        <Button
          variant={active ? 'text' : 'contained'}
          color={active ? 'error' : 'primary'}
          onClick={() => setDialog('status')}
          disabled={isLoading}
        >
          {active ? t('deactivate') : t('activate')}
        </Button>
      ) : null}
      {dialog === 'pin' ? <SetPinDialog employeeId={record.id} onClose={() => setDialog(null)} /> : null}
      {dialog === 'face' ? <FaceEnrolmentDialog employeeId={record.id} name={name} onClose={() => setDialog(null)} /> : null}
      <ConfirmDialog
        open={dialog === 'status'}
        title={active ? t('deactivateTitle', { name }) : t('activateTitle', { name })}
        message={active ? t('deactivateMessage') : t('activateMessage')}
        confirmLabel={active ? t('deactivate') : t('activate')}
        cancelLabel={t('cancel')}
        busy={isLoading}
        onCancel={() => setDialog(null)}
        onConfirm={() => void toggleActive()}
      />
      <ConfirmDialog
        open={dialog === 'assume'}
        title={t('assumeTitle', { name })}
        message={t('assumeMessage')}
        confirmLabel={t('assumeRole')}
        cancelLabel={t('cancel')}
        onCancel={() => setDialog(null)}
        onConfirm={() => {
          setDialog(null);
          assume(record.id).catch((error: unknown) => toast.error(errorMessage(error)));
        }}
      />
    </>
  );
}
