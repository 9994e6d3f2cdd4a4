import AttachFile from '@mui/icons-material/AttachFile';
import Cancel from '@mui/icons-material/Cancel';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { CHAT_LIMITS, type ChatMessage, checkUpload, formatFileSize, uploadedFileSchema } from '@salon/shared';
import { type ClipboardEvent, type DragEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error.ts';
import { apiUpload } from '../../api/client.ts';
import { sendMessage } from './messages.api.ts';

const newClientId = () => (crypto.randomUUID ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`);

interface Pending {
  key: string;
  name: string;
  size: number;
  /** Set once the upload is kept by the server. */
  id: string | null;
}

type ComposerProps =
  | { conversationId: string; onSent: (message: ChatMessage) => void }
  /** Sends the text elsewhere (a contact-us reply): no attachments; a refusal of `body` shows under the box. */
  | { sendText: (body: string) => Promise<unknown>; label: string; hint: string };

/**
 * The message box: Enter sends, Shift+Enter starts a line; files come from the attach button, a paste or a drop,
 * are checked (type, 15 MB) and uploaded at once, and go with the next send. A refused file is named and not added.
 */
export function ChatComposer(props: ComposerProps) {
  const { t } = useTranslation('messages');
  // A text-only composer (a contact-us thread) sends through its own path and takes no files.
  const textOnly = 'sendText' in props;
  const [draft, setDraft] = useState('');
  const [files, setFiles] = useState<Pending[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const clientId = useRef(newClientId());
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const uploading = files.some((f) => !f.id);
  const ready = (draft.trim() || files.length) && !uploading && !sending;

  const add = (chosen: File[]) => {
    setError(null);
    for (const file of chosen.slice(0, CHAT_LIMITS.attachments - files.length)) {
      const problem = checkUpload(file, 'document');
      if (problem) {
        setError(t('fileRefused', { name: file.name, reason: problem.message }));
        continue;
      }
      const key = newClientId();
      setFiles((list) => [...list, { key, name: file.name, size: file.size, id: null }]);
      const data = new FormData();
      data.append('file', file);
      apiUpload('Upload/chat_message/document', data, uploadedFileSchema)
        .then((saved) => setFiles((list) => list.map((f) => (f.key === key ? { ...f, id: saved.id } : f))))
        .catch((caught) => {
          setFiles((list) => list.filter((f) => f.key !== key));
          const reason = isApiError(caught) ? (caught.fields?.file ?? caught.message) : t('uploadFailed');
          setError(t('fileRefused', { name: file.name, reason }));
        });
    }
    if (chosen.length > CHAT_LIMITS.attachments - files.length) setError(t('tooManyFiles', { max: CHAT_LIMITS.attachments }));
  };

  const send = async () => {
    if (!ready) return;
    setSending(true);
    setError(null);
    try {
      if ('sendText' in props) await props.sendText(draft.trim());
      else {
        const fileIds = files.flatMap((f) => (f.id ? [f.id] : []));
        props.onSent(await sendMessage(props.conversationId, { clientMessageId: clientId.current, body: draft.trim(), fileIds }));
      }
      setDraft('');
      setFiles([]);
      clientId.current = newClientId();
    } catch (caught) {
      // The same client id is sent again on retry: the server answers the first message if it got it.
      const refused = isApiError(caught) && caught.status !== undefined && caught.status < 500;
      setError(refused ? (caught.fields?.fileIds ?? caught.fields?.body ?? caught.message) : t('sendFailed'));
    } finally {
      setSending(false);
    }
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void send();
    }
  };
  const onPaste = (e: ClipboardEvent) => {
    const pasted = [...e.clipboardData.files];
    if (pasted.length) {
      e.preventDefault();
      add(pasted);
    }
  };
  const onDrop = (e: DragEvent) => {
    if (!e.dataTransfer.files.length) return;
    e.preventDefault();
    add([...e.dataTransfer.files]);
  };

  return (
    <Box onDragOver={(e) => e.preventDefault()} onDrop={textOnly ? undefined : onDrop} sx={{ borderTop: 1, borderColor: 'divider' }}>
      {error && (
        <Alert severity="error" onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      {files.length > 0 && (
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.75, px: 1.5, pt: 1 }} aria-label={t('attachments')}>
          {files.map((f) => (
            <Chip
              key={f.key}
              data-testid="pending-file"
              label={`${f.name} · ${formatFileSize(f.size)}`}
              icon={f.id ? <AttachFile /> : <CircularProgress size={14} aria-label={t('uploading', { name: f.name })} />}
              onDelete={() => setFiles((list) => list.filter((x) => x.key !== f.key))}
              deleteIcon={<Cancel role="button" aria-label={t('removeFile', { name: f.name })} aria-hidden={false} />}
              sx={{ maxWidth: '100%' }}
            />
          ))}
        </Stack>
      )}
      <Stack direction="row" spacing={1} sx={{ p: 1.5, alignItems: 'flex-end' }}>
        {!textOnly && (
          <Tooltip title={t('attach')}>
            <IconButton aria-label={t('attach')} onClick={() => input.current?.click()} sx={{ mb: 3 }} disabled={sending}>
              <AttachFile />
            </IconButton>
          </Tooltip>
        )}
        <input
          ref={input}
          id={inputId}
          type="file"
          multiple
          hidden
          aria-label={t('attach')}
          accept=".jpg,.jpeg,.png,.pdf,.doc,.docx"
          onChange={(e) => {
            add([...(e.target.files ?? [])]);
            e.target.value = '';
          }}
        />
        <TextField
          fullWidth
          multiline
          maxRows={6}
          size="small"
          label={'sendText' in props ? props.label : t('composer')}
          helperText={'sendText' in props ? props.hint : t('composerHint')}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onKeyDown}
          onPaste={textOnly ? undefined : onPaste}
          slotProps={{ htmlInput: { maxLength: CHAT_LIMITS.body } }}
        />
        <Button variant="contained" onClick={() => void send()} disabled={!ready} sx={{ mb: 3 }}>
          {t('send')}
        </Button>
      </Stack>
    </Box>
  );
}
