import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CONTACT_CATEGORY_LABELS, CONTACT_MESSAGE_MAX, formatStoreDateTime, type SupportMessage, type SupportThread } from '@salon/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showRefusal } from './contact-fields.tsx';
import { HandledChip } from './status-chip.tsx';

export const supportTime = (zone: string, iso: string) => formatStoreDateTime(zone, iso, { weekday: false, year: true });

/** Who wrote (staff or customer), what about, open or handled; the sender's name, store and reply-to address. */
export function SupportThreadFacts({ thread }: { thread: SupportMessage }) {
  const { t } = useTranslation('help');
  return (
    <>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Chip size="small" label={thread.source === 'staff' ? t('fromStaff') : t('fromCustomer')} />
        <Chip size="small" variant="outlined" label={CONTACT_CATEGORY_LABELS[thread.category]} />
        <HandledChip handled={thread.handled} />
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {[thread.fromName, thread.storeName, thread.replyTo].filter(Boolean).join(' · ')}
      </Typography>
    </>
  );
}

/**
 * The first message and every reply, oldest first, on the store's (or brand's) clock. The sender reads their own
 * lines as "You"; support's lines always name who answered (several people share the support desk).
 */
export function SupportThreadLines({ thread, viewer }: { thread: SupportThread; viewer: 'support' | 'sender' }) {
  const { t } = useTranslation('help');
  const lines = [
    { id: thread.id, mine: viewer === 'sender', who: thread.fromName, body: thread.message, at: thread.createdAt },
    ...thread.replies.map((r) => ({
      id: r.id,
      mine: (r.author === 'sender') === (viewer === 'sender'),
      who: r.author === 'support' ? `${t('fromSupport')} · ${r.authorName}` : r.authorName,
      body: r.body,
      at: r.createdAt,
    })),
  ];
  return (
    <Stack component="ol" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {lines.map((line) => (
        <Box
          component="li"
          key={line.id}
          data-testid="support-line"
          sx={{
            p: 1.5,
            borderRadius: 1,
            bgcolor: line.mine ? 'action.selected' : 'action.hover',
            ml: line.mine ? { xs: 2, sm: 6 } : 0,
            mr: line.mine ? 0 : { xs: 2, sm: 6 },
          }}
        >
          <Typography variant="caption" color="text.secondary" component="p">
            {`${line.mine && viewer === 'sender' ? t('you') : line.who} · ${supportTime(thread.timezone, line.at)}`}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{line.body}</Typography>
        </Box>
      ))}
    </Stack>
  );
}

/** A text box and its send button; a refusal shows under the box, and the box empties once sent. */
export function SupportReplyBox({
  label,
  sendLabel,
  onSend,
}: {
  label: string;
  sendLabel: string;
  onSend: (body: string) => Promise<unknown>;
}) {
  const { t } = useTranslation('help');
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const send = async () => {
    setError(undefined);
    setFailure(null);
    setBusy(true);
    try {
      await onSend(body);
      setBody('');
    } catch (caught) {
      const sentence = showRefusal(caught, (_name, message) => setError(message), t('answerFailed'));
      setFailure(sentence);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack spacing={1}>
      {failure && !error ? <Alert severity="error">{failure}</Alert> : null}
      <TextField
        id={id}
        label={label}
        value={body}
        onChange={(e) => setBody(e.target.value)}
        multiline
        minRows={3}
        error={!!error}
        helperText={error}
        slotProps={{ htmlInput: { maxLength: CONTACT_MESSAGE_MAX } }}
      />
      <div>
        <Button variant="contained" onClick={() => void send()} disabled={busy}>
          {sendLabel}
        </Button>
      </div>
    </Stack>
  );
}
