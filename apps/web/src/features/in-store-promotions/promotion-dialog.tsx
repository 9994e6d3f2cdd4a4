import {
  IN_STORE_PROMOTION_CAPTION_MAX,
  IN_STORE_PROMOTION_TITLE_MAX,
  type InStorePromotion,
  type InStorePromotionList,
  fileUrl,
  inStorePromotionFormSchema,
  inStorePromotionImageUrl,
  inStorePromotionInputOf,
} from '@salon/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, isApiError } from '../../api/api-error.ts';
import { FormCheckbox } from '../../components/form/form-checkbox.tsx';
import { FormSelectField } from '../../components/form/form-select-field.tsx';
import { FormTextField } from '../../components/form/form-text-field.tsx';
import { useZodForm } from '../../components/form/use-zod-form.ts';
import { FormDialog } from '../../components/form-dialog.tsx';
import { useToast } from '../../components/toast/use-toast.ts';
import { UploadField } from '../../components/upload/upload-field.tsx';
import { useCreateInStorePromotionMutation, useUpdateInStorePromotionMutation } from './in-store-promotions.api.ts';

const shrink = { inputLabel: { shrink: true } };
const FIELDS = ['brandId', 'title', 'caption', 'imageFileId', 'startsOn', 'endsOn', 'storeIds', 'active'] as const;

/** Create or edit one promotion: its image (uploaded first, previewed), title, caption, days, stores and whether it shows. */
export function PromotionDialog({
  promotion,
  options,
  onClose,
}: {
  promotion: InStorePromotion | null;
  options: Pick<InStorePromotionList, 'brands' | 'stores'>;
  onClose: () => void;
}) {
  const { t } = useTranslation('inStorePromotions');
  const toast = useToast();
  const [problem, setProblem] = useState<string | null>(null);
  const [create, creating] = useCreateInStorePromotionMutation();
  const [update, updating] = useUpdateInStorePromotionMutation();
  const form = useZodForm(inStorePromotionFormSchema, {
    brandId: promotion?.brandId ?? options.brands[0]?.id ?? '',
    title: promotion?.title ?? '',
    caption: promotion?.caption ?? '',
    imageFileId: promotion?.imageFileId ?? null,
    startsOn: promotion?.startsOn ?? '',
    endsOn: promotion?.endsOn ?? '',
    storeIds: promotion?.storeIds ?? [],
    active: promotion?.active ?? true,
  });
  const brandId = form.watch('brandId');
  const storeOptions = options.stores.filter((s) => s.brandId === brandId).map((s) => ({ value: s.id, label: s.name }));
  // The saved image is read through the promotion's own route; a new upload through the uploader's.
  const target = {
    path: 'Upload/in_store_promotion/image',
    fileUrl: (id: string, thumb?: boolean) =>
      promotion && id === promotion.imageFileId ? inStorePromotionImageUrl(promotion.id, thumb) : fileUrl(id, thumb),
  };
  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    const body = inStorePromotionInputOf(values);
    try {
      const saved = promotion ? await update({ id: promotion.id, body }).unwrap() : await create(body).unwrap();
      toast.success(t(promotion ? 'saved' : 'created', { title: saved.title }), { autoHide: true });
      onClose();
    } catch (error) {
      const fields = isApiError(error) ? (error.fields ?? {}) : {};
      const known = FIELDS.filter((name) => fields[name]);
      for (const name of known) form.setError(name, { message: fields[name] });
      if (known.length === 0) setProblem(errorMessage(error));
    }
  });
  const busy = creating.isLoading || updating.isLoading;
  return (
    <FormDialog
      title={t(promotion ? 'editTitle' : 'newTitle')}
      submitLabel={t(promotion ? 'save' : 'create')}
      busy={busy}
      error={problem}
      onSubmit={() => void submit()}
      onClose={onClose}
      wide
    >
      {options.brands.length > 1 ? (
        <FormSelectField
          control={form.control}
          name="brandId"
          label={t('brand')}
          required
          options={options.brands.map((b) => ({ value: b.id, label: b.name }))}
          disabled={promotion !== null}
        />
      ) : null}
      <UploadField control={form.control} name="imageFileId" label={t('image')} entity="in_store_promotion" kind="image" target={target} />
      <FormTextField
        control={form.control}
        name="title"
        label={t('promoTitle')}
        required
        maxLength={IN_STORE_PROMOTION_TITLE_MAX}
        helperText={t('titleHelp')}
      />
      <FormTextField
        control={form.control}
        name="caption"
        label={t('caption')}
        maxLength={IN_STORE_PROMOTION_CAPTION_MAX}
        helperText={t('captionHelp')}
      />
      <FormTextField control={form.control} name="startsOn" label={t('startsOn')} type="date" slotProps={shrink} />
      <FormTextField control={form.control} name="endsOn" label={t('endsOn')} type="date" helperText={t('datesHelp')} slotProps={shrink} />
      <FormSelectField
        control={form.control}
        name="storeIds"
        label={t('stores')}
        multiple
        options={storeOptions}
        helperText={t('storesHelp')}
      />
      <FormCheckbox control={form.control} name="active" label={t('active')} variant="switch" />
    </FormDialog>
  );
}
