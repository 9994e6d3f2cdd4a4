import { type ChatMessage, chatEventSchema } from '@salon/shared';
import { useEffect, useRef } from 'react';
import { useAppDispatch } from '../../app/hooks.ts';
import { subscribeChatConnection } from './chat-connection.ts';
import { fetchSince, messagesApi } from './messages.api.ts';

/**
 * The person's chat messages on the tab's chat socket. Each message goes to `onMessage` and refreshes the
 * conversation list; after a reconnect, what was sent meanwhile is fetched (Chat/Since the last message id seen).
 */
export function useChatSocket(onMessage: (message: ChatMessage) => void): void {
  const dispatch = useAppDispatch();
  const handler = useRef(onMessage);
  handler.current = onMessage;

  useEffect(() => {
    let lastId: string | undefined;
    const take = (message: ChatMessage) => {
      lastId = message.id;
      handler.current(message);
    };
    const refresh = () => dispatch(messagesApi.util.invalidateTags(['Conversations', 'AppointmentUnread']));
    void fetchSince(undefined)
      .catch(() => [])
      .then((newest) => {
        lastId ??= newest[0]?.id;
      });
    return subscribeChatConnection({
      onOpen: async (reconnected) => {
        if (!reconnected || !lastId) return;
        for (const missed of await fetchSince(lastId).catch(() => [])) take(missed);
        refresh();
      },
      onEvent: (data) => {
        const parsed = chatEventSchema.safeParse(data);
        if (!parsed.success) return;
        if (parsed.data.type === 'message.created') take(parsed.data.message);
        else handler.current(parsed.data.message);
        refresh();
      },
    });
  }, [dispatch]);
}
