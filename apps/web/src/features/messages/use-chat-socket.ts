import { type ChatMessage, chatEventSchema } from '@salon/shared';
import { useEffect, useRef } from 'react';
import { apiBaseUrl } from '../../api/env.ts';
import { useAppDispatch } from '../../app/hooks.ts';
import { backoffMs } from '../calendar/use-calendar-socket.ts';
import { fetchSince, messagesApi } from './messages.api.ts';

async function socketUrl(): Promise<string> {
  const base = new URL(await apiBaseUrl(), window.location.href);
  base.protocol = base.protocol === 'https:' ? 'wss:' : 'ws:';
  base.pathname = `${base.pathname.replace(/\/+$/, '')}/Chat/Realtime`;
  return base.toString();
}

/**
 * The person's chat socket (the session cookie signs it in). Each message goes to `onMessage` and refreshes the
 * conversation list; after a reconnect, what was sent meanwhile is fetched (Chat/Since the last message id seen).
 */
export function useChatSocket(onMessage: (message: ChatMessage) => void): void {
  const dispatch = useAppDispatch();
  const handler = useRef(onMessage);
  handler.current = onMessage;

  useEffect(() => {
    let socket: WebSocket | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let stopped = false;
    let lastId: string | undefined;
    const take = (message: ChatMessage) => {
      lastId = message.id;
      handler.current(message);
    };
    const refresh = () => dispatch(messagesApi.util.invalidateTags(['Conversations', 'AppointmentUnread']));
    const connect = async () => {
      if (!lastId) lastId = (await fetchSince(undefined).catch(() => []))[0]?.id;
      const url = await socketUrl();
      if (stopped) return;
      const next = new WebSocket(url);
      socket = next;
      next.onopen = async () => {
        if (attempt > 0 && lastId) {
          for (const missed of await fetchSince(lastId).catch(() => [])) take(missed);
          refresh();
        }
        attempt = 0;
      };
      next.onmessage = (event) => {
        let data: unknown;
        try {
          data = JSON.parse(String(event.data));
        } catch {
          return;
        }
        const parsed = chatEventSchema.safeParse(data);
        if (!parsed.success) return;
        if (parsed.data.type === 'message.created') take(parsed.data.message);
        else handler.current(parsed.data.message);
        refresh();
      };
      next.onclose = () => {
        if (stopped || socket !== next) return;
        attempt += 1;
        timer = setTimeout(() => void connect(), backoffMs(attempt - 1));
      };
    };
    void connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      socket?.close();
    };
  }, [dispatch]);
}
