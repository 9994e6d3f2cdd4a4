// The repeat marker of a standing appointment's occurrences ("Every 3 weeks · 2 of 6"), for the calendar
// cards, the details and My appointments: the place among the series' kept (not cancelled) occurrences.
import { type SeriesMarker, seriesPosition } from '@salon/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { appointments } from '../../db/schema.ts';
import { appointmentSeries } from './standing.tables.ts';

export async function seriesMarkers(
  tx: Tx,
  tenantId: string,
  rows: readonly { id: string; seriesId: string | null; startsAt: Date }[],
): Promise<Map<string, SeriesMarker>> {
  const markers = new Map<string, SeriesMarker>();
  const ids = [...new Set(rows.flatMap((r) => (r.seriesId ? [r.seriesId] : [])))];
  if (!ids.length) return markers;
  const members = await tx
    .select({
      seriesId: appointments.seriesId,
      startsAt: appointments.startsAt,
      status: appointments.status,
      everyWeeks: appointmentSeries.everyWeeks,
    })
    .from(appointments)
    .innerJoin(
      appointmentSeries,
      and(eq(appointmentSeries.tenantId, appointments.tenantId), eq(appointmentSeries.id, appointments.seriesId)),
    )
    .where(and(eq(appointments.tenantId, tenantId), inArray(appointments.seriesId, ids)));
  for (const r of rows) {
    if (!r.seriesId) continue;
    const mine = members.filter((m) => m.seriesId === r.seriesId);
    const kept = mine.filter((m) => m.status !== 'cancelled').map((m) => m.startsAt);
    markers.set(r.id, { seriesId: r.seriesId, everyWeeks: mine[0]?.everyWeeks ?? 1, ...seriesPosition(kept, r.startsAt) });
  }
  return markers;
}
