import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { hasAccess } from '@salon/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSupportMessagesQuery } from '../help/contact-us.api.ts';
import { useSession } from '../session/session-context.ts';
import { useChatFeed } from './chat-listeners.ts';
import { ChatThread } from './chat-thread.tsx';
import { ConversationRow, entries, type Shown, ShownFilter, SupportRow } from './conversation-list.tsx';
import { useConversationsQuery } from './messages.api.ts';
import { NewConversationDialog } from './new-conversation-dialog.tsx';
import { SUPPORT_POLL_MS, SupportConversation } from './support-conversation.tsx';

/**
 * /admin/messages: the person's conversations (unread counts, last message) and the open thread. Holders of
 * read_contact_messages also see the brand's contact-us threads (marked Support), read again every 30 seconds.
 */
export function MessagesPage() {
  const { t } = useTranslation('messages');
  const [params, setParams] = useSearchParams();
  const { data: session } = useSession();
  const supportDesk = hasAccess(session?.accessControls, ['read_contact_messages']);
  const selectedSupport = supportDesk ? params.get('s') : null;
  const selected = selectedSupport ?? params.get('c');
  const narrow = useMediaQuery('(max-width:899.95px)');
  const conversations = useConversationsQuery();
  const support = useSupportMessagesQuery('all', { skip: !supportDesk, pollingInterval: SUPPORT_POLL_MS, refetchOnFocus: true });
  const subscribe = useChatFeed();
  const [creating, setCreating] = useState<'direct' | 'group' | null>(null);
  const [shown, setShown] = useState<Shown>('all');
  const open = (id: string | null, kind: 'c' | 's' = 'c') => setParams(id ? { [kind]: id } : {}, { replace: false });
  const list = entries(conversations.data ?? [], supportDesk ? (support.data ?? []) : [], shown);
  const current = selectedSupport ? undefined : conversations.data?.find((c) => c.id === selected);
  const currentSupport = selectedSupport ? support.data?.find((m) => m.id === selectedSupport) : undefined;
  const showList = !narrow || !selected;
  const showThread = !narrow || !!selected;

  return (
    <Stack spacing={2}>
      <Stack direction="row" useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h1" sx={{ fontSize: '1.75rem', flex: 1 }}>
          {t('title')}
        </Typography>
        <Button variant="contained" onClick={() => setCreating('direct')}>
          {t('newDirect')}
        </Button>
        <Button variant="outlined" onClick={() => setCreating('group')}>
          {t('newGroup')}
        </Button>
      </Stack>
      <Paper
        variant="outlined"
        sx={{ display: 'flex', height: { xs: 'calc(100dvh - 190px)', md: 'calc(100dvh - 200px)' }, minHeight: 420 }}
      >
        {showList && (
          <Box
            component="nav"
            aria-label={t('conversations')}
            sx={{ width: { xs: '100%', md: 340 }, borderRight: { md: 1 }, borderColor: 'divider', overflowY: 'auto' }}
          >
            {supportDesk && <ShownFilter value={shown} onChange={setShown} />}
            {conversations.isSuccess && (!supportDesk || support.isSuccess) && list.length === 0 && (
              <Typography sx={{ p: 2 }} color="text.secondary">
                {shown === 'support' ? t('noSupport') : t('noConversations')}
              </Typography>
            )}
            <List component="div" disablePadding>
              {list.map((e) =>
                e.kind === 'chat' ? (
                  <ConversationRow key={e.id} conversation={e.conversation} selected={e.id === selected} onOpen={() => open(e.id)} />
                ) : (
                  <SupportRow key={e.id} message={e.message} selected={e.id === selected} onOpen={() => open(e.id, 's')} />
                ),
              )}
            </List>
          </Box>
        )}
        {showThread && (
          <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
            {currentSupport ? (
              <SupportConversation key={currentSupport.id} message={currentSupport} onBack={narrow ? () => open(null) : undefined} />
            ) : current ? (
              <>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', px: 1.5, py: 1, borderBottom: 1, borderColor: 'divider' }}>
                  {narrow && (
                    <IconButton aria-label={t('back')} onClick={() => open(null)}>
                      <ArrowBack />
                    </IconButton>
                  )}
                  <Typography variant="h2" sx={{ fontSize: '1.125rem', flex: 1 }}>
                    {current.title}
                  </Typography>
                  <Chip size="small" label={t(`kind.${current.kind}`)} />
                </Stack>
                <Box sx={{ flex: 1, minHeight: 0 }}>
                  <ChatThread conversationId={current.id} subscribe={subscribe} />
                </Box>
              </>
            ) : (
              <Typography sx={{ p: 3 }} color="text.secondary">
                {t('chooseConversation')}
              </Typography>
            )}
          </Box>
        )}
      </Paper>
      {creating && (
        <NewConversationDialog
          kind={creating}
          onClose={() => setCreating(null)}
          onOpened={(c) => {
            setCreating(null);
            open(c.id);
          }}
        />
      )}
    </Stack>
  );
}
