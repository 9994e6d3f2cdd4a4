import { skipToken } from '@reduxjs/toolkit/query';
import { promoCodeFormSchema, promoCodeFormToInput } from '@salon/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.ts';
import { AccessGuard } from '../../../components/access-guard.tsx';
import { useToast } from '../../../components/toast/use-toast.ts';
import { CatalogWizardView } from '../../catalog/catalog-wizard-view.tsx';
import { promoCodeBasicStep } from '../promo-code-basic-step.tsx';
import { addPromoCode, promoCodeToDraft } from '../promo-code-draft-slice.ts';
import { useCreatePromoCodeMutation, usePromoCodeQuery, useUpdatePromoCodeMutation } from '../promo-codes.api.ts';

const STEPS = [promoCodeBasicStep];

/** /admin/promo-codes/new and /admin/promo-codes/{id}/edit: the promo code wizard (basic details, then review). */
export function PromoCodeWizardPage() {
  const { id = null } = useParams();
  return (
    <AccessGuard flags={['create_edit_promo_codes']}>
      <PromoCodeWizard id={id} />
    </AccessGuard>
  );
}

function PromoCodeWizard({ id }: { id: string | null }) {
  const { t } = useTranslation('promoCodes');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const toast = useToast();
  const state = useAppSelector((root) => root.addPromoCode);
  const { data: record, error } = usePromoCodeQuery(id ?? skipToken);
  const [createPromoCode] = useCreatePromoCodeMutation();
  const [updatePromoCode] = useUpdatePromoCodeMutation();

  const save = async (parsed: Record<string, Record<string, unknown>>) => {
    const form = promoCodeFormSchema.parse(parsed.basicDetails);
    const body = promoCodeFormToInput(form, record?.active ?? true);
    const saved = id ? await updatePromoCode({ id, body }).unwrap() : await createPromoCode(body).unwrap();
    toast.success(id ? t('updated', { code: saved.code }) : t('created', { code: saved.code }));
    navigate(`/admin/promo-codes/${saved.id}`);
    dispatch(addPromoCode.actions.edit({ id: null, steps: {} }));
  };

  return (
    <CatalogWizardView
      id={id}
      draft={addPromoCode}
      state={state}
      record={record}
      recordError={error}
      toDraft={promoCodeToDraft}
      steps={STEPS}
      stepTitles={{ basicDetails: t('step.basicDetails') }}
      title={id ? t('editTitle') : t('newTitle')}
      saveLabel={id ? t('saveChanges') : t('createPromoCode')}
      onSave={save}
    />
  );
}
