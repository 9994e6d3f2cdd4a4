import Alert from '@mui/material/Alert';
import { skipToken } from '@reduxjs/toolkit/query';
import { brandWizardSchema } from '@salon/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '../../../api/api-error.ts';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.ts';
import { AccessGuard } from '../../../components/access-guard.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useToast } from '../../../components/toast/use-toast.ts';
import { WizardFrame } from '../../../components/wizard/wizard-frame.tsx';
import { brandWizard } from '../brand-wizard-slice.ts';
import { useBrandQuery, useCreateBrandMutation, useUpdateBrandMutation } from '../brands.api.ts';
import { BRAND_STEPS, brandToDraft } from '../wizard/brand-wizard-steps.ts';

/** /admin/edit-brand (new) and /admin/edit-brand?id={id} (edit): the brand wizard. */
export function BrandWizardPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  return (
    <AccessGuard flags={id ? ['edit_brand'] : ['create_brand']}>
      <BrandWizardView id={id} />
    </AccessGuard>
  );
}

function BrandWizardView({ id }: { id: string | null }) {
  const { t } = useTranslation('brands');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const toast = useToast();
  const state = useAppSelector((root) => root.brandWizard);
  const needsRecord = id !== null && state.id !== id;
  const { data: record, error } = useBrandQuery(needsRecord && id ? id : skipToken);
  const [createBrand] = useCreateBrandMutation();
  const [updateBrand] = useUpdateBrandMutation();

  // A new brand starts from the defaults unless one is under way; an edit loads the record unless the draft holds it already.
  useEffect(() => {
    if (id === null && state.id !== null) dispatch(brandWizard.actions.edit({ id: null, steps: {} }));
  }, [id, state.id, dispatch]);
  useEffect(() => {
    if (record && needsRecord) dispatch(brandWizard.actions.edit(brandToDraft(record)));
  }, [record, needsRecord, dispatch]);

  if (error) return <Alert severity="error">{errorMessage(error)}</Alert>;
  if (needsRecord || (id === null && state.id !== null)) return <PageLoader />;

  const stepTitles = {
    basicDetails: t('step.basicDetails'),
    address: t('step.address'),
    other: t('step.other'),
    legal: t('step.legal'),
    appearance: t('step.appearance'),
    states: t('step.states'),
    plans: t('step.plans'),
  };

  const save = async (parsed: Record<string, Record<string, unknown>>) => {
    const body = brandWizardSchema.parse(parsed);
    const saved = id ? await updateBrand({ id, body }).unwrap() : await createBrand(body).unwrap();
    toast.success(id ? t('updated', { name: saved.basicDetails.name }) : t('created', { name: saved.basicDetails.name }));
    navigate(`/admin/brand/${saved.id}`);
    dispatch(brandWizard.actions.edit({ id: null, steps: {} }));
  };

  return (
    <WizardFrame
      title={id ? t('editTitle') : t('newTitle')}
      draft={brandWizard}
      state={state}
      steps={BRAND_STEPS}
      stepTitles={stepTitles}
      onSave={save}
      saveLabel={id ? t('saveChanges') : t('createBrand')}
    />
  );
}
