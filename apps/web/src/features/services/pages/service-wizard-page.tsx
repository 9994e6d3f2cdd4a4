import { skipToken } from '@reduxjs/toolkit/query';
import { serviceWizardSchema } from '@salon/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.ts';
import { AccessGuard } from '../../../components/access-guard.tsx';
import { useToast } from '../../../components/toast/use-toast.ts';
import { CatalogWizardView, needsRecord } from '../../catalog/catalog-wizard-view.tsx';
import { serviceToDraft, serviceWizard } from '../service-wizard-slice.ts';
import { useCreateServiceMutation, useServiceQuery, useUpdateServiceMutation } from '../services.api.ts';
import { SERVICE_STEPS } from '../wizard/service-wizard-steps.ts';

/** /admin/services/new and /admin/services/{id}/edit: the service wizard. */
export function ServiceWizardPage() {
  const { id = null } = useParams();
  return (
    <AccessGuard flags={id ? ['edit_service'] : ['create_service']}>
      <ServiceWizard id={id} />
    </AccessGuard>
  );
}

function ServiceWizard({ id }: { id: string | null }) {
  const { t } = useTranslation('services');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const toast = useToast();
  const state = useAppSelector((root) => root.serviceWizard);
  const { data: record, error } = useServiceQuery(id && needsRecord(id, state.id) ? id : skipToken);
  const [createService] = useCreateServiceMutation();
  const [updateService] = useUpdateServiceMutation();

  const save = async (parsed: Record<string, Record<string, unknown>>) => {
    const body = serviceWizardSchema.parse(parsed);
    const saved = id ? await updateService({ id, body }).unwrap() : await createService(body).unwrap();
    toast.success(id ? t('updated', { name: saved.basicDetails.name }) : t('created', { name: saved.basicDetails.name }));
    navigate(`/admin/services/${saved.id}`);
    dispatch(serviceWizard.actions.edit({ id: null, steps: {} }));
  };

  return (
    <CatalogWizardView
      id={id}
      draft={serviceWizard}
      state={state}
      record={record}
      recordError={error}
      toDraft={serviceToDraft}
      steps={SERVICE_STEPS}
      stepTitles={{ basicDetails: t('step.basicDetails'), additionalDetails: t('step.additionalDetails'), others: t('step.others') }}
      title={id ? t('editTitle') : t('newTitle')}
      saveLabel={id ? t('saveChanges') : t('createService')}
      onSave={save}
    />
  );
}
