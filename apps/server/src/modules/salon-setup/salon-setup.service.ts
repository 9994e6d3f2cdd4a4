// SalonSetup/Create: a new salon business signs up; tenant, brand, store, services, owner and invites in ONE transaction.
import { randomBytes } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { pastExpiryMessage, type SalonSetup, type SalonSetupResult } from '@salon/shared';
import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/client.ts';
import { brandDomains, brands, employeeRoles, employees, roles, serviceStores, services, stores, tenants } from '../../db/schema.ts';
import { audit } from '../../platform/audit/audit.ts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { conflict, invalid, sqlState } from '../../platform/http/errors.ts';
import { deliverQueuedMessage } from '../../platform/outbox/outbox.ts';
import { asSystem, withNewTenant } from '../../platform/tenancy.ts';
import { removeQuietly } from '../../platform/uploads/file-store.ts';
import { brandLegalValues, brandLookValues } from '../brands/brand-admin.service.ts';
import { queueSetPasswordCode } from '../employees/employee-write.service.ts';
import { defaultRoleRows } from '../tenancy/provisioning.ts';
import { categoryFor } from '../services/service-categories.ts';
import { queueOwnerCode } from './owner-email.service.ts';
import { assertLogoStaged, claimSetupLogo, dropStagedLogo } from './setup-logo.service.ts';

export const DOMAIN_TAKEN = 'This domain already belongs to another salon. Choose another.';
export const EMAIL_TAKEN = 'This email already has an account. Sign in instead, or use another email.';
export const INVITE_TAKEN = 'This email already has an account elsewhere; invite another email.';

/** A URL-safe name for the tenant, unique by its random tail. */
export function tenantSlug(businessName: string): string {
  const base = businessName
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40);
  return `${base || 'salon'}-${randomBytes(3).toString('hex')}`;
}

/** The skill a template service needs (a value of the default skills config group); others need "haircut". */
const SKILL_OF: Record<string, string> = {
  'beard trim': 'beard_trim',
  'hot towel shave': 'hot_towel_shave',
  'kids cut': 'kids_cut',
  'line up': 'line_up',
  'skin fade': 'fade',
};

/** Clear 409s before the transaction (named cross-tenant lookups: domains and staff emails are platform-unique). */
async function assertFree(ctx: AppContext, body: SalonSetup) {
  const emails = [body.basicDetails.ownerEmail, ...body.other.invites.map((i) => i.email)];
  const { domainTaken, taken } = await asSystem(ctx.db, async (tx) => ({
    domainTaken:
      (
        await tx
          .select({ id: brandDomains.id })
          .from(brandDomains)
          .where(inArray(brandDomains.domain, [body.appearance.domain]))
      ).length > 0,
    taken: new Set(
      (await tx.select({ email: employees.email }).from(employees).where(inArray(employees.email, emails))).map((r) => r.email),
    ),
  }));
  const fields: Record<string, string> = {};
  if (domainTaken) fields['appearance.domain'] = DOMAIN_TAKEN;
  if (taken.has(body.basicDetails.ownerEmail)) fields['basicDetails.ownerEmail'] = EMAIL_TAKEN;
  body.other.invites.forEach((invite, index) => {
    if (taken.has(invite.email)) fields[`other.invites.${index}.email`] = INVITE_TAKEN;
  });
  const first = Object.values(fields)[0];
  if (first) throw conflict(first, fields);
}

/** Two sign-ups racing for one domain or email: the unique index decides and the loser gets the same 409. */
function raceConflict(err: unknown): never {
  const constraint =
    (err as { cause?: { constraint?: string }; constraint?: string }).cause?.constraint ?? (err as { constraint?: string }).constraint;
  if (sqlState(err) === '23505' && constraint === 'brand_domains_domain_uq')
    throw conflict(DOMAIN_TAKEN, { 'appearance.domain': DOMAIN_TAKEN });
  if (sqlState(err) === '23505' && constraint === 'employees_email_uq')
    throw conflict(EMAIL_TAKEN, { 'basicDetails.ownerEmail': EMAIL_TAKEN });
  throw err;
}

async function insertServices(tx: Tx, tenantId: string, storeId: string, list: SalonSetup['other']['services']) {
  const category = await categoryFor(tx, tenantId, 'Services');
  const rows = await tx
    .insert(services)
    .values(
      list.map((s) => ({
        tenantId,
        name: s.name,
        ...category,
        durationMinutes: s.durationMinutes,
        priceCents: s.priceCents,
        skillSet: SKILL_OF[s.name.toLowerCase()] ?? 'haircut',
      })),
    )
    .returning({ id: services.id });
  await tx.insert(serviceStores).values(rows.map((r) => ({ tenantId, serviceId: r.id, storeId })));
  return rows.length;
}

/** Creates the salon; the owner then signs in at /admin with the email and password of basic details. */
export async function createSalon(ctx: AppContext, body: SalonSetup, requestId?: string): Promise<SalonSetupResult> {
  const { basicDetails: owner, appearance, store: first, legal, other } = body;
  const now = ctx.now();
  // The licence must not have expired on the store's calendar (the store wizard's rule).
  const pastExpiry = pastExpiryMessage(legal.dateOfExpiry, first.timezone, now);
  if (pastExpiry) throw invalid({ 'legal.dateOfExpiry': pastExpiry });
  await assertLogoStaged(ctx, appearance.logoFileId);
  await assertFree(ctx, body);
  const passwordHash = await hashPassword(owner.password);
  // Logo files copied into the new tenant's folder: removed again if the transaction does not commit.
  const written: string[] = [];
  const created = await withNewTenant(
    ctx.db,
    async (tx) =>
      (
        await tx
          .insert(tenants)
          .values({ name: owner.businessName, slug: tenantSlug(owner.businessName) })
          .returning()
      )[0],
    async (tx, tenantId) => {
      const [brand] = await tx
        .insert(brands)
        .values({
          tenantId,
          name: appearance.brandName,
          ...brandLookValues(appearance),
          email: owner.ownerEmail,
          timezone: first.timezone,
          legal: { ...brandLegalValues(legal), termsVersion: legal.termsVersion, termsAcceptedAt: now.toISOString() },
        })
        .returning();
      await tx.insert(brandDomains).values({ tenantId, brandId: brand.id, domain: appearance.domain });
      const [store] = await tx
        .insert(stores)
        .values({
          tenantId,
          brandId: brand.id,
          name: first.storeName,
          status: 'active',
          timezone: first.timezone,
          openingHours: first.openingHours,
          phoneNumber: first.phoneNumber,
          addressLine1: first.address.addressLine1,
          addressLine2: first.address.addressLine2 ?? null,
          city: first.address.city,
          state: first.address.state,
          postalCode: first.address.postalCode,
          licenseNo: legal.licenseNo,
          licenseExpiresOn: legal.dateOfExpiry,
        })
        .returning();
      const roleRows = await tx.insert(roles).values(defaultRoleRows(tenantId)).returning({ id: roles.id, slug: roles.slug });
      const roleId = (slug: string) => roleRows.find((r) => r.slug === slug)!.id;
      const serviceCount = await insertServices(tx, tenantId, store.id, other.services);
      const [ownerRow] = await tx
        .insert(employees)
        .values({
          tenantId,
          email: owner.ownerEmail,
          passwordHash,
          passwordChangedAt: now,
          firstName: owner.ownerFirstName,
          lastName: owner.ownerLastName,
          // Proven by the code emailed now (owner-email.service.ts): the password signs in only after that.
          emailVerified: false,
        })
        .returning();
      await tx.insert(employeeRoles).values([
        { tenantId, employeeId: ownerRow.id, roleId: roleId('franchisor'), storeId: null },
        { tenantId, employeeId: ownerRow.id, roleId: roleId('store_owner'), storeId: store.id, isOwner: true },
      ]);
      if (appearance.logoFileId)
        await claimSetupLogo(ctx, tx, { tenantId, brandId: brand.id, ownerId: ownerRow.id }, appearance.logoFileId, written);
      const messageIds: string[] = [await queueOwnerCode(tx, ownerRow, now)];
      for (const invite of other.invites) {
        const [row] = await tx
          .insert(employees)
          .values({ tenantId, email: invite.email, firstName: invite.firstName, lastName: invite.lastName })
          .returning();
        await tx.insert(employeeRoles).values({ tenantId, employeeId: row.id, roleId: roleId(invite.role), storeId: store.id });
        messageIds.push(await queueSetPasswordCode(tx, row, now));
      }
      await audit(
        tx,
        { tenantId, type: 'system' },
        {
          action: 'salon.created',
          entityType: 'tenant',
          entityId: tenantId,
          details: { services: serviceCount, invited: other.invites.length, termsVersion: legal.termsVersion },
        },
        requestId,
      );
      return {
        result: {
          tenantId,
          brandId: brand.id,
          storeId: store.id,
          ownerEmail: owner.ownerEmail,
          services: serviceCount,
          invited: other.invites.length,
        },
        messageIds,
      };
    },
  ).catch(async (err: unknown) => {
    await removeQuietly(...written);
    return raceConflict(err);
  });
  await dropStagedLogo(ctx.config.DATA_DIR, appearance.logoFileId);
  for (const id of created.messageIds) await deliverQueuedMessage(ctx.jobs, id);
  return created.result;
}
