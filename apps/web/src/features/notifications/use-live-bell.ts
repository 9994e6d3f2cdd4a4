import { bellEventSchema } from '@salon/shared';
import { useEffect, useState } from 'react';
import { useAppDispatch } from '../../app/hooks.ts';
import { chatConnectionOpen, subscribeChatConnection } from '../messages/chat-connection.ts';
import { notificationsApi } from './notifications.api.ts';

/**
 * Keeps the bell live over the tab's chat socket: the server says when this person's bell changed and the list
 * is read again (also after a reconnect, for what changed meanwhile). Answers whether the socket is up, so the
 * bell polls slowly only while it is down.
 */
export function useLiveBell(): boolean {
  const dispatch = useAppDispatch();
  const [live, setLive] = useState(chatConnectionOpen);
  useEffect(() => {
    const reread = () => dispatch(notificationsApi.util.invalidateTags(['Notifications']));
    setLive(chatConnectionOpen());
    return subscribeChatConnection({
      onOpen: (reconnected) => {
        setLive(true);
        if (reconnected) reread();
      },
      onDown: () => setLive(false),
      onEvent: (data) => {
        if (bellEventSchema.safeParse(data).success) reread();
      },
    });
  }, [dispatch]);
  return live;
}
