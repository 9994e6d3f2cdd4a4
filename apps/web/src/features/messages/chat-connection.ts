import { apiBaseUrl } from '../../api/env.ts';
import { backoffMs } from '../calendar/use-calendar-socket.ts';

/** What listens on the chat socket: every event (parsed JSON), and each open (reconnected: after a drop). */
export interface ChatConnectionListener {
  onEvent(data: unknown): void;
  onOpen?(reconnected: boolean): void;
  onDown?(): void;
}

async function socketUrl(): Promise<string> {
  const base = new URL(await apiBaseUrl(), window.location.href);
  base.protocol = base.protocol === 'https:' ? 'wss:' : 'ws:';
  base.pathname = `${base.pathname.replace(/\/+$/, '')}/Chat/Realtime`;
  return base.toString();
}

const listeners = new Set<ChatConnectionListener>();
let socket: WebSocket | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;
let attempt = 0;
let opens = 0;
let running = false;

async function connect(): Promise<void> {
  const url = await socketUrl();
  if (!running) return;
  const next = new WebSocket(url);
  socket = next;
  next.onopen = () => {
    attempt = 0;
    opens += 1;
    for (const l of [...listeners]) l.onOpen?.(opens > 1);
  };
  next.onmessage = (event) => {
    let data: unknown;
    try {
      data = JSON.parse(String(event.data));
    } catch {
      return;
    }
    for (const l of [...listeners]) l.onEvent(data);
  };
  next.onclose = () => {
    if (!running || socket !== next) return;
    for (const l of [...listeners]) l.onDown?.();
    attempt += 1;
    timer = setTimeout(() => void connect(), backoffMs(attempt - 1));
  };
}

/** Whether the shared chat socket is open now. */
export const chatConnectionOpen = () => socket?.readyState === WebSocket.OPEN;

/**
 * The tab's one chat socket (the session cookie signs it in), shared by the chat screens and the bell: opened
 * with the first listener, closed with the last, reconnecting with backoff in between.
 */
export function subscribeChatConnection(listener: ChatConnectionListener): () => void {
  listeners.add(listener);
  if (!running) {
    running = true;
    attempt = 0;
    opens = 0;
    void connect();
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size || !running) return;
    running = false;
    clearTimeout(timer);
    const s = socket;
    socket = null;
    s?.close();
  };
}
