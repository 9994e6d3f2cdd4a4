// Enrolment, consent and deletion of face templates (issue 14; Illinois BIPA): the employee agrees to the
// written policy before the photo is analysed; only the embedding is stored; deleting is always possible.
import { type FaceEnrolBody, type FaceEnrolment, faceExpiry } from '@salon/shared';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/client.ts';
import { audit } from '../../platform/audit/audit.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { conflict, invalid } from '../../platform/http/errors.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { assertManageable } from '../employees/employee-access.ts';
import { loadEmployee } from '../employees/employee-queries.ts';
import { analyseFaces, UnreadableImage } from './face-engine.ts';
import { faceTemplates } from './face-sign-in.tables.ts';

/** The bytes of a data: URL (the tablet and the profile send the camera's frame this way). */
export function imageOf(imageUrl: string): Buffer {
  const comma = imageUrl.indexOf(',');
  return Buffer.from(imageUrl.slice(comma + 1), 'base64');
}

/** Every face in the data URL's image; 422 on imageUrl when it is not an image. */
export async function facesIn(imageUrl: string) {
  try {
    return await analyseFaces(imageOf(imageUrl));
  } catch (error) {
    if (error instanceof UnreadableImage) throw invalid({ imageUrl: 'The image could not be read' }, 'The image could not be read.');
    throw error;
  }
}

/** The face in an image that must show exactly one; a 422 naming the problem otherwise. */
export async function singleFace(imageUrl: string) {
  const faces = await facesIn(imageUrl);
  if (faces.length === 0) throw invalid({ imageUrl: 'No face was found in the photo' }, 'No face was found in the photo.');
  if (faces.length > 1) throw invalid({ imageUrl: 'Only one face may be in the photo' }, 'Only one face may be in the photo.');
  return faces[0];
}

/** The employee themselves, or someone who may manage them (404 out of reach, 403 outranked). */
async function assertMayManageFace(tx: Tx, actor: Actor, employeeId: string) {
  const target = await loadEmployee(tx, actor.tenantId, employeeId);
  if (employeeId !== actor.id) assertManageable(actor, target.scope, 'enrol or delete the face of');
  return target.row;
}

type TemplateRow = typeof faceTemplates.$inferSelect;
const view = (employeeId: string, row: TemplateRow | undefined): FaceEnrolment => ({
  employeeId,
  enrolled: Boolean(row),
  policyVersion: row?.policyVersion ?? null,
  consentedAt: row?.consentedAt.toISOString() ?? null,
  consentedBy: row?.consentedBy ?? null,
  expiresAt: row ? faceExpiry(row.lastUsedAt).toISOString() : null,
});

async function templateOf(tx: Tx, tenantId: string, employeeId: string) {
  const [row] = await tx
    .select()
    .from(faceTemplates)
    .where(and(eq(faceTemplates.tenantId, tenantId), eq(faceTemplates.employeeId, employeeId)));
  return row;
}

export const faceEnrolment = (ctx: AppContext, actor: Actor, employeeId: string) =>
  withTenant(ctx.db, actor.tenantId, async (tx) => {
    await assertMayManageFace(tx, actor, employeeId);
    return view(employeeId, await templateOf(tx, actor.tenantId, employeeId));
  });

export async function enrolFace(ctx: AppContext, actor: Actor, body: FaceEnrolBody, requestId?: string) {
  // Checked before the photo is analysed: no biometric is computed for someone the actor may not enrol.
  const employee = await withTenant(ctx.db, actor.tenantId, (tx) => assertMayManageFace(tx, actor, body.employeeId));
  if (employee.status !== 'active') throw conflict('Only an active employee can enrol a face.');
  const face = await singleFace(body.imageUrl);
  const now = ctx.now();
  return withTenant(ctx.db, actor.tenantId, async (tx) => {
    const values = {
      embedding: face.embedding,
      policyVersion: body.policyVersion,
      consentedAt: now,
      consentedBy: actor.id,
      lastUsedAt: now,
    };
    const [row] = await tx
      .insert(faceTemplates)
      .values({ tenantId: actor.tenantId, employeeId: body.employeeId, ...values })
      .onConflictDoUpdate({ target: [faceTemplates.tenantId, faceTemplates.employeeId], set: values })
      .returning();
    await audit(
      tx,
      actor,
      {
        action: 'face.enrolled',
        entityType: 'employee',
        entityId: body.employeeId,
        details: { policyVersion: body.policyVersion, consentRecordedBy: actor.id },
      },
      requestId,
    );
    return view(body.employeeId, row);
  });
}

export const deleteFace = (ctx: AppContext, actor: Actor, employeeId: string, requestId?: string) =>
  withTenant(ctx.db, actor.tenantId, async (tx) => {
    await assertMayManageFace(tx, actor, employeeId);
    const gone = await tx
      .delete(faceTemplates)
      .where(and(eq(faceTemplates.tenantId, actor.tenantId), eq(faceTemplates.employeeId, employeeId)))
      .returning({ id: faceTemplates.id });
    if (gone.length)
      await audit(
        tx,
        actor,
        { action: 'face.deleted', entityType: 'employee', entityId: employeeId, details: { reason: 'request' } },
        requestId,
      );
    return view(employeeId, undefined);
  });
