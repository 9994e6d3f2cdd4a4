// The store tablet's face sign-in (EmployeeAuth/ValidatePasswordlessImage, issue 14): exactly one face, the
// anti-spoof and liveness scores, then the closest enrolled employee of THAT store. In clock mode a match clocks
// them in or out through the time clock (method 'face', with the score) and a weak match asks for the PIN; in
// sign-in mode nothing happens until the PIN (callback/face). Every attempt is recorded (face_attempts) and
// audited with its outcome and score, never the image.
import { FACE_MESSAGES, type FaceClockBody, type FaceClockResult, type FaceOutcome, faceDecision } from '@salon/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { employees } from '../../db/schema.ts';
import { audit } from '../../platform/audit/audit.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { storeOfActor } from '../stores/store-access.ts';
import { settingsOf } from '../time-clock/time-clock.periods.ts';
import { punch } from '../time-clock/time-entries.ts';
import { similarity } from './face-engine.ts';
import { faceTemplates } from './face-sign-in.tables.ts';
import { recordFaceAttempt } from './face-attempts.ts';
import { facesIn } from './face-templates.ts';

/** Active employees of the store (or tenant-wide) who have a template. */
export const candidatesAt = (storeId: string) =>
  sql`${employees.status} = 'active' and exists (select 1 from employee_roles er where er.tenant_id = ${employees.tenantId}
        and er.employee_id = ${employees.id} and (er.store_id = ${storeId} or er.store_id is null))`;

export async function clockByFace(ctx: AppContext, actor: Actor, body: FaceClockBody, requestId?: string): Promise<FaceClockResult> {
  const { store, threshold, templates } = await withTenant(ctx.db, actor.tenantId, async (tx) => {
    const store = await storeOfActor(tx, actor, body.storeId);
    const settings = await settingsOf(tx, actor.tenantId, store);
    const templates = await tx
      .select({
        employeeId: faceTemplates.employeeId,
        embedding: faceTemplates.embedding,
        first: employees.firstName,
        last: employees.lastName,
      })
      .from(faceTemplates)
      .innerJoin(employees, and(eq(employees.tenantId, faceTemplates.tenantId), eq(employees.id, faceTemplates.employeeId)))
      .where(and(eq(faceTemplates.tenantId, actor.tenantId), candidatesAt(store.id)));
    return { store, threshold: settings.faceMatchThreshold, templates };
  });

  const faces = await facesIn(body.imageUrl);
  const face = faces.length === 1 ? faces[0] : undefined;
  let best: { score: number; employeeId: string; name: string } | null = null;
  if (face)
    for (const t of templates) {
      const score = await similarity(face.embedding, t.embedding);
      if (!best || score > best.score) best = { score, employeeId: t.employeeId, name: `${t.first} ${t.last}`.trim() };
    }
  const outcome: FaceOutcome = faceDecision(
    { faces: faces.length, real: face?.real ?? 0, live: face?.live ?? 0, best: best?.score ?? null },
    threshold,
  );
  const now = ctx.now();

  return withTenant(ctx.db, actor.tenantId, async (tx) => {
    const matched = outcome === 'match' || outcome === 'weak' ? best : null;
    const clocks = outcome === 'match' && body.action !== 'sign_in';
    const attemptId = await recordFaceAttempt(tx, {
      tenantId: actor.tenantId,
      storeId: store.id,
      mode: body.action,
      outcome,
      score: face ? (best?.score ?? null) : null,
      threshold,
      employeeId: matched?.employeeId ?? null,
      resolvedBy: clocks ? 'face' : undefined,
      now,
    });
    if (clocks && best && body.action !== 'sign_in') {
      await punch(tx, {
        tenantId: actor.tenantId,
        employeeId: best.employeeId,
        store,
        action: body.action,
        method: 'face',
        actorId: best.employeeId,
        now,
        faceScore: best.score,
      });
      await tx
        .update(faceTemplates)
        .set({ lastUsedAt: now })
        .where(and(eq(faceTemplates.tenantId, actor.tenantId), eq(faceTemplates.employeeId, best.employeeId)));
    }
    await audit(
      tx,
      actor,
      {
        action: clocks ? `time_clock.${body.action}` : body.action === 'sign_in' ? 'auth.face_checked' : 'time_clock.face_refused',
        entityType: clocks && best ? 'employee' : 'store',
        entityId: clocks && best ? best.employeeId : store.id,
        details: {
          attemptId,
          method: 'face',
          outcome,
          score: best?.score ?? null,
          threshold,
          real: face?.real ?? null,
          live: face?.live ?? null,
          faces: faces.length,
          candidate: matched?.employeeId ?? null,
        },
      },
      requestId,
    );
    return {
      outcome,
      score: face ? (best?.score ?? null) : null,
      employeeId: matched?.employeeId ?? null,
      // A weak match names nobody on the screen: the PIN decides who it is.
      employeeName: outcome === 'match' ? (matched?.name ?? null) : null,
      message: FACE_MESSAGES[outcome],
      attemptId,
    };
  });
}
