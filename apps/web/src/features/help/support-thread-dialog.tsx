import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useReplyToSupportMessageMutation,
  useSetSupportMessageHandledMutation,
  useSupportSeenMutation,
  useSupportThreadQuery,
} from './contact-us.api.ts';
import { SupportReplyBox, SupportThreadFacts, SupportThreadLines } from './support-thread-view.tsx';

/** Support opens a received message (now seen): the conversation, a reply (emailed to the sender), handled or reopen. */
export function SupportThreadDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation('help');
  const { data: thread } = useSupportThreadQuery(id);
  const [reply] = useReplyToSupportMessageMutation();
  const [setHandled, handling] = useSetSupportMessageHandledMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  // Opened here, it is read: /admin/messages no longer counts it unread.
  const [seen] = useSupportSeenMutation();
  useEffect(() => {
    void seen(id);
  }, [id, seen]);
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={fullScreen} aria-labelledby="support-thread-title">
      <DialogTitle id="support-thread-title">{thread ? t('threadOf', { subject: thread.subject }) : t('openThread')}</DialogTitle>
      <DialogContent dividers>
        {thread ? (
          <Stack spacing={2}>
            <SupportThreadFacts thread={thread} />
            <SupportThreadLines thread={thread} viewer="support" />
            {sentTo ? <Alert severity="success">{t('replySent', { address: sentTo })}</Alert> : null}
            <SupportReplyBox
              label={t('replyLabel')}
              sendLabel={t('replySend')}
              onSend={async (body) => {
                setSentTo(null);
                const answered = await reply({ id, body }).unwrap();
                setSentTo(answered.replyTo);
              }}
            />
          </Stack>
        ) : null}
      </DialogContent>
      <DialogActions>
        {thread ? (
          <Button onClick={() => void setHandled({ id, handled: !thread.handled })} disabled={handling.isLoading}>
            {thread.handled ? t('reopen') : t('markHandled')}
          </Button>
        ) : null}
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
