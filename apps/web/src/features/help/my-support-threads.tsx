import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { HandledChip } from './status-chip.tsx';
import { type Sender, useAnswerSupportMutation, useMySupportThreadsQuery, useSeenSupportMutation } from './contact-us.api.ts';
import { SupportReplyBox, SupportThreadLines } from './support-thread-view.tsx';

/**
 * The sender's own messages to support with the replies; they answer in place (which reopens the message). A reply
 * they have not seen is marked New for this visit and counted as seen on the server.
 */
export function MySupportThreads({ who }: { who: Sender }) {
  const { t } = useTranslation('help');
  const { data = [] } = useMySupportThreadsQuery(who);
  const [answer] = useAnswerSupportMutation();
  const [seen] = useSeenSupportMutation();
  const unseen = data
    .filter((thread) => thread.newReplies > 0)
    .map((thread) => thread.id)
    .join(',');
  useEffect(() => {
    for (const id of unseen ? unseen.split(',') : []) void seen({ who, id });
  }, [unseen, seen, who]);
  return (
    <Stack component="section" aria-labelledby="my-support-heading" spacing={1.5}>
      <Typography id="my-support-heading" component="h2" variant="h6">
        {t('myMessages')}
      </Typography>
      {data.length === 0 ? <Typography color="text.secondary">{t('myMessagesNone')}</Typography> : null}
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {data.map((thread) => (
          <Paper
            key={thread.id}
            component="li"
            variant="outlined"
            sx={{ p: 2 }}
            data-testid="my-support-thread"
            aria-labelledby={`my-support-${thread.id}`}
          >
            <Stack spacing={1.5}>
              <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                <Typography
                  id={`my-support-${thread.id}`}
                  component="h3"
                  variant="subtitle1"
                  sx={{ fontWeight: 600, flex: 1, overflowWrap: 'anywhere' }}
                >
                  {thread.subject}
                </Typography>
                {thread.newReplies > 0 ? (
                  <Chip size="small" color="primary" label={t('newReplies', { count: thread.newReplies })} data-testid="new-reply" />
                ) : null}
                <HandledChip handled={thread.handled} />
              </Stack>
              <SupportThreadLines thread={thread} viewer="sender" />
              {thread.replies.length === 0 ? (
                <Typography variant="body2" color="text.secondary">
                  {t('awaitingReply')}
                </Typography>
              ) : null}
              <SupportReplyBox
                label={t('answerLabel')}
                sendLabel={t('answerSend')}
                onSend={(body) => answer({ who, id: thread.id, body }).unwrap()}
              />
            </Stack>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
