import { CONTACT_CATEGORIES, CONTACT_CATEGORY_LABELS, CONTACT_MESSAGE_MAX, CONTACT_SUBJECT_MAX } from '@salon/shared';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSelectField } from '../../components/form/form-select-field.tsx';
import { FormTextField } from '../../components/form/form-text-field.tsx';
import { isApiError } from '../../api/api-error.ts';

const CATEGORY_OPTIONS = CONTACT_CATEGORIES.map((c) => ({ value: c, label: CONTACT_CATEGORY_LABELS[c] }));

type ContactValues = FieldValues & { category: string; subject: string; message: string; replyTo: string };

/** What both contact forms ask: what it is about, the subject, the message and where to reply. */
export function ContactFields<T extends ContactValues, U extends FieldValues>({ control }: { control: Control<T, unknown, U> }) {
  const { t } = useTranslation('help');
  return (
    <>
      <FormSelectField control={control} name={'category' as Path<T>} label={t('contactCategory')} options={CATEGORY_OPTIONS} required />
      <FormTextField control={control} name={'subject' as Path<T>} label={t('contactSubject')} maxLength={CONTACT_SUBJECT_MAX} required />
      <FormTextField
        control={control}
        name={'message' as Path<T>}
        label={t('contactMessage')}
        maxLength={CONTACT_MESSAGE_MAX}
        multiline
        minRows={5}
        required
      />
      <FormTextField
        control={control}
        name={'replyTo' as Path<T>}
        type="email"
        autoComplete="email"
        label={t('contactReplyTo')}
        helperText={t('contactReplyToHint')}
        required
      />
    </>
  );
}

/** Puts a refusal's field messages under their fields; answers the sentence to show above the form. */
export function showRefusal(caught: unknown, setError: (name: string, message: string) => void, fallback: string): string {
  if (isApiError(caught)) {
    for (const [name, message] of Object.entries(caught.fields ?? {})) setError(name, message);
    return caught.message;
  }
  return fallback;
}
