import { hasAccess } from '@salon/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalEvent } from '../calendar/components/calendar-view.tsx';
import { useSession } from '../session/session-context.ts';
import { useAppointmentUnreadQuery } from './messages.api.ts';

/**
 * Marks the calendar's appointments whose chat has messages the person has not read. The list refreshes with the
 * calendar (a chat message publishes calendar.changed) and once a minute.
 */
export function useUnreadChatMarkers(storeId: string, events: CalEvent[]): CalEvent[] {
  const { t } = useTranslation('messages');
  const { data: session } = useSession();
  const allowed = hasAccess(session?.accessControls, ['appointment_chat']);
  const unread = useAppointmentUnreadQuery(storeId, { skip: !allowed || !storeId, pollingInterval: 60_000 });
  return useMemo(() => {
    const ids = new Set(unread.data ?? []);
    if (!ids.size) return events;
    return events.map((e) => (ids.has(e.id) ? { ...e, unreadChat: true, chatLabel: t('unreadChat') } : e));
  }, [events, unread.data, t]);
}
