import Alert from '@mui/material/Alert';
import { skipToken } from '@reduxjs/toolkit/query';
import { employeeCreateBodySchema } from '@salon/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../../api/api-error.ts';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.ts';
import { AccessGuard } from '../../../components/access-guard.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useToast } from '../../../components/toast/use-toast.ts';
import { WizardFrame } from '../../../components/wizard/wizard-frame.tsx';
import { employeeWizard } from '../employee-wizard-slice.ts';
import { useCreateEmployeeMutation, useEmployeeQuery, useUpdateEmployeeMutation } from '../employees.api.ts';
import { useEmployeeMasterData } from '../wizard/use-employee-master-data.ts';
import { EMPLOYEE_STEPS, employeeToDraft } from '../wizard/employee-wizard-steps.ts';

/** /admin/employees/new and /admin/employees/{id}/edit: the employee wizard (spec section 2). */
export function EmployeeWizardPage() {
  const { id } = useParams();
  return (
    <AccessGuard flags={id ? ['edit_employee'] : ['create_employee']}>
      <EmployeeWizardView id={id ?? null} />
    </AccessGuard>
  );
}

function EmployeeWizardView({ id }: { id: string | null }) {
  const { t } = useTranslation('employees');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const toast = useToast();
  const state = useAppSelector((root) => root.employeeWizard);
  useEmployeeMasterData();
  const needsRecord = id !== null && state.id !== id;
  const { data: record, error } = useEmployeeQuery(needsRecord && id ? id : skipToken);
  const [createEmployee] = useCreateEmployeeMutation();
  const [updateEmployee] = useUpdateEmployeeMutation();

  useEffect(() => {
    if (id === null && state.id !== null) dispatch(employeeWizard.actions.edit({ id: null, steps: {} }));
  }, [id, state.id, dispatch]);
  useEffect(() => {
    if (record && needsRecord) dispatch(employeeWizard.actions.edit(employeeToDraft(record)));
  }, [record, needsRecord, dispatch]);

  if (error) return <Alert severity="error">{errorMessage(error)}</Alert>;
  if (needsRecord || (id === null && state.id !== null)) return <PageLoader />;

  const stepTitles = {
    basicDetails: t('step.basicDetails'),
    address: t('step.address'),
    workDetails: t('step.workDetails'),
    serviceDetails: t('step.serviceDetails'),
    medicalEmergency: t('step.medicalEmergency'),
    legal: t('step.legal'),
  };

  const save = async (parsed: Record<string, Record<string, unknown>>) => {
    const body = employeeCreateBodySchema.parse(parsed);
    let savedId: string;
    if (id) {
      savedId = (await updateEmployee({ id, body }).unwrap()).id;
      toast.success(t('updated'));
    } else {
      const created = await createEmployee(body).unwrap();
      savedId = created.employee.id;
      toast.success(
        created.passwordSetup === 'code_emailed' ? t('createdCodeEmailed', { email: created.employee.basicDetails.email }) : t('created'),
      );
    }
    navigate(`/admin/employees/${savedId}`);
    dispatch(employeeWizard.actions.edit({ id: null, steps: {} }));
  };

  return (
    <WizardFrame
      title={id ? t('editTitle') : t('newTitle')}
      draft={employeeWizard}
      state={state}
      steps={EMPLOYEE_STEPS}
      stepTitles={stepTitles}
      onSave={save}
      saveLabel={id ? t('saveChanges') : t('createEmployee')}
    />
  );
}
