// Moving and copying a visit split across cutters (issue 20). A move takes the whole visit to a new time: every
// part keeps its offset from the visit's start and its cutter, except the dragged part, which may go to another
// cutter. A copy books the same lines with the same cutters at another time.

/** One cutter's part of a visit, as stored: its row id, cutter and time. */
export interface VisitPartTime {
  id: string;
  cutterId: string;
  start: Date;
  end: Date;
}

/**
 * The parts' new times when `moved.id` is dropped at `moved.start` with `moved.cutterId`: every part shifts by the
 * same minutes, only the dropped part changes cutter. In the order to write them, so that no part is written over
 * a sibling of the same cutter that has not moved yet (later parts first when the visit moves later).
 */
export function planVisitMove(parts: readonly VisitPartTime[], moved: { id: string; start: Date; cutterId: string }): VisitPartTime[] {
  const dropped = parts.find((p) => p.id === moved.id);
  if (!dropped) throw new Error(`part ${moved.id} is not in the visit`);
  const shift = moved.start.getTime() - dropped.start.getTime();
  const planned = parts.map((p) => ({
    id: p.id,
    cutterId: p.id === moved.id ? moved.cutterId : p.cutterId,
    start: new Date(p.start.getTime() + shift),
    end: new Date(p.end.getTime() + shift),
  }));
  planned.sort((a, b) => a.start.getTime() - b.start.getTime() || a.id.localeCompare(b.id));
  return shift > 0 ? planned.reverse() : planned;
}

/**
 * Appointment/Create's cutter fields for a copy of a visit: the first part's cutter, and for a split visit each
 * line's cutter (null: the first part's) in the order of the visit's services. `parts` as the API presents them
 * (each with its service names, in visit order); none for a one-cutter visit.
 */
export function copyCutters(
  cutterId: string,
  parts: readonly { cutterId: string; services: readonly string[] }[],
): { cutterId: string; lineCutterIds?: (string | null)[] } {
  if (parts.length < 2) return { cutterId };
  const first = parts[0].cutterId;
  return { cutterId: first, lineCutterIds: parts.flatMap((p) => p.services.map(() => (p.cutterId === first ? null : p.cutterId))) };
}
