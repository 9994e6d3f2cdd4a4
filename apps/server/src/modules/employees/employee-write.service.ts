// Employee/Create and Employee/Update: the whole wizard in one transaction.
import { and, eq, ne } from 'drizzle-orm';
import { OTP, type EmployeeCreateBody, type EmployeeRecord, type EmployeeUpdateBody } from '@salon/shared';
import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/client.ts';
import { employees } from '../../db/schema.ts';
import { audit } from '../../platform/audit/audit.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { publishAuthChange } from '../../platform/auth/auth-events.ts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { AppError, conflict, sqlState } from '../../platform/http/errors.ts';
import { deliverQueuedMessage, queueMessage } from '../../platform/outbox/outbox.ts';
import { asSystem, withTenant } from '../../platform/tenancy.ts';
import { issueCode } from '../auth/one-time-codes.ts';
import { assertManageable, canEditBillingRate, canViewBillingRate, recordView } from './employee-access.ts';
import { applyAssignments, planAssignments } from './employee-assignments.ts';
import { checkConfigValues, saveDetails } from './employee-details.ts';
import { pinCollidesAfterMove } from './employee-pin.ts';
import { buildEmployeeRecord, loadEmployee } from './employee-queries.ts';

const EMAIL_TAKEN = 'This email is already used by another account.';
const emailTaken = () => conflict(EMAIL_TAKEN, { 'basicDetails.email': EMAIL_TAKEN });

/** Emails are unique across the platform (sign-in needs no tenant): a named cross-tenant lookup. */
async function assertEmailFree(ctx: AppContext, email: string, exceptId: string | null) {
  const [row] = await asSystem(ctx.db, (tx) =>
    tx
      .select({ id: employees.id })
      .from(employees)
      .where(and(eq(employees.email, email), exceptId ? ne(employees.id, exceptId) : undefined))
      .limit(1),
  );
  if (row) throw emailTaken();
}

/** A race past assertEmailFree still ends as the same 409 (the unique index decides). */
function emailConflictOf(err: unknown): never {
  const constraint =
    (err as { cause?: { constraint?: string }; constraint?: string }).cause?.constraint ?? (err as { constraint?: string }).constraint;
  if (sqlState(err) === '23505' && constraint === 'employees_email_uq') throw emailTaken();
  throw err;
}

const billingRefused = () =>
  new AppError(403, 'FORBIDDEN', 'You may not set the billing rate.', {
    'workDetails.billingRateCents': 'You may not set the billing rate.',
  });

const MINUTES = OTP.ttlSeconds / 60;

/** Emails a new employee a code for EmployeeAuth's reset flow, worded as a welcome. */
export async function queueSetPasswordCode(
  tx: Tx,
  employee: { id: string; tenantId: string; email: string; firstName: string },
  now: Date,
) {
  const target = {
    tenantId: employee.tenantId,
    purpose: 'password_reset_employee' as const,
    identifier: employee.email,
    principalId: employee.id,
  };
  const code = await issueCode(tx, target, now);
  return queueMessage(tx, {
    tenantId: employee.tenantId,
    channel: 'email',
    to: employee.email,
    template: 'employee.set_password',
    subject: 'Set up your staff account password',
    text:
      `Hello ${employee.firstName}, an account was created for you. Your code to set a password is ${code}. ` +
      `Open the staff sign-in page, choose "Forgot password", enter this email and the code. ` +
      `The code expires in ${MINUTES} minutes; after that, "Forgot password" sends a new one.`,
    secrets: [code],
  });
}

async function recordFor(tx: Tx, actor: Actor, employeeId: string): Promise<EmployeeRecord> {
  const loaded = await loadEmployee(tx, actor.tenantId, employeeId);
  return buildEmployeeRecord(tx, loaded, { view: recordView(actor, employeeId) ?? 'details', showBillingRate: canViewBillingRate(actor) });
}

/** Employee/Create: the employee, their store roles, every detail step, and a password or a set-password email. */
export async function createEmployeeFromWizard(ctx: AppContext, actor: Actor, body: EmployeeCreateBody, requestId?: string) {
  const work = body.workDetails;
  if (work.billingRateCents != null && !canEditBillingRate(actor)) throw billingRefused();
  await checkConfigValues(ctx, actor.tenantId, body);
  const email = body.basicDetails.email;
  await assertEmailFree(ctx, email, null);
  const passwordHash = body.password ? await hashPassword(body.password) : null;
  const now = ctx.now();
  const { record, messageId } = await withTenant(ctx.db, actor.tenantId, async (tx) => {
    const plan = await planAssignments(tx, actor, work.assignments);
    const b = body.basicDetails;
    const [row] = await tx
      .insert(employees)
      .values({
        tenantId: actor.tenantId,
        email,
        passwordHash,
        passwordChangedAt: passwordHash ? now : null,
        firstName: b.firstName,
        lastName: b.lastName,
        phoneNumber: b.phoneNumber,
        dateOfBirth: b.dateOfBirth ?? null,
        color: b.color ?? null,
        hireDate: work.hireDate ?? null,
        applicationSource: work.applicationSource ?? null,
        referrerName: work.applicationSource === 'referral' ? (work.referrerName ?? null) : null,
        billingRateCents: work.billingRateCents ?? null,
        skills: body.serviceDetails.skills,
        mailingSameAsHome: body.address.sameAsHomeAddress,
      })
      .returning();
    await applyAssignments(tx, actor.tenantId, row.id, plan);
    await saveDetails(tx, actor, row.id, body);
    const queued = passwordHash ? null : await queueSetPasswordCode(tx, row, now);
    await audit(
      tx,
      actor,
      {
        action: 'employee.created',
        entityType: 'employee',
        entityId: row.id,
        details: { roles: plan.add, passwordSetup: passwordHash ? 'password_set' : 'code_emailed' },
      },
      requestId,
    );
    return { record: await recordFor(tx, actor, row.id), messageId: queued };
  }).catch(emailConflictOf);
  if (messageId) await deliverQueuedMessage(ctx.jobs, messageId);
  return { employee: record, passwordSetup: messageId ? ('code_emailed' as const) : ('password_set' as const) };
}

/** Employee/Update/{id}: the steps present in the body; role changes take effect on the holder's next request. */
export async function updateEmployee(ctx: AppContext, actor: Actor, employeeId: string, body: EmployeeUpdateBody, requestId?: string) {
  await checkConfigValues(ctx, actor.tenantId, body);
  if (body.basicDetails) await assertEmailFree(ctx, body.basicDetails.email, employeeId);
  return withTenant(ctx.db, actor.tenantId, async (tx) => {
    const target = await loadEmployee(tx, actor.tenantId, employeeId);
    assertManageable(actor, target.scope);
    const work = body.workDetails;
    if (
      work &&
      work.billingRateCents !== undefined &&
      (work.billingRateCents ?? null) !== target.row.billingRateCents &&
      !canEditBillingRate(actor)
    ) {
      throw billingRefused();
    }
    if (work) {
      const plan = await planAssignments(tx, actor, work.assignments, target.assignments);
      if (await applyAssignments(tx, actor.tenantId, employeeId, plan)) {
        if (await pinCollidesAfterMove(tx, actor.tenantId, employeeId, plan.storeIds, plan.tenantWide)) {
          const message = "This employee's time-clock PIN is already used at one of these stores; set a new PIN first.";
          throw conflict(message, { 'workDetails.assignments': message });
        }
        await publishAuthChange(tx, { kind: 'principal', id: employeeId });
      }
    }
    const b = body.basicDetails;
    const changes = {
      ...(b && {
        email: b.email,
        firstName: b.firstName,
        lastName: b.lastName,
        phoneNumber: b.phoneNumber,
        color: b.color ?? null,
        // Left out by an editor who cannot see it (view_employee_full): unchanged.
        ...(b.dateOfBirth !== undefined && { dateOfBirth: b.dateOfBirth }),
      }),
      ...(work && {
        hireDate: work.hireDate ?? null,
        applicationSource: work.applicationSource ?? null,
        referrerName: work.applicationSource === 'referral' ? (work.referrerName ?? null) : null,
        ...(work.billingRateCents !== undefined && { billingRateCents: work.billingRateCents ?? null }),
      }),
      ...(body.serviceDetails && { skills: body.serviceDetails.skills }),
      ...(body.address && { mailingSameAsHome: body.address.sameAsHomeAddress }),
    };
    if (Object.keys(changes).length) {
      await tx
        .update(employees)
        .set(changes)
        .where(and(eq(employees.tenantId, actor.tenantId), eq(employees.id, employeeId)));
    }
    await saveDetails(tx, actor, employeeId, body);
    const sections = Object.keys(body).filter((k) => body[k as keyof EmployeeUpdateBody] !== undefined);
    await audit(tx, actor, { action: 'employee.updated', entityType: 'employee', entityId: employeeId, details: { sections } }, requestId);
    return recordFor(tx, actor, employeeId);
  }).catch(emailConflictOf);
}
