import type { ChatMessage } from '@salon/shared';
import { useCallback, useRef } from 'react';
import type { Subscribe } from './chat-thread.tsx';
import { useChatSocket } from './use-chat-socket.ts';

/** The chat socket of a screen, shared by the threads it shows (each subscribes to the messages). */
export function useChatFeed(): Subscribe {
  const listeners = useRef(new Set<(message: ChatMessage) => void>());
  useChatSocket((message) => {
    for (const listener of listeners.current) listener(message);
  });
  return useCallback((listener) => {
    listeners.current.add(listener);
    return () => {
      listeners.current.delete(listener);
    };
  }, []);
}
