// Time-clock PINs (4-6 digits). A time clock identifies the employee by PIN at a store, so a PIN is
// unique among the employees of each store. argon2id hashes cannot be compared for uniqueness, so
// each PIN is also kept as an HMAC under a per-tenant key derived from a platform secret: equal PINs
// give equal lookups within a tenant and nothing comparable across tenants. Honest limit: with only
// ~1.1 million possible PINs, anyone holding both the database and the platform key can recover PINs;
// the hash and the HMAC keep them out of plain sight and out of logs, not beyond a determined attacker.
import { createHmac, randomBytes } from 'node:crypto';
import { and, count, eq, gt, ne, sql } from 'drizzle-orm';
import { hasAccess } from '@salon/shared';
import type { AppContext } from '../../app-context.ts';
import type { Db, Tx } from '../../db/client.ts';
import { auditLog, employeeRoles, employees, platformSecrets } from '../../db/schema.ts';
import { audit } from '../../platform/audit/audit.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { conflict, forbidden, notFound, tooManyRequests } from '../../platform/http/errors.ts';
import { asSystem, withTenant } from '../../platform/tenancy.ts';
import { assertManageable, canSeeEmployee } from './employee-access.ts';
import { loadEmployee } from './employee-queries.ts';

const KEY_NAME = 'employee_pin_hmac_key';
const keys = new WeakMap<Db, Promise<Buffer>>();
/** Refused PIN choices per employee per hour: a refusal says "someone at this store uses it", so probing is limited. */
export const PIN_REFUSALS_PER_HOUR = 5;
const HOUR_MS = 3_600_000;

function platformKey(db: Db): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = asSystem(db, async (tx) => {
      await tx
        .insert(platformSecrets)
        .values({ name: KEY_NAME, value: randomBytes(32).toString('base64url') })
        .onConflictDoNothing();
      const [row] = await tx.select({ value: platformSecrets.value }).from(platformSecrets).where(eq(platformSecrets.name, KEY_NAME));
      return Buffer.from(row.value, 'base64url');
    });
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

/** The HMAC of a PIN under the tenant's key. */
export async function pinLookup(db: Db, tenantId: string, pin: string): Promise<string> {
  const tenantKey = createHmac('sha256', await platformKey(db))
    .update(`employee-pin:${tenantId}`)
    .digest();
  return createHmac('sha256', tenantKey).update(pin).digest('hex');
}

/** Serialises PIN choices and store changes of one tenant, so two people cannot take the same PIN at once. */
export async function lockPins(tx: Tx, tenantId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`employee-pin:${tenantId}`}, 0))`);
}

/**
 * Whether another employee shares a store with (storeIds, tenantWide) and has this PIN. Tenant-wide
 * staff can clock in anywhere, so their PINs are unique across the tenant.
 */
export async function pinTaken(
  tx: Tx,
  tenantId: string,
  employeeId: string,
  lookup: string,
  storeIds: readonly string[],
  tenantWide: boolean,
) {
  const sharing = tenantWide
    ? undefined
    : sql`exists (select 1 from ${employeeRoles} er where er.employee_id = ${employees.id}
          and (er.store_id is null${
            storeIds.length
              ? sql` or er.store_id in (${sql.join(
                  storeIds.map((id) => sql`${id}`),
                  sql`, `,
                )})`
              : sql``
          }))`;
  const [row] = await tx
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.tenantId, tenantId), ne(employees.id, employeeId), eq(employees.pinLookup, lookup), sharing))
    .limit(1);
  return Boolean(row);
}

async function recentRefusals(tx: Tx, tenantId: string, employeeId: string, now: Date) {
  const [row] = await tx
    .select({ n: count(), first: sql<string | null>`min(${auditLog.createdAt})` })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.tenantId, tenantId),
        eq(auditLog.entityType, 'employee'),
        eq(auditLog.entityId, employeeId),
        eq(auditLog.action, 'employee.pin_refused'),
        gt(auditLog.createdAt, new Date(now.getTime() - HOUR_MS)),
      ),
    );
  return { n: Number(row?.n ?? 0), first: row?.first ? new Date(row.first) : null };
}

/** Employee/SetPin/{id}: the employee themself, or edit_employee over someone they may manage. */
export async function setEmployeePin(ctx: AppContext, actor: Actor, employeeId: string, pin: string, requestId?: string) {
  const [lookup, pinHash] = await Promise.all([pinLookup(ctx.db, actor.tenantId, pin), hashPassword(pin)]);
  const now = ctx.now();
  const outcome = await withTenant(ctx.db, actor.tenantId, async (tx) => {
    const target = await loadEmployee(tx, actor.tenantId, employeeId);
    if (employeeId !== actor.id) {
      if (!hasAccess(actor.accessControls, ['edit_employee'])) {
        throw canSeeEmployee(actor, target.scope) ? forbidden() : notFound('Employee');
      }
      assertManageable(actor, target.scope);
    }
    await lockPins(tx, actor.tenantId);
    const refusals = await recentRefusals(tx, actor.tenantId, employeeId, now);
    if (refusals.n >= PIN_REFUSALS_PER_HOUR) {
      return {
        kind: 'throttled' as const,
        wait: Math.max(1, Math.ceil(((refusals.first?.getTime() ?? now.getTime()) + HOUR_MS - now.getTime()) / 1000)),
      };
    }
    if (await pinTaken(tx, actor.tenantId, employeeId, lookup, target.scope.storeIds, target.scope.tenantWide)) {
      await audit(tx, actor, { action: 'employee.pin_refused', entityType: 'employee', entityId: employeeId }, requestId);
      return { kind: 'taken' as const };
    }
    await tx
      .update(employees)
      .set({ pinHash, pinLookup: lookup })
      .where(and(eq(employees.tenantId, actor.tenantId), eq(employees.id, employeeId)));
    await audit(tx, actor, { action: 'employee.pin_set', entityType: 'employee', entityId: employeeId }, requestId);
    return { kind: 'set' as const };
  });
  if (outcome.kind === 'throttled')
    throw tooManyRequests(outcome.wait, 'Too many PINs were refused for this employee. Please try again later.');
  if (outcome.kind === 'taken') {
    throw conflict('This PIN is already used at one of the stores. Please choose another.', {
      pin: 'This PIN is already used at one of the stores. Please choose another.',
    });
  }
  return { pinSet: true as const };
}

/** After a change of stores: whether the employee's PIN now collides with someone at the new stores. */
export async function pinCollidesAfterMove(tx: Tx, tenantId: string, employeeId: string, storeIds: string[], tenantWide: boolean) {
  const [row] = await tx
    .select({ pinLookup: employees.pinLookup })
    .from(employees)
    .where(and(eq(employees.tenantId, tenantId), eq(employees.id, employeeId)));
  if (!row?.pinLookup) return false;
  await lockPins(tx, tenantId);
  return pinTaken(tx, tenantId, employeeId, row.pinLookup, storeIds, tenantWide);
}
