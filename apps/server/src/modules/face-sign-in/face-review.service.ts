// The managers' review of face attempts (issue 14): weak matches and attempts the PIN finished, with the score,
// the time, the matched employee and what became of it (no image: none is stored). A manager confirms each or
// flags it as suspicious, which emails the store's owners and can delete the template so the employee enrols again.
import {
  type FaceReviewBody,
  type FaceReviewItem,
  type FaceReviewList,
  faceResolution,
  formatStoreDateTime,
  needsFaceReview,
} from '@salon/shared';
import { aliasedTable, and, desc, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/client.ts';
import { employees, type stores } from '../../db/schema.ts';
import { audit } from '../../platform/audit/audit.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { conflict, invalid, notFound } from '../../platform/http/errors.ts';
import { deliverQueuedMessage, queueMessage } from '../../platform/outbox/outbox.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { storeOfActor } from '../stores/store-access.ts';
import { storeOwners } from '../stores/store-managers.ts';
import { faceAttempts, faceTemplates } from './face-sign-in.tables.ts';

export const FACE_REVIEW_TEMPLATE = 'face_review_flagged';
const matched = aliasedTable(employees, 'matched');
const finisher = aliasedTable(employees, 'finisher');
const reviewer = aliasedTable(employees, 'reviewer');
const nameOf = (e: typeof employees) => sql<string | null>`nullif(trim(${e.firstName} || ' ' || ${e.lastName}), '')`;
const onEmployee = (e: typeof employees, column: AnyPgColumn) => and(eq(e.tenantId, faceAttempts.tenantId), eq(e.id, column));
const inQueue = or(eq(faceAttempts.outcome, 'weak'), eq(faceAttempts.resolvedBy, 'pin'));

function rowsOf(tx: Tx, tenantId: string) {
  return tx
    .select({
      a: faceAttempts,
      employeeName: nameOf(matched),
      finishedByName: nameOf(finisher),
      reviewedByName: nameOf(reviewer),
    })
    .from(faceAttempts)
    .leftJoin(matched, onEmployee(matched, faceAttempts.employeeId))
    .leftJoin(finisher, onEmployee(finisher, faceAttempts.resolvedEmployeeId))
    .leftJoin(reviewer, onEmployee(reviewer, faceAttempts.reviewedBy))
    .where(eq(faceAttempts.tenantId, tenantId))
    .$dynamic();
}
type Row = Awaited<ReturnType<typeof rowsOf>>[number];

const view = ({ a, employeeName, finishedByName, reviewedByName }: Row, now: Date): FaceReviewItem => ({
  id: a.id,
  storeId: a.storeId,
  mode: a.mode,
  outcome: a.outcome,
  score: a.score,
  threshold: a.threshold,
  createdAt: a.createdAt.toISOString(),
  employeeId: a.employeeId,
  employeeName,
  resolution: faceResolution({ ...a, ageMinutes: Math.floor((now.getTime() - a.createdAt.getTime()) / 60_000) }),
  finishedByName: a.resolvedBy === 'pin' ? finishedByName : null,
  pinFailures: a.pinFailures,
  verdict: a.verdict,
  reviewedAt: a.reviewedAt?.toISOString() ?? null,
  reviewedByName: a.verdict ? reviewedByName : null,
});

/** The store's queue: pending (oldest first) or reviewed (newest first), at most 200. */
export const faceReviewQueue = (ctx: AppContext, actor: Actor, storeId: string, status: 'pending' | 'reviewed') =>
  withTenant(ctx.db, actor.tenantId, async (tx): Promise<FaceReviewList> => {
    const store = await storeOfActor(tx, actor, storeId);
    const rows = await rowsOf(tx, actor.tenantId)
      .where(
        and(
          eq(faceAttempts.tenantId, actor.tenantId),
          eq(faceAttempts.storeId, store.id),
          inQueue,
          status === 'pending' ? isNull(faceAttempts.verdict) : isNotNull(faceAttempts.verdict),
        ),
      )
      .orderBy(status === 'pending' ? faceAttempts.createdAt : desc(faceAttempts.reviewedAt))
      .limit(200);
    const now = ctx.now();
    return { timezone: store.timezone, items: rows.map((r) => view(r, now)) };
  });

export async function reviewFaceAttempt(ctx: AppContext, actor: Actor, attemptId: string, body: FaceReviewBody, requestId?: string) {
  const now = ctx.now();
  const { item, mail } = await withTenant(ctx.db, actor.tenantId, async (tx) => {
    const [row] = await tx
      .select()
      .from(faceAttempts)
      .where(and(eq(faceAttempts.tenantId, actor.tenantId), eq(faceAttempts.id, attemptId)))
      .for('update');
    if (!row || !needsFaceReview(row)) throw notFound('Face attempt');
    const store = await storeOfActor(tx, actor, row.storeId);
    if (row.verdict) throw conflict('Someone has already reviewed this attempt.');
    if (body.requireReenrolment && !row.employeeId)
      throw invalid({ requireReenrolment: 'No enrolled face matched this attempt' }, 'No enrolled face matched this attempt.');
    await tx
      .update(faceAttempts)
      .set({ verdict: body.verdict, reviewNote: body.note ?? null, reviewedBy: actor.id, reviewedAt: now })
      .where(and(eq(faceAttempts.tenantId, actor.tenantId), eq(faceAttempts.id, attemptId)));
    await audit(
      tx,
      actor,
      {
        action: `face.review_${body.verdict}`,
        entityType: 'face_attempt',
        entityId: attemptId,
        details: { requireReenrolment: body.requireReenrolment, employeeId: row.employeeId },
      },
      requestId,
    );
    const mail: string[] = [];
    if (body.verdict === 'suspicious') {
      if (body.requireReenrolment && row.employeeId) {
        await tx.delete(faceTemplates).where(and(eq(faceTemplates.tenantId, actor.tenantId), eq(faceTemplates.employeeId, row.employeeId)));
        await audit(
          tx,
          actor,
          { action: 'face.deleted', entityType: 'employee', entityId: row.employeeId, details: { reason: 'suspicious' } },
          requestId,
        );
      }
      mail.push(...(await notifyOwners(tx, actor, store, row, body)));
    }
    const [full] = await rowsOf(tx, actor.tenantId).where(and(eq(faceAttempts.tenantId, actor.tenantId), eq(faceAttempts.id, attemptId)));
    return { item: view(full, now), mail };
  });
  for (const id of mail) await deliverQueuedMessage(ctx.jobs, id);
  return item;
}

async function notifyOwners(
  tx: Tx,
  actor: Actor,
  store: typeof stores.$inferSelect,
  row: typeof faceAttempts.$inferSelect,
  body: FaceReviewBody,
) {
  const names = await tx
    .select({ id: employees.id, name: nameOf(employees) })
    .from(employees)
    .where(and(eq(employees.tenantId, actor.tenantId), or(eq(employees.id, row.employeeId ?? actor.id), eq(employees.id, actor.id))));
  const nameFor = (id: string | null) => names.find((n) => n.id === id)?.name ?? 'nobody';
  const when = formatStoreDateTime(store.timezone, row.createdAt);
  const lines = [
    `${nameFor(actor.id)} flagged a face ${row.mode === 'sign_in' ? 'sign-in' : 'clock'} attempt at ${store.name} on ${when} as suspicious.`,
    `Closest enrolled face: ${row.employeeId ? nameFor(row.employeeId) : 'nobody'}; similarity ${row.score ?? '-'} of 1000 (match needs ${row.threshold}).`,
    body.requireReenrolment ? 'Their face template was deleted: they must enrol again before face sign-in works for them.' : '',
    body.note ? `Note: ${body.note}` : '',
    'No photo was kept; review the time card and the audit log (Employees > Time cards).',
  ].filter(Boolean);
  const ids: string[] = [];
  for (const owner of await storeOwners(tx, actor.tenantId, store.id)) {
    ids.push(
      await queueMessage(tx, {
        tenantId: actor.tenantId,
        channel: 'email',
        to: owner.email,
        template: FACE_REVIEW_TEMPLATE,
        subject: `Suspicious face attempt at ${store.name}`,
        text: `Hello ${owner.first_name},\n\n${lines.join('\n')}\n`,
      }),
    );
  }
  return ids;
}
