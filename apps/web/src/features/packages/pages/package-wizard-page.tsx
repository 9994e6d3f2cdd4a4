import { skipToken } from '@reduxjs/toolkit/query';
import { packageWizardSchema } from '@salon/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.ts';
import { AccessGuard } from '../../../components/access-guard.tsx';
import { useToast } from '../../../components/toast/use-toast.ts';
import { CatalogWizardView, needsRecord } from '../../catalog/catalog-wizard-view.tsx';
import { packageToDraft, packageWizard } from '../package-wizard-slice.ts';
import { useCreatePackageMutation, usePackageQuery, useUpdatePackageMutation } from '../packages.api.ts';
import { PACKAGE_STEPS } from '../wizard/package-wizard-steps.ts';

/** /admin/packages/new and /admin/packages/{id}/edit: the package wizard. */
export function PackageWizardPage() {
  const { id = null } = useParams();
  return (
    <AccessGuard flags={id ? ['edit_package'] : ['create_package']}>
      <PackageWizard id={id} />
    </AccessGuard>
  );
}

function PackageWizard({ id }: { id: string | null }) {
  const { t } = useTranslation('packages');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const toast = useToast();
  const state = useAppSelector((root) => root.packageWizard);
  const { data: record, error } = usePackageQuery(id && needsRecord(id, state.id) ? id : skipToken);
  const [createPackage] = useCreatePackageMutation();
  const [updatePackage] = useUpdatePackageMutation();

  const save = async (parsed: Record<string, Record<string, unknown>>) => {
    const body = packageWizardSchema.parse(parsed);
    const saved = id ? await updatePackage({ id, body }).unwrap() : await createPackage(body).unwrap();
    toast.success(id ? t('updated', { name: saved.basicDetails.name }) : t('created', { name: saved.basicDetails.name }));
    navigate(`/admin/packages/${saved.id}`);
    dispatch(packageWizard.actions.edit({ id: null, steps: {} }));
  };

  return (
    <CatalogWizardView
      id={id}
      draft={packageWizard}
      state={state}
      record={record}
      recordError={error}
      toDraft={packageToDraft}
      steps={PACKAGE_STEPS}
      stepTitles={{ basicDetails: t('step.basicDetails'), additionalDetails: t('step.additionalDetails'), others: t('step.others') }}
      title={id ? t('editTitle') : t('newTitle')}
      saveLabel={id ? t('saveChanges') : t('createPackage')}
      onSave={save}
    />
  );
}
