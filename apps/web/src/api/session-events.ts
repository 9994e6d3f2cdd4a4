/** Sign-in and sign-out in one tab reach the others (spec section 4). */
export const SESSION_CHANNEL = 'salon-auth';

export type SessionEventTrigger = 'signin' | 'signout' | 'session';

export interface SessionEventMessage {
  event: 'session';
  trigger: SessionEventTrigger;
  timestamp: number;
  /** The sending tab; a tab ignores its own messages (its listeners were called directly). */
  tabId: string;
}

type Listener = (message: SessionEventMessage) => void;

const localListeners = new Set<Listener>();
const TAB_ID = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

function isSessionMessage(value: unknown): value is SessionEventMessage {
  return typeof value === 'object' && value !== null && 'event' in value && value.event === 'session';
}

/** Tells this tab (listeners) and every other tab (BroadcastChannel) that the session changed. */
export function broadcastSessionChange(trigger: SessionEventTrigger): void {
  const message: SessionEventMessage = { event: 'session', trigger, timestamp: Date.now(), tabId: TAB_ID };
  for (const listener of localListeners) listener(message);
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(SESSION_CHANNEL);
  channel.postMessage(message);
  channel.close();
}

/** Subscribes to session changes from this tab and from other tabs; returns the unsubscribe. */
export function onSessionChange(listener: Listener): () => void {
  localListeners.add(listener);
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(SESSION_CHANNEL);
  if (channel) {
    channel.onmessage = (event: MessageEvent<unknown>) => {
      if (isSessionMessage(event.data) && event.data.tabId !== TAB_ID) listener(event.data);
    };
  }
  return () => {
    localListeners.delete(listener);
    channel?.close();
  };
}
