// Face sign-in's session (issue 14): a face match opens nothing by itself (a photo of a photo passes the
// anti-spoof model, face-matching.test.ts); the matched employee's PIN is the second factor. Wrong PINs count
// on the attempt and per employee; past FACE_PIN_FAILURES in FACE_PIN_LOCK_MINUTES face sign-in locks for them.
import { FACE_PIN_FAILURES, FACE_PIN_LOCK_MINUTES, type FaceSignInBody } from '@salon/shared';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { employees } from '../../db/schema.ts';
import { audit } from '../../platform/audit/audit.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { verifyPassword } from '../../platform/auth/passwords.ts';
import { revokeSessions } from '../../platform/auth/sessions.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { startSession } from '../auth/session-object.ts';
import { passwordCheckWait, recordSignIn, type SignInClient } from '../auth/sign-in-throttle.ts';
import { storeOfActor } from '../stores/store-access.ts';
import { countPinFailure, openAttempt, resolveAttempt } from './face-attempts.ts';
import { candidatesAt } from './face-clock.ts';
import { faceTemplates } from './face-sign-in.tables.ts';

/** Why face sign-in refused: the answer never says whether the face, the PIN or the attempt was wrong. */
export class FaceSignInRefused extends Error {
  constructor(
    readonly reason: 'CredentialsSignin' | 'TooManyAttempts',
    readonly retryAfter = 0,
  ) {
    super(reason);
  }
}

/** Wrong PINs after face matches are counted per employee (sign_in_attempts), apart from password failures. */
export const facePinKey = (employeeId: string) => `facepin:${employeeId}`;

export interface FaceClient extends SignInClient {
  userAgent?: string;
}

export async function signInByFace(ctx: AppContext, actor: Actor, body: FaceSignInBody, client: FaceClient, requestId?: string) {
  const now = ctx.now();
  const tenantId = actor.tenantId;
  const found = await withTenant(ctx.db, tenantId, async (tx) => {
    const row = await openAttempt(tx, tenantId, body.attemptId, now, ['sign_in']);
    if (!row?.employeeId || (row.outcome !== 'match' && row.outcome !== 'weak')) return undefined;
    await storeOfActor(tx, actor, row.storeId);
    const [holder] = await tx
      .select({ pinHash: employees.pinHash })
      .from(employees)
      // Still an active employee of that store.
      .where(and(eq(employees.tenantId, tenantId), eq(employees.id, row.employeeId), candidatesAt(row.storeId)));
    return { attempt: row, employeeId: row.employeeId, pinHash: holder?.pinHash ?? null };
  });
  if (!found) throw new FaceSignInRefused('CredentialsSignin');
  const { attempt, employeeId } = found;
  const key = facePinKey(employeeId);
  const wait = await passwordCheckWait(ctx.db, key, now, FACE_PIN_FAILURES, FACE_PIN_LOCK_MINUTES * 60_000);
  if (wait > 0) throw new FaceSignInRefused('TooManyAttempts', wait);

  // Always verified (a dummy hash when the employee has no PIN), so timing tells nothing.
  if (!(await verifyPassword(found.pinHash, body.pin)) || !found.pinHash) {
    await withTenant(ctx.db, tenantId, async (tx) => {
      await countPinFailure(tx, tenantId, attempt.id);
      await audit(
        tx,
        actor,
        { action: 'auth.face_pin_failed', entityType: 'employee', entityId: employeeId, details: { attemptId: attempt.id } },
        requestId,
      );
    });
    await recordSignIn(ctx.db, key, client, false, now);
    throw new FaceSignInRefused('CredentialsSignin');
  }

  const started = await withTenant(ctx.db, tenantId, async (tx) => {
    // Locked again: two posts of one attempt open one session.
    if (!(await openAttempt(tx, tenantId, attempt.id, now, ['sign_in']))) return null;
    if (!(await resolveAttempt(tx, tenantId, attempt.id, attempt.outcome === 'weak' ? 'pin' : 'face_pin', employeeId, now))) return null;
    await tx
      .update(faceTemplates)
      .set({ lastUsedAt: now })
      .where(and(eq(faceTemplates.tenantId, tenantId), eq(faceTemplates.employeeId, employeeId)));
    // The tablet's own session ends: this browser now belongs to the employee who signed in.
    await revokeSessions(tx, { sessionId: actor.sessionId }, 'face_sign_in');
    const session = await startSession(tx, {
      tenantId,
      principalType: 'admin',
      employeeId,
      rememberMe: false,
      ip: client.ip,
      userAgent: client.userAgent?.slice(0, 500),
    });
    await audit(
      tx,
      actor,
      {
        action: 'auth.signed_in',
        entityType: 'employee',
        entityId: employeeId,
        details: { method: 'face+pin', attemptId: attempt.id, outcome: attempt.outcome, score: attempt.score },
      },
      requestId,
    );
    return session;
  });
  if (!started) throw new FaceSignInRefused('CredentialsSignin');
  await recordSignIn(ctx.db, key, client, true, now);
  return { token: started.token, absoluteExpiresAt: started.session.absoluteExpiresAt };
}
