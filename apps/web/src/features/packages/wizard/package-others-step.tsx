import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { DEFAULT_IMAGE_NAMES, MAX_PACKAGE_NOTES, PACKAGE_NOTE_MAX } from '@salon/shared';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { UploadField } from '../../../components/upload/upload-field.tsx';
import { FieldGrid, FieldSection } from '../../../components/wizard/field-grid.tsx';
import { ReviewList } from '../../../components/wizard/wizard-review.tsx';
import { type StepForm, defineStep } from '../../../components/wizard/wizard-step.tsx';
import { packageOthersStepSchema } from '../package-wizard-slice.ts';

function Fields({ form }: { form: StepForm<typeof packageOthersStepSchema> }) {
  const { t } = useTranslation('packages');
  const { control } = form;
  const notes = useFieldArray({ control, name: 'notes' });
  return (
    <FieldGrid>
      <FormTextField
        control={control}
        name="description"
        label={t('description')}
        multiline
        minRows={3}
        maxLength={2000}
        className="wide"
      />
      <FieldSection title={t('notes')}>
        {notes.fields.map((row, index) => (
          <Box key={row.id} sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', gap: 1.5, alignItems: 'start' }}>
            <FormTextField
              control={control}
              name={`notes.${index}.text`}
              label={t('note', { n: index + 1 })}
              maxLength={PACKAGE_NOTE_MAX}
            />
            <IconButton aria-label={t('removeNote', { n: index + 1 })} onClick={() => notes.remove(index)} sx={{ mt: 1 }}>
              <DeleteIcon />
            </IconButton>
          </Box>
        ))}
        <Box>
          <Button variant="outlined" disabled={notes.fields.length >= MAX_PACKAGE_NOTES} onClick={() => notes.append({ text: '' })}>
            {t('addNote')}
          </Button>
        </Box>
      </FieldSection>
      <FieldSection title={t('images')}>
        <FieldGrid>
          {DEFAULT_IMAGE_NAMES.map((name, index) => (
            <UploadField
              key={name}
              control={control}
              name={`images.${name}`}
              label={t('imageN', { n: index + 1 })}
              entity="package"
              kind="image"
            />
          ))}
        </FieldGrid>
      </FieldSection>
    </FieldGrid>
  );
}

function Review({ values }: { values: z.input<typeof packageOthersStepSchema> }) {
  const { t } = useTranslation('packages');
  // What will be saved: blank notes are dropped (spec section 5).
  const notes = (values.notes ?? []).map((n) => (n.text ?? '').trim()).filter(Boolean);
  const images = DEFAULT_IMAGE_NAMES.filter((name) => values.images?.[name]).length;
  return (
    <ReviewList
      items={[
        [t('description'), (values.description ?? '').trim()],
        [
          t('notes'),
          notes.length ? (
            <Box key="notes" component="ul" sx={{ m: 0, pl: 2.5 }}>
              {notes.map((text, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: notes have no id and may repeat
                <li key={index}>{text}</li>
              ))}
            </Box>
          ) : (
            ''
          ),
        ],
        [t('images'), images ? t('imagesAttached', { count: images }) : ''],
      ]}
    />
  );
}

export const packageOthersStep = defineStep({ key: 'others', schema: packageOthersStepSchema, Fields, Review });
