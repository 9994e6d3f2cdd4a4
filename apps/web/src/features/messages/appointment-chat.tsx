import ChatBubbleOutlined from '@mui/icons-material/ChatBubbleOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { Conversation } from '@salon/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/api-error.ts';
import { useChatFeed } from './chat-listeners.ts';
import { ChatThread } from './chat-thread.tsx';
import { useOpenAppointmentChatMutation } from './messages.api.ts';

/** The appointment details' chat button: opens (and on first use makes) the appointment's conversation. */
export function AppointmentChatButton({ appointmentId }: { appointmentId: string }) {
  const { t } = useTranslation('messages');
  const [open, { isLoading, error }] = useOpenAppointmentChatMutation();
  const [conversation, setConversation] = useState<Conversation | null>(null);
  const [failed, setFailed] = useState(false);
  const start = async () => {
    setFailed(false);
    const result = await open(appointmentId);
    if ('data' in result && result.data) setConversation(result.data);
    else setFailed(true);
  };
  return (
    <>
      <Button startIcon={<ChatBubbleOutlined />} onClick={() => void start()} disabled={isLoading}>
        {t('openChat')}
      </Button>
      {failed && error ? <Alert severity="error">{errorMessage(error)}</Alert> : null}
      {conversation ? <AppointmentChatDialog conversation={conversation} onClose={() => setConversation(null)} /> : null}
    </>
  );
}

function AppointmentChatDialog({ conversation, onClose }: { conversation: Conversation; onClose: () => void }) {
  const { t } = useTranslation('messages');
  const subscribe = useChatFeed();
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{`${t('appointmentChat')}: ${conversation.title.replace(/^Appointment: /, '')}`}</DialogTitle>
      <DialogContent sx={{ p: 0, height: 420, display: 'flex' }}>
        <ChatThread conversationId={conversation.id} subscribe={subscribe} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
