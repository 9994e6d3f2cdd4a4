import { skipToken } from '@reduxjs/toolkit/query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { hasAccess, productOverrideInputSchema } from '@salon/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../../api/api-error.ts';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.ts';
import { AccessGuard } from '../../../components/access-guard.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useToast } from '../../../components/toast/use-toast.ts';
import { CatalogWizardView, needsRecord } from '../../catalog/catalog-wizard-view.tsx';
import { useSession } from '../../session/session-context.ts';
import { overrideBasicStep } from '../override-basic-step.tsx';
import { overrideToDraft, productOverrideDraft } from '../product-override-slice.ts';
import {
  useCreateProductOverrideMutation,
  useDeleteProductOverrideMutation,
  useProductOverrideQuery,
  useUpdateProductOverrideMutation,
} from '../product-overrides.api.ts';

const STEPS = [overrideBasicStep];

/** /admin/retail-adjustments/new and /admin/retail-adjustments/{id}: the product override's basic details form. */
export function ProductOverrideFormPage() {
  const { id = null } = useParams();
  return (
    <AccessGuard flags={id ? ['view_product_override', 'update_product_override'] : ['create_product_override']}>
      <ProductOverrideForm id={id} />
    </AccessGuard>
  );
}

function ProductOverrideForm({ id }: { id: string | null }) {
  const { t } = useTranslation('productOverrides');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const toast = useToast();
  const { data: session } = useSession();
  const state = useAppSelector((root) => root.productOverride);
  const { data: record, error } = useProductOverrideQuery(id && needsRecord(id, state.id) ? id : skipToken);
  const [create] = useCreateProductOverrideMutation();
  const [update] = useUpdateProductOverrideMutation();
  const [remove, removing] = useDeleteProductOverrideMutation();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const canUpdate = hasAccess(session?.accessControls, ['update_product_override']);

  const save = async (parsed: Record<string, Record<string, unknown>>) => {
    const body = productOverrideInputSchema.parse(parsed);
    const saved = id ? await update({ id, body }).unwrap() : await create(body).unwrap();
    toast.success(t(id ? 'updated' : 'created', { product: saved.productName, store: saved.storeName }));
    navigate('/admin/retail-adjustments');
    dispatch(productOverrideDraft.actions.edit({ id: null, steps: {} }));
  };
  const destroy = async () => {
    if (!id) return;
    setConfirmDelete(false);
    try {
      await remove(id).unwrap();
      toast.success(t('deleted'));
      dispatch(productOverrideDraft.actions.edit({ id: null, steps: {} }));
      navigate('/admin/retail-adjustments');
    } catch (failure) {
      toast.error(errorMessage(failure));
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <CatalogWizardView
        id={id}
        draft={productOverrideDraft}
        state={state}
        record={record}
        recordError={error}
        toDraft={overrideToDraft}
        steps={STEPS}
        stepTitles={{ basicDetails: t('basicDetails') }}
        title={id ? t('editTitle') : t('newTitle')}
        saveLabel={id ? t('saveChanges') : t('createOverride')}
        onSave={canUpdate || !id ? save : () => Promise.reject(new Error(t('readOnly')))}
      />
      {id && hasAccess(session?.accessControls, ['delete_product_override']) ? (
        <Box>
          <Button color="error" variant="outlined" onClick={() => setConfirmDelete(true)} disabled={removing.isLoading}>
            {t('delete')}
          </Button>
        </Box>
      ) : null}
      <ConfirmDialog
        open={confirmDelete}
        title={t('deleteTitle')}
        message={t('deleteMessage')}
        confirmLabel={t('delete')}
        cancelLabel={t('cancel')}
        busy={removing.isLoading}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() => void destroy()}
      />
    </Box>
  );
}
