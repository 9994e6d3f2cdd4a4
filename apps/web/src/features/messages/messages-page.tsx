import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Conversation } from '@salon/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useChatFeed } from './chat-listeners.ts';
import { ChatThread } from './chat-thread.tsx';
import { useConversationsQuery } from './messages.api.ts';
import { NewConversationDialog } from './new-conversation-dialog.tsx';

/** /admin/messages: the person's conversations (unread counts, last message) and the open thread. */
export function MessagesPage() {
  const { t } = useTranslation('messages');
  const [params, setParams] = useSearchParams();
  const selected = params.get('c');
  const narrow = useMediaQuery('(max-width:899.95px)');
  const conversations = useConversationsQuery();
  const subscribe = useChatFeed();
  const [creating, setCreating] = useState<'direct' | 'group' | null>(null);
  const open = (id: string | null) => setParams(id ? { c: id } : {}, { replace: false });
  const current = conversations.data?.find((c) => c.id === selected);
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
            {conversations.data?.length === 0 && (
              <Typography sx={{ p: 2 }} color="text.secondary">
                {t('noConversations')}
              </Typography>
            )}
            <List component="div" disablePadding>
              {(conversations.data ?? []).map((c) => (
                <ConversationRow key={c.id} conversation={c} selected={c.id === selected} onOpen={() => open(c.id)} />
              ))}
            </List>
          </Box>
        )}
        {showThread && (
          <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
            {current ? (
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

function ConversationRow({ conversation: c, selected, onOpen }: { conversation: Conversation; selected: boolean; onOpen: () => void }) {
  const { t } = useTranslation('messages');
  const last = c.lastMessage;
  const preview = last ? (last.deletedAt ? t('deleted') : `${last.authorName.split(' ')[0]}: ${last.body}`) : t('noMessages');
  return (
    <ListItemButton
      selected={selected}
      onClick={onOpen}
      divider
      data-testid="conversation-row"
      aria-current={selected ? 'true' : undefined}
    >
      <ListItemText
        primary={c.title}
        secondary={preview}
        slotProps={{ primary: { noWrap: true, sx: { fontWeight: c.unread ? 700 : 400 } }, secondary: { noWrap: true } }}
        sx={{ minWidth: 0, mr: 1 }}
      />
      {c.unread > 0 && <Chip size="small" color="primary" label={c.unread} aria-label={t('unread', { count: c.unread })} />}
    </ListItemButton>
  );
}
