// The calendar's events as the calendar library draws them: floating times on the store's clock, labels a screen
// reader reads, and whether each may be moved or stretched by this person.
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../session/session-context.ts';
import { canMove, canStretch } from '../calendar-actions.ts';
import type { CalendarEvent, CalendarResource } from '../calendar.api.ts';
import { toFloating } from '../calendar-time.ts';
import type { CalEvent } from './calendar-view.tsx';

const addMinutes = (d: Date, minutes: number) => new Date(d.getTime() + minutes * 60_000);

export function useCalendarEvents({
  events: source,
  timezone,
  resourcesAll,
  shownCutters,
  statuses,
}: {
  events: readonly CalendarEvent[] | undefined;
  timezone: string;
  resourcesAll: readonly CalendarResource[];
  /** The cutters shown (null: all). */
  shownCutters: ReadonlySet<string> | null;
  /** The statuses shown (empty: all). */
  statuses?: ReadonlySet<string>;
}) {
  const { t, i18n } = useTranslation('calendar');
  const { data: session } = useSession();
  const controls = session?.accessControls;
  const names = useMemo(() => new Map(resourcesAll.map((r) => [r.id, r.name])), [resourcesAll]);
  const nameOf = useCallback((id: string) => names.get(id) ?? '', [names]);
  // A status's words once per status, not three times per event (a busy day has 400).
  const statusText = useMemo(() => {
    const byStatus = new Map<string, string>();
    return (status: CalendarEvent['status']) => {
      let text = byStatus.get(status);
      if (text === undefined) {
        text = t(`status.${status}` as never, { ns: 'appointments' });
        byStatus.set(status, text);
      }
      return text;
    };
  }, [t]);
  // One formatter per language and one string per minute of the day: a busy day has 800 times to show.
  const timeOf = useMemo(() => {
    const formatter = new Intl.DateTimeFormat(i18n.language, { hour: 'numeric', minute: '2-digit' });
    const byMinute = new Map<number, string>();
    return (d: Date) => {
      const minute = d.getHours() * 60 + d.getMinutes();
      let text = byMinute.get(minute);
      if (text === undefined) {
        text = formatter.format(d);
        byMinute.set(minute, text);
      }
      return text;
    };
  }, [i18n.language]);

  const describe = useCallback(
    (e: Pick<CalEvent, 'source' | 'title' | 'resourceId' | 'start' | 'end'>) =>
      e.source.kind === 'block'
        ? t('blockLabel', { label: e.title, cutter: nameOf(e.resourceId), from: timeOf(e.start), to: timeOf(e.end) })
        : t('eventLabel', {
            title: e.title,
            status: statusText(e.source.status),
            cutter: nameOf(e.resourceId),
            from: timeOf(e.start),
            to: timeOf(e.end),
          }),
    [t, nameOf, timeOf, statusText],
  );

  const colorOf = useMemo(() => new Map(resourcesAll.map((r) => [r.id, r.color])), [resourcesAll]);
  // The flags are read once per status, not once per event (400 events walk the access tree otherwise).
  const editable = useMemo(() => {
    const byStatus = new Map<string, { movable: boolean; resizable: boolean }>();
    return (status: CalendarEvent['status']) => {
      let found = byStatus.get(status);
      if (!found) {
        found = { movable: canMove(status, controls), resizable: canStretch(status, controls) };
        byStatus.set(status, found);
      }
      return found;
    };
  }, [controls]);
  const events = useMemo<CalEvent[]>(
    () =>
      (source ?? [])
        .filter((e) => !shownCutters || shownCutters.has(e.resourceId))
        .filter((e) => !statuses?.size || e.kind === 'block' || statuses.has(e.status))
        .map((e) => {
          const shown = {
            title: e.title,
            start: toFloating(e.start, timezone),
            end: toFloating(e.end, timezone),
            resourceId: e.resourceId,
            source: e,
          };
          return {
            ...shown,
            id: e.id,
            label: describe(shown),
            extra:
              e.kind === 'block'
                ? nameOf(e.resourceId)
                : `${statusText(e.status)}, ${nameOf(e.resourceId)}${e.processing
                    .map(
                      (p) =>
                        `, ${t('processingWindow', { from: timeOf(addMinutes(shown.start, p.from)), to: timeOf(addMinutes(shown.start, p.to)) })}`,
                    )
                    .join('')}`,
            prefs: e.beverage || e.music ? [statusText(e.status), e.beverage, e.music].filter(Boolean).join(' · ') : null,
            cutterColor: colorOf.get(e.resourceId) ?? null,
            minutes: Math.round((shown.end.getTime() - shown.start.getTime()) / 60_000),
            // A split visit's part is dragged (issue 20): to another time the whole visit moves, to another cutter
            // only that part; it is not stretched (its services and length are not edited).
            movable: e.kind === 'appointment' && editable(e.status).movable,
            resizable: e.kind === 'appointment' && !e.visitId && editable(e.status).resizable,
          };
        }),
    [source, shownCutters, statuses, colorOf, editable, timezone, describe, nameOf, t, timeOf, statusText],
  );
  return { events, nameOf, timeOf };
}
