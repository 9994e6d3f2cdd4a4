// profile/personal: name and birthday, email and phone changes proven by a code sent to the new address
// (the change applies only when the code comes back), and the family members (LINKED profiles) under the customer.
import { OTP, type LinkedProfile, type PersonalDetails } from '@salon/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { customerPersonalDetails, customers } from '../../db/schema.ts';
import { audit } from '../../platform/audit/audit.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { conflict } from '../../platform/http/errors.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { deliver } from '../auth/code-delivery.ts';
import { codeRefusal } from '../auth/one-time-codes.ts';
import { applyContactChange, type ContactKind, startContactChange } from './contact-change.ts';
import { birthdayOf, linkedOf, saveBirthday, selfOf } from './profile-records.ts';

type CustomerRow = typeof customers.$inferSelect;

const present = (c: CustomerRow, birthday: string | null): PersonalDetails => ({
  id: c.id,
  firstName: c.firstName,
  lastName: c.lastName,
  email: c.email,
  emailVerified: c.emailVerified,
  phoneNumber: c.phoneNumber,
  phoneVerified: c.phoneVerified,
  birthday,
  hasPassword: c.passwordHash !== null,
});

export async function getPersonal(ctx: AppContext, actor: Actor): Promise<PersonalDetails> {
  return withTenant(ctx.db, actor.tenantId, async (tx) => present(await selfOf(tx, actor), await birthdayOf(tx, actor.tenantId, actor.id)));
}

export async function updatePersonal(
  ctx: AppContext,
  actor: Actor,
  body: { firstName: string; lastName: string; birthday: string | null },
  requestId?: string,
): Promise<PersonalDetails> {
  return withTenant(ctx.db, actor.tenantId, async (tx) => {
    await selfOf(tx, actor);
    await saveBirthday(tx, actor.tenantId, actor.id, body.birthday, ctx.now());
    const [row] = await tx
      .update(customers)
      .set({ firstName: body.firstName, lastName: body.lastName })
      .where(and(eq(customers.tenantId, actor.tenantId), eq(customers.id, actor.id)))
      .returning();
    await audit(tx, actor, { action: 'customer.profile_updated', entityType: 'customer', entityId: actor.id }, requestId);
    return present(row, body.birthday);
  });
}

/** Step 1: sends a code to the new email or phone. Nothing changes yet. */
export async function requestContactChange(ctx: AppContext, actor: Actor, kind: ContactKind, value: string) {
  const messageId = await withTenant(ctx.db, actor.tenantId, async (tx) =>
    startContactChange(tx, await selfOf(tx, actor), kind, value, ctx.now(), 'your'),
  );
  await deliver(ctx, [messageId]);
  return { sent: true, nextCodeInSeconds: OTP.resendCooldownSeconds };
}

/** Step 2: the code sent to the new address applies the change and marks it verified. */
export async function confirmContactChange(
  ctx: AppContext,
  actor: Actor,
  kind: ContactKind,
  body: { identifier: string; confirmationCode: string },
  requestId?: string,
): Promise<PersonalDetails> {
  const outcome = await withTenant(ctx.db, actor.tenantId, async (tx) => {
    const self = await selfOf(tx, actor);
    const applied = await applyContactChange(tx, self, kind, body, ctx.now());
    if (applied.refused !== null) return { refused: applied.refused, details: null };
    const previous = kind === 'email' ? self.email : self.phoneNumber;
    await audit(
      tx,
      actor,
      { action: `customer.${kind}_changed`, entityType: 'customer', entityId: actor.id, details: { hadPrevious: previous !== null } },
      requestId,
    );
    return { refused: null, details: present(applied.row, await birthdayOf(tx, actor.tenantId, actor.id)) };
  });
  if (outcome.refused !== null || !outcome.details) throw codeRefusal(outcome.refused ?? 'wrong');
  return outcome.details;
}

// Linked profiles: family members who book under the customer and have no sign-in of their own.

export async function listLinked(ctx: AppContext, actor: Actor): Promise<LinkedProfile[]> {
  return withTenant(ctx.db, actor.tenantId, async (tx) => {
    const rows = await tx
      .select({
        id: customers.id,
        firstName: customers.firstName,
        lastName: customers.lastName,
        birthday: customerPersonalDetails.birthday,
      })
      .from(customers)
      .leftJoin(
        customerPersonalDetails,
        and(eq(customerPersonalDetails.tenantId, customers.tenantId), eq(customerPersonalDetails.customerId, customers.id)),
      )
      .where(
        and(
          eq(customers.tenantId, actor.tenantId),
          eq(customers.primaryCustomerId, actor.id),
          eq(customers.profileType, 'LINKED'),
          eq(customers.status, 'active'),
        ),
      )
      .orderBy(asc(customers.createdAt), asc(customers.id));
    return rows.map((r) => ({ ...r, birthday: r.birthday ?? null }));
  });
}

export const LINKED_PROFILES_MAX = 10;
type LinkedBody = { firstName: string; lastName: string; birthday: string | null };

export async function addLinked(ctx: AppContext, actor: Actor, body: LinkedBody, requestId?: string): Promise<LinkedProfile> {
  return withTenant(ctx.db, actor.tenantId, async (tx) => {
    const self = await selfOf(tx, actor);
    const existing = await tx
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.tenantId, actor.tenantId), eq(customers.primaryCustomerId, actor.id), eq(customers.status, 'active')));
    if (existing.length >= LINKED_PROFILES_MAX) throw conflict(`You can add at most ${LINKED_PROFILES_MAX} family members.`);
    const [row] = await tx
      .insert(customers)
      .values({
        tenantId: actor.tenantId,
        brandId: self.brandId,
        profileType: 'LINKED',
        primaryCustomerId: actor.id,
        firstName: body.firstName,
        lastName: body.lastName,
      })
      .returning();
    await saveBirthday(tx, actor.tenantId, row.id, body.birthday, ctx.now());
    await audit(tx, actor, { action: 'customer.linked_added', entityType: 'customer', entityId: row.id }, requestId);
    return { id: row.id, firstName: row.firstName, lastName: row.lastName, birthday: body.birthday };
  });
}

export async function editLinked(ctx: AppContext, actor: Actor, id: string, body: LinkedBody, requestId?: string): Promise<LinkedProfile> {
  return withTenant(ctx.db, actor.tenantId, async (tx) => {
    await linkedOf(tx, actor, id);
    await saveBirthday(tx, actor.tenantId, id, body.birthday, ctx.now());
    await tx
      .update(customers)
      .set({ firstName: body.firstName, lastName: body.lastName })
      .where(and(eq(customers.tenantId, actor.tenantId), eq(customers.id, id)));
    await audit(tx, actor, { action: 'customer.linked_updated', entityType: 'customer', entityId: id }, requestId);
    return { id, firstName: body.firstName, lastName: body.lastName, birthday: body.birthday };
  });
}

/** Removing a family member keeps their past visits and invoices: the profile is made inactive and unlinked from view. */
export async function removeLinked(ctx: AppContext, actor: Actor, id: string, requestId?: string) {
  return withTenant(ctx.db, actor.tenantId, async (tx) => {
    await linkedOf(tx, actor, id);
    await tx
      .update(customers)
      .set({ status: 'inactive' })
      .where(and(eq(customers.tenantId, actor.tenantId), eq(customers.id, id)));
    await audit(tx, actor, { action: 'customer.linked_removed', entityType: 'customer', entityId: id }, requestId);
    return { id, removed: true as const };
  });
}
