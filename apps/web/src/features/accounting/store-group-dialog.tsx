import { LOCATION_KINDS, type StoreGroup, storeGroupInputSchema } from '@salon/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/api-error.ts';
import { FormDialog } from '../../components/form-dialog.tsx';
import { FormSelectField } from '../../components/form/form-select-field.tsx';
import { FormTextField } from '../../components/form/form-text-field.tsx';
import { useZodForm } from '../../components/form/use-zod-form.ts';
import { useToast } from '../../components/toast/use-toast.ts';
import { useCreateStoreGroupMutation, useGroupableStoresQuery, useUpdateStoreGroupMutation } from './accounting.api.ts';

/** Create or edit a store group: its name, how the store shows in QuickBooks, and its stores. */
export function StoreGroupDialog({ group, onClose }: { group?: StoreGroup; onClose: () => void }) {
  const { t } = useTranslation('accounting');
  const toast = useToast();
  // The accounting module's own list: an accountant holds no store-list flags but groups every store.
  const stores = useGroupableStoresQuery().data?.items ?? [];
  const [create, creating] = useCreateStoreGroupMutation();
  const [update, updating] = useUpdateStoreGroupMutation();
  const [error, setError] = useState<string | null>(null);
  const form = useZodForm(storeGroupInputSchema, {
    name: group?.name ?? '',
    locationKind: group?.locationKind ?? 'class',
    storeIds: group?.stores.map((s) => s.id) ?? [],
  });
  const submit = form.handleSubmit(async (body) => {
    try {
      const saved = group ? await update({ id: group.id, body }).unwrap() : await create(body).unwrap();
      toast.success(t('groups.saved', { name: saved.name }));
      onClose();
    } catch (e) {
      setError(errorMessage(e));
    }
  });
  return (
    <FormDialog
      title={group ? t('groups.edit') : t('groups.create')}
      submitLabel={t('groups.save')}
      busy={creating.isLoading || updating.isLoading}
      error={error}
      onSubmit={() => void submit()}
      onClose={onClose}
      wide
    >
      <FormTextField control={form.control} name="name" label={t('groups.name')} required autoFocus />
      <FormSelectField
        control={form.control}
        name="locationKind"
        label={t('groups.locationKind')}
        options={LOCATION_KINDS.map((kind) => ({ value: kind, label: t(`groups.locationKind.${kind}`) }))}
      />
      <FormSelectField
        control={form.control}
        name="storeIds"
        label={t('groups.stores')}
        multiple
        options={stores.map((s) => ({ value: s.id, label: s.name }))}
      />
    </FormDialog>
  );
}
