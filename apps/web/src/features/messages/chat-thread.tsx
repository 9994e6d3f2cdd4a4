import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CHAT_LIMITS, type ChatMessage } from '@salon/shared';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session/session-context.ts';
import { ChatComposer } from './chat-composer.tsx';
import { MessageAttachments } from './message-attachments.tsx';
import { deleteMessage, editMessage, fetchThread, useMarkReadMutation } from './messages.api.ts';

export type Subscribe = (listener: (message: ChatMessage) => void) => () => void;

const byTime = (a: ChatMessage, b: ChatMessage) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id);
function merge(list: ChatMessage[], more: ChatMessage[]): ChatMessage[] {
  const map = new Map(list.map((m) => [m.id, m]));
  for (const m of more) map.set(m.id, m);
  return [...map.values()].sort(byTime);
}
const time = (iso: string) => new Date(iso).toLocaleString([], { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/** One conversation's thread: scroll back for older pages, live messages, send, edit and delete own. */
export function ChatThread({
  conversationId,
  subscribe,
  height = '100%',
}: {
  conversationId: string;
  subscribe: Subscribe;
  height?: number | string;
}) {
  const { t } = useTranslation('messages');
  const { data: session } = useSession();
  const me = session?.user.id;
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [hasOlder, setHasOlder] = useState(false);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [editing, setEditing] = useState<{ id: string; body: string } | null>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const keepFromBottom = useRef<number | null>(0);
  const [markRead] = useMarkReadMutation();

  useEffect(() => {
    let live = true;
    setMessages([]);
    setLoading(true);
    keepFromBottom.current = 0;
    fetchThread(conversationId)
      .then((page) => {
        if (!live) return;
        setMessages(page);
        setHasOlder(page.length >= CHAT_LIMITS.page);
        void markRead(conversationId);
      })
      .catch(() => live && setError(t('sendFailed')))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [conversationId, markRead, t]);

  useEffect(
    () =>
      subscribe((message) => {
        if (message.conversationId !== conversationId) return;
        const el = scroller.current;
        keepFromBottom.current = el && el.scrollHeight - el.scrollTop - el.clientHeight < 80 ? 0 : null;
        setMessages((list) => merge(list, [message]));
        if (message.authorId !== me) void markRead(conversationId);
      }),
    [subscribe, conversationId, markRead, me],
  );

  // Stay at the bottom for new messages; keep the reading position when older ones are put above.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each change of the list it scrolls
  useLayoutEffect(() => {
    const el = scroller.current;
    if (el && keepFromBottom.current !== null) el.scrollTop = el.scrollHeight - el.clientHeight - keepFromBottom.current;
  }, [messages]);

  const loadOlder = useCallback(async () => {
    if (!hasOlder || loading || !messages[0]) return;
    setLoading(true);
    const el = scroller.current;
    keepFromBottom.current = el ? el.scrollHeight - el.scrollTop - el.clientHeight : null;
    try {
      const page = await fetchThread(conversationId, { before: messages[0].id });
      setHasOlder(page.length >= CHAT_LIMITS.page);
      setMessages((list) => merge(list, page));
    } finally {
      setLoading(false);
    }
  }, [hasOlder, loading, messages, conversationId]);

  const saveEdit = async () => {
    if (!editing?.body.trim()) return;
    const message = await editMessage(editing.id, { body: editing.body.trim() });
    setMessages((list) => merge(list, [message]));
    setEditing(null);
  };
  const remove = async (id: string) => {
    const message = await deleteMessage(id);
    setMessages((list) => merge(list, [message]));
  };

  return (
    <Stack sx={{ height, minHeight: 0, width: '100%' }}>
      <Box
        ref={scroller}
        onScroll={(e) => e.currentTarget.scrollTop < 40 && void loadOlder()}
        sx={{ flex: 1, overflowY: 'auto', px: 2, py: 1 }}
        role="log"
        aria-live="polite"
        aria-label={t('title')}
      >
        {hasOlder && (
          <Box sx={{ textAlign: 'center', mb: 1 }}>
            <Button size="small" onClick={() => void loadOlder()} disabled={loading}>
              {t('loadOlder')}
            </Button>
          </Box>
        )}
        {!loading && !messages.length && <Typography color="text.secondary">{t('noMessages')}</Typography>}
        {messages.map((m) => {
          const mine = m.authorId === me;
          return (
            <Box key={m.id} data-testid="chat-message" sx={{ display: 'flex', justifyContent: mine ? 'flex-end' : 'flex-start', my: 0.75 }}>
              <Box
                sx={{
                  maxWidth: '80%',
                  px: 1.5,
                  py: 1,
                  borderRadius: 2,
                  bgcolor: mine ? 'primary.main' : 'action.hover',
                  color: mine ? 'primary.contrastText' : 'text.primary',
                }}
              >
                <Typography variant="caption" component="div" sx={{ opacity: 0.9 }}>
                  {mine ? t('you') : m.authorName} · {time(m.createdAt)}
                  {m.editedAt && !m.deletedAt ? ` · ${t('edited')}` : ''}
                </Typography>
                {editing?.id === m.id ? (
                  <Stack spacing={1} sx={{ mt: 0.5, bgcolor: 'background.paper', p: 1, borderRadius: 1 }}>
                    <TextField
                      multiline
                      size="small"
                      label={t('edit')}
                      value={editing.body}
                      onChange={(e) => setEditing({ id: m.id, body: e.target.value })}
                      slotProps={{ htmlInput: { maxLength: CHAT_LIMITS.body } }}
                    />
                    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                      <Button size="small" onClick={() => setEditing(null)}>
                        {t('cancel')}
                      </Button>
                      <Button size="small" variant="contained" onClick={() => void saveEdit()}>
                        {t('save')}
                      </Button>
                    </Stack>
                  </Stack>
                ) : m.deletedAt || m.body ? (
                  <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontStyle: m.deletedAt ? 'italic' : undefined }}>
                    {m.deletedAt ? t('deleted') : m.body}
                  </Typography>
                ) : null}
                <MessageAttachments files={m.attachments} />
                {mine && !m.deletedAt && editing?.id !== m.id && (
                  <Stack direction="row" sx={{ justifyContent: 'flex-end' }} aria-label={t('messageActions')}>
                    <IconButton size="small" color="inherit" aria-label={t('edit')} onClick={() => setEditing({ id: m.id, body: m.body })}>
                      <EditOutlined fontSize="inherit" />
                    </IconButton>
                    <IconButton size="small" color="inherit" aria-label={t('delete')} onClick={() => void remove(m.id)}>
                      <DeleteOutlined fontSize="inherit" />
                    </IconButton>
                  </Stack>
                )}
              </Box>
            </Box>
          );
        })}
      </Box>
      {error && <Alert severity="error">{error}</Alert>}
      <ChatComposer
        conversationId={conversationId}
        onSent={(message) => {
          keepFromBottom.current = 0;
          setMessages((list) => merge(list, [message]));
        }}
      />
    </Stack>
  );
}
