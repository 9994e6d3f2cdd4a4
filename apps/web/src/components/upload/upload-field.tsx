import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { type UploadEntity, type UploadKind, type UploadedFile, checkUpload, fileUrl, uploadedFileSchema } from '@salon/shared';
import { type ChangeEvent, useId, useState } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error.ts';
import { apiUpload } from '../../api/client.ts';
import { openFile, useFileObjectUrl } from './use-file-url.ts';

export interface UploadFieldProps<T extends FieldValues, U extends FieldValues = T> {
  control: Control<T, unknown, U>;
  /** The form field holding the uploaded file's id (null when none). */
  name: Path<T>;
  label: string;
  entity: UploadEntity;
  kind: UploadKind;
  /** Another upload route answering an upload (e.g. the public setup wizard's SalonSetup/Logo) and where it shows the file. */
  target?: UploadTarget;
}

export interface UploadTarget {
  path: string;
  fileUrl: (id: string, thumb?: boolean) => string;
}

/** Uploads one file (`POST /api/Upload/{entity}/{kind}`) and keeps its id in the form field. */
export function UploadField<T extends FieldValues, U extends FieldValues = T>({
  control,
  name,
  label,
  entity,
  kind,
  target,
}: UploadFieldProps<T, U>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <UploadControl
          label={label}
          entity={entity}
          kind={kind}
          target={target}
          fileId={typeof field.value === 'string' ? field.value : null}
          onChange={field.onChange}
          fieldError={fieldState.error?.message}
        />
      )}
    />
  );
}

interface UploadControlProps {
  label: string;
  entity: UploadEntity;
  kind: UploadKind;
  target?: UploadTarget;
  fileId: string | null;
  onChange: (id: string | null) => void;
  fieldError?: string;
}

/**
 * The control itself: checks size and extension first (shared checkUpload), then the server checks
 * the content; its 413/415 message is shown as it comes. Images show a thumbnail.
 */
export function UploadControl({ label, entity, kind, target, fileId, onChange, fieldError }: UploadControlProps) {
  const urlOf = target?.fileUrl ?? fileUrl;
  const { t } = useTranslation('wizard');
  const inputId = useId();
  const helpId = useId();
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [uploaded, setUploaded] = useState<UploadedFile | null>(null);
  const current = uploaded && uploaded.id === fileId ? uploaded : null;
  const thumbnail = kind === 'image' && fileId ? (current?.thumbnailUrl ?? urlOf(fileId, true)) : null;
  const { objectUrl } = useFileObjectUrl(thumbnail);
  const message = problem ?? fieldError ?? null;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const local = checkUpload(file, kind);
    if (local) {
      setProblem(local.message);
      return;
    }
    setProblem(null);
    setBusy(file.name);
    try {
      const data = new FormData();
      data.append('file', file);
      const saved = await apiUpload(target?.path ?? `Upload/${entity}/${kind}`, data, uploadedFileSchema);
      setUploaded(saved);
      onChange(saved.id);
    } catch (error) {
      setProblem(isApiError(error) ? (error.fields?.file ?? error.message) : t('saveFailed'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 1, minWidth: 0 }}>
      <Typography component="label" htmlFor={inputId} variant="subtitle2">
        {label}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        {objectUrl ? (
          <Box
            component="img"
            src={objectUrl}
            alt={t('upload.preview', { label })}
            sx={{ width: 96, height: 96, objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider' }}
          />
        ) : null}
        {fileId && kind === 'document' ? (
          <Link component="button" type="button" onClick={() => void openFile(urlOf(fileId))} sx={{ overflowWrap: 'anywhere' }}>
            {current?.filename ?? t('upload.open')}
          </Link>
        ) : null}
        {fileId && kind === 'image' && !objectUrl ? (
          <Typography variant="body2">{current?.filename ?? t('upload.attached')}</Typography>
        ) : null}
        {/* biome-ignore lint/a11y/useValidAriaRole: role={undefined} drops ButtonBase's role="button" from the span (MUI's file-input pattern). */}
        <Button
          variant="outlined"
          component="span"
          // Only the file input inside is focusable: the span is its look, not a second control around it.
          role={undefined}
          tabIndex={-1}
          startIcon={<UploadFileIcon />}
          disabled={busy !== null}
          sx={{ position: 'relative', '&:focus-within': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 } }}
        >
          {fileId ? t('upload.replace') : t('upload.choose')}
          <Box
            component="input"
            id={inputId}
            type="file"
            aria-describedby={helpId}
            aria-invalid={message ? true : undefined}
            accept={kind === 'image' ? '.jpg,.jpeg,.png,image/jpeg,image/png' : '.jpg,.jpeg,.png,.pdf,.doc,.docx'}
            onChange={(event: ChangeEvent<HTMLInputElement>) => void choose(event)}
            sx={{ position: 'absolute', inset: 0, opacity: 0, cursor: 'pointer', width: '100%' }}
          />
        </Button>
        {fileId ? (
          <Button variant="text" color="inherit" onClick={() => onChange(null)} aria-label={`${t('upload.remove')}: ${label}`}>
            {t('upload.remove')}
          </Button>
        ) : null}
      </Box>
      {busy ? <LinearProgress aria-label={t('upload.uploading', { name: busy })} /> : null}
      <FormHelperText id={helpId} error={Boolean(message)} role={message ? 'alert' : undefined} sx={{ mx: 0 }}>
        {message ?? (kind === 'image' ? t('upload.imageHelp') : t('upload.documentHelp'))}
      </FormHelperText>
    </Box>
  );
}
