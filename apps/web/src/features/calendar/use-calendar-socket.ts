import { calendarChangedEventSchema } from '@salon/shared';
import { useEffect, useRef, useState } from 'react';
import { apiBaseUrl } from '../../api/env.ts';
import { useAppDispatch } from '../../app/hooks.ts';
import { calendarApi } from './calendar.api.ts';

export type SocketStatus = 'connecting' | 'live' | 'reconnecting';

const MAX_BACKOFF_MS = 30_000;

/** The reconnect delay after `attempt` failures: 1 s, 2 s, 4 s ... up to 30 s, with a little jitter. */
export function backoffMs(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** Math.max(0, attempt));
  return Math.round(base * (0.8 + random() * 0.4));
}

async function socketUrl(storeId: string): Promise<string> {
  const base = new URL(await apiBaseUrl(), window.location.href);
  base.protocol = base.protocol === 'https:' ? 'wss:' : 'ws:';
  base.pathname = `${base.pathname.replace(/\/+$/, '')}/realtime`;
  base.search = new URLSearchParams({ storeId }).toString();
  return base.toString();
}

/**
 * Listens to the store's calendar.changed events (the session cookie signs the socket in) and refetches
 * the calendar when a shown day changed; reconnects with backoff and refetches after a gap.
 */
export function useCalendarSocket(storeId: string, shownDays: readonly string[]): SocketStatus {
  const dispatch = useAppDispatch();
  const [status, setStatus] = useState<SocketStatus>('connecting');
  const days = useRef(shownDays);
  days.current = shownDays;

  useEffect(() => {
    let socket: WebSocket | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let stopped = false;
    let everOpen = false;
    const refetch = (appointmentId?: string) =>
      dispatch(calendarApi.util.invalidateTags(appointmentId ? ['Calendar', { type: 'Appointment', id: appointmentId }] : ['Calendar']));

    const connect = async () => {
      const url = await socketUrl(storeId);
      if (stopped) return;
      const next = new WebSocket(url);
      socket = next;
      next.onopen = () => {
        if (everOpen) refetch(); // events may have been missed while away
        everOpen = true;
        attempt = 0;
        setStatus('live');
      };
      next.onmessage = (message) => {
        let data: unknown;
        try {
          data = JSON.parse(String(message.data));
        } catch {
          return;
        }
        const event = calendarChangedEventSchema.safeParse(data);
        if (!event.success || event.data.storeId !== storeId) return;
        if (days.current.includes(event.data.date)) refetch(event.data.appointmentId);
      };
      // Any close but our own reconnects, among them 1012 (a server restarting or deploying: the next
      // attempt, about 1 s later, reaches another instance or the restarted one).
      next.onclose = () => {
        if (stopped || socket !== next) return;
        setStatus('reconnecting');
        timer = setTimeout(() => void connect(), backoffMs(attempt));
        attempt += 1;
      };
    };
    setStatus('connecting');
    void connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      socket?.close();
    };
  }, [storeId, dispatch]);

  return status;
}
