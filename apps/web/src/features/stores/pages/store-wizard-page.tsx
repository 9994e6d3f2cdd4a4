import { skipToken } from '@reduxjs/toolkit/query';
import { storeWizardSchema } from '@salon/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.ts';
import { AccessGuard } from '../../../components/access-guard.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useToast } from '../../../components/toast/use-toast.ts';
import { WizardFrame } from '../../../components/wizard/wizard-frame.tsx';
import { storeWizard } from '../store-wizard-slice.ts';
import { useCreateStoreMutation, useStoreQuery, useUpdateStoreMutation } from '../stores.api.ts';
import { STORE_STEPS, storeToDraft } from '../wizard/store-wizard-steps.ts';

/** /admin/store/new and /admin/store/{id}/edit: the store wizard (spec section 2). */
export function StoreWizardPage() {
  const { id } = useParams();
  return (
    <AccessGuard flags={id ? ['edit_store_details'] : ['create_store']}>
      <StoreWizardView id={id ?? null} />
    </AccessGuard>
  );
}

function StoreWizardView({ id }: { id: string | null }) {
  const { t } = useTranslation('stores');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const toast = useToast();
  const state = useAppSelector((root) => root.storeWizard);
  const needsRecord = id !== null && state.id !== id;
  const { data: record, error } = useStoreQuery(needsRecord && id ? id : skipToken);
  const [createStore] = useCreateStoreMutation();
  const [updateStore] = useUpdateStoreMutation();

  // The draft follows the address: a new store starts from the defaults unless one is under way,
  // an edit loads the record over the defaults unless the draft already holds it (a reload).
  useEffect(() => {
    if (id === null && state.id !== null) dispatch(storeWizard.actions.edit({ id: null, steps: {} }));
  }, [id, state.id, dispatch]);
  useEffect(() => {
    if (record && needsRecord) dispatch(storeWizard.actions.edit(storeToDraft(record)));
  }, [record, needsRecord, dispatch]);

  if (error && 'message' in error) return <p role="alert">{error.message}</p>;
  if (needsRecord || (id === null && state.id !== null)) return <PageLoader />;

  const stepTitles = {
    basicDetails: t('step.basicDetails'),
    storeDetails: t('step.storeDetails'),
    legalInfo: t('step.legalInfo'),
    images: t('step.images'),
    paymentsInfo: t('step.paymentsInfo'),
    otherInfo: t('step.otherInfo'),
  };

  const save = async (parsed: Record<string, Record<string, unknown>>) => {
    const body = storeWizardSchema.parse(parsed);
    const saved = id ? await updateStore({ id, body }).unwrap() : await createStore(body).unwrap();
    toast.success(id ? t('updated', { name: saved.basicDetails.name }) : t('created', { name: saved.basicDetails.name }));
    navigate(`/admin/store/${saved.id}`);
    dispatch(storeWizard.actions.edit({ id: null, steps: {} }));
  };

  return (
    <WizardFrame
      title={id ? t('editTitle') : t('newTitle')}
      draft={storeWizard}
      state={state}
      steps={STORE_STEPS}
      stepTitles={stepTitles}
      onSave={save}
      saveLabel={id ? t('saveChanges') : t('createStore')}
    />
  );
}
