import { heldIntervals, minutePairs } from '@salon/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';

export type BusyInterval = {
  cutterId: string;
  appointmentId: string;
  kind: 'appointment' | 'block';
  /** Blocks only: Non Availability, blocked, vacation. */
  label: string | null;
  status: string;
  start: Date;
  end: Date;
};

/**
 * The time the given cutters are taken between from and to: every active appointment and blocked slot
 * overlapping [from, to), at any store of the tenant (a cutter cannot be in two places; the database's
 * exclusion constraint is per cutter, not per store). Without cutterIds: every cutter with time taken at
 * storeId. A pending cart hold past its expiry no longer counts: it is released before the next booking
 * of that cutter (releaseExpiredHolds). Run inside withTenant (row-level security scopes the tenant).
 */
export async function busyIntervals(
  tx: Tx,
  input: { storeId: string; cutterIds?: readonly string[]; from: Date; to: Date; now?: Date },
): Promise<BusyInterval[]> {
  const now = input.now ?? new Date();
  const who =
    input.cutterIds === undefined
      ? sql`a.store_id = ${input.storeId}`
      : input.cutterIds.length === 0
        ? sql`false`
        : sql`a.cutter_id in (${sql.join(
            input.cutterIds.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`;
  const rows = await queryRows<{
    id: string;
    cutter_id: string;
    kind: 'appointment' | 'block';
    label: string | null;
    status: string;
    starts_at: string | Date;
    ends_at: string | Date;
    buffer_before_minutes: number;
    free_minutes: number[] | null;
  }>(
    tx,
    sql`select a.id, a.cutter_id, a.kind, a.label, a.status, a.starts_at, a.ends_at, a.buffer_before_minutes, a.free_minutes
          from appointments a
         where ${who}
           and a.status not in ('cancelled', 'no_show')
           and not (a.status = 'pending' and a.hold_expires_at is not null and a.hold_expires_at <= ${now.toISOString()}::timestamptz)
           and a.starts_at - make_interval(mins => a.buffer_before_minutes) < ${input.to.toISOString()}::timestamptz
           and a.ends_at > ${input.from.toISOString()}::timestamptz
         order by a.cutter_id, a.starts_at`,
  );
  // Each appointment as the parts that hold its cutter: set-up before, processing windows left out.
  return rows.flatMap((r) => {
    const base = { cutterId: r.cutter_id, appointmentId: r.id, kind: r.kind, label: r.label, status: r.status };
    const start = new Date(r.starts_at);
    const end = new Date(r.ends_at);
    if (!r.buffer_before_minutes && !r.free_minutes?.length) return [{ ...base, start, end }];
    return heldIntervals(start, end, r.buffer_before_minutes, minutePairs(r.free_minutes ?? [])).map((h) => ({ ...base, ...h }));
  });
}
