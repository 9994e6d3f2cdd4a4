import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SupportMessage } from '@salon/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useReplyToSupportMessageMutation,
  useSetSupportMessageHandledMutation,
  useSupportSeenMutation,
  useSupportThreadQuery,
} from '../help/contact-us.api.ts';
import { SupportThreadFacts, SupportThreadLines } from '../help/support-thread-view.tsx';
import { ChatComposer } from './chat-composer.tsx';

/** How often an open contact thread is read again (the sender answers by the customer site or by email). */
export const SUPPORT_POLL_MS = 30_000;

/**
 * A contact-us thread in /admin/messages' thread pane: the same lines as /admin/contact-us, answered with the chat
 * composer through the contact-thread reply (emailed to the sender), handled or reopened from the header. Opening it,
 * and anything new the sender writes while it is open, marks it seen for support.
 */
export function SupportConversation({ message, onBack }: { message: SupportMessage; onBack?: () => void }) {
  const { t } = useTranslation('messages');
  const { t: th } = useTranslation('help');
  const { data: thread } = useSupportThreadQuery(message.id, { pollingInterval: SUPPORT_POLL_MS });
  const [reply] = useReplyToSupportMessageMutation();
  const [setHandled, handling] = useSetSupportMessageHandledMutation();
  const [seen] = useSupportSeenMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const lines = thread ? thread.replies.length : 0;

  useEffect(() => {
    if (message.unread > 0) void seen(message.id);
  }, [message.id, message.unread, seen]);
  useEffect(() => {
    if (lines >= 0 && scroller.current) scroller.current.scrollTop = scroller.current.scrollHeight;
  }, [lines]);

  const handled = thread?.handled ?? message.handled;
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', px: 1.5, py: 1, borderBottom: 1, borderColor: 'divider' }}>
        {onBack && (
          <IconButton aria-label={t('back')} onClick={onBack}>
            <ArrowBack />
          </IconButton>
        )}
        <Typography variant="h2" sx={{ fontSize: '1.125rem', flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          {message.subject}
        </Typography>
        <Chip size="small" color="secondary" label={t('kind.support')} />
        <Button size="small" onClick={() => void setHandled({ id: message.id, handled: !handled })} disabled={handling.isLoading}>
          {handled ? th('reopen') : th('markHandled')}
        </Button>
      </Stack>
      <Box ref={scroller} sx={{ flex: 1, minHeight: 0, overflowY: 'auto', p: 1.5 }} data-testid="support-pane">
        {thread ? (
          <Stack spacing={1.5}>
            <SupportThreadFacts thread={thread} />
            <SupportThreadLines thread={thread} viewer="support" />
          </Stack>
        ) : null}
      </Box>
      {sentTo ? (
        <Alert severity="success" onClose={() => setSentTo(null)}>
          {th('replySent', { address: sentTo })}
        </Alert>
      ) : null}
      <ChatComposer
        label={t('supportComposer', { name: message.fromName || th('fromCustomer') })}
        hint={t('supportComposerHint')}
        sendText={async (body) => {
          setSentTo(null);
          const answered = await reply({ id: message.id, body }).unwrap();
          setSentTo(answered.replyTo);
        }}
      />
    </>
  );
}
