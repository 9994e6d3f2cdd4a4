// The tablet's face attempts (issue 14): recorded with their scores (never the image), finished by the face,
// the face and PIN, or the PIN alone; the managers' review reads them (face-review.service.ts).
import { FACE_PIN_WINDOW_MINUTES, type FaceMode, type FaceOutcome, type FaceResolvedBy } from '@salon/shared';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { faceAttempts } from './face-sign-in.tables.ts';

export interface NewFaceAttempt {
  tenantId: string;
  storeId: string;
  mode: FaceMode;
  outcome: FaceOutcome;
  score: number | null;
  threshold: number;
  employeeId: string | null;
  /** A clocking match is finished by the face at once. */
  resolvedBy?: FaceResolvedBy;
  now: Date;
}

export async function recordFaceAttempt(tx: Tx, a: NewFaceAttempt): Promise<string> {
  const [row] = await tx
    .insert(faceAttempts)
    .values({
      tenantId: a.tenantId,
      storeId: a.storeId,
      mode: a.mode,
      outcome: a.outcome,
      score: a.score,
      threshold: a.threshold,
      employeeId: a.employeeId,
      resolvedBy: a.resolvedBy ?? null,
      resolvedEmployeeId: a.resolvedBy ? a.employeeId : null,
      resolvedAt: a.resolvedBy ? a.now : null,
      createdAt: a.now,
    })
    .returning({ id: faceAttempts.id });
  return row.id;
}

const windowStart = (now: Date) => new Date(now.getTime() - FACE_PIN_WINDOW_MINUTES * 60_000);

/** The attempt still waiting for its PIN at this store (mode among `modes`), locked for the caller's transaction. */
export async function openAttempt(tx: Tx, tenantId: string, attemptId: string, now: Date, modes: FaceMode[]) {
  const [row] = await tx
    .select()
    .from(faceAttempts)
    .where(
      and(
        eq(faceAttempts.tenantId, tenantId),
        eq(faceAttempts.id, attemptId),
        isNull(faceAttempts.resolvedBy),
        gt(faceAttempts.createdAt, windowStart(now)),
      ),
    )
    .for('update');
  return row && modes.includes(row.mode) ? row : undefined;
}

/** Marks the attempt finished (by whom and how); false when it was finished meanwhile. */
export async function resolveAttempt(tx: Tx, tenantId: string, attemptId: string, by: FaceResolvedBy, employeeId: string, now: Date) {
  const done = await tx
    .update(faceAttempts)
    .set({ resolvedBy: by, resolvedEmployeeId: employeeId, resolvedAt: now })
    .where(and(eq(faceAttempts.tenantId, tenantId), eq(faceAttempts.id, attemptId), isNull(faceAttempts.resolvedBy)))
    .returning({ id: faceAttempts.id });
  return done.length === 1;
}

export const countPinFailure = (tx: Tx, tenantId: string, attemptId: string) =>
  tx
    .update(faceAttempts)
    .set({ pinFailures: sql`${faceAttempts.pinFailures} + 1` })
    .where(and(eq(faceAttempts.tenantId, tenantId), eq(faceAttempts.id, attemptId)));

/**
 * The tablet's PIN fallback after a face attempt at that store (clock mode): the PIN's holder finishes it, so
 * the managers see the weak or refused face and who the PIN said it was. Quietly nothing when it is not open.
 */
export async function finishByPin(tx: Tx, tenantId: string, storeId: string, attemptId: string, employeeId: string, now: Date) {
  const open = await openAttempt(tx, tenantId, attemptId, now, ['clock_in', 'clock_out']);
  if (open?.storeId === storeId) await resolveAttempt(tx, tenantId, attemptId, 'pin', employeeId, now);
}

/** A wrong PIN after a face attempt at that store counts on the attempt (the review shows it). */
export async function failedPinOn(tx: Tx, tenantId: string, storeId: string, attemptId: string, now: Date) {
  const open = await openAttempt(tx, tenantId, attemptId, now, ['clock_in', 'clock_out']);
  if (open?.storeId === storeId) await countPinFailure(tx, tenantId, attemptId);
}
