import { useMemo } from 'react';
import { useUnreadChatMarkers } from '../../messages/use-unread-chat-markers.ts';
import type { Calendar } from '../calendar.api.ts';
import { useCalendarEvents } from './use-calendar-events.ts';

/**
 * The columns and events the calendar shows: every cutter, one, or those on shift that day (`filter`), the chosen
 * statuses (none chosen: all), each appointment marked when its chat has unread messages.
 */
export function useShownEvents({
  storeId,
  data,
  timezone,
  filter,
  statuses,
}: {
  storeId: string;
  data: Calendar | undefined;
  timezone: string;
  /** 'all', 'on-shift' or a cutter's id. */
  filter: string;
  statuses: readonly string[];
}) {
  const resourcesAll = useMemo(() => data?.resources ?? [], [data]);
  const shownCutters = useMemo(() => {
    if (filter === 'all') return null;
    if (filter === 'on-shift') return new Set((data?.shifts ?? []).map((s) => s.resourceId));
    return new Set([filter]);
  }, [filter, data]);
  const resources = useMemo(
    () => (shownCutters ? resourcesAll.filter((r) => shownCutters.has(r.id)) : resourcesAll),
    [resourcesAll, shownCutters],
  );
  const statusSet = useMemo(() => new Set(statuses), [statuses]);
  const shown = useCalendarEvents({ events: data?.events, timezone, resourcesAll, shownCutters, statuses: statusSet });
  const events = useUnreadChatMarkers(storeId, shown.events);
  return { resourcesAll, resources, events, nameOf: shown.nameOf, timeOf: shown.timeOf };
}
