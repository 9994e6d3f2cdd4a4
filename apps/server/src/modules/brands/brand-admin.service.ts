import type { BrandDetail, BrandListItem, BrandSearch, BrandWizard } from '@salon/shared';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/client.ts';
import { brandDomains, brands, stores } from '../../db/schema.ts';
import type { BrandLegal } from '../tenancy/tenancy.tables.ts';
import { audit } from '../../platform/audit/audit.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { AppError, invalid, notFound, sqlState } from '../../platform/http/errors.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { attachFiles, requireImageFiles } from '../../platform/uploads/index.ts';
import { toBrandDetail, toBrandListItem } from './brand-detail.ts';
import { assertDomainsFree, replaceDomains } from './brand-domains.ts';

type BrandValues = Omit<typeof brands.$inferInsert, 'id' | 'tenantId' | 'status'>;

const emptyToNull = <T>(value: T | '' | null | undefined): T | null => (value === '' || value === undefined ? null : value);

/** The legal step as the brand's legal record: the EIN written NN-NNNNNNN, '' as null. */
export function brandLegalValues(legal: BrandWizard['legal']): BrandLegal {
  const taxDigits = legal.taxId.replace('-', '');
  return {
    legalName: legal.legalName,
    businessType: legal.businessType,
    taxId: `${taxDigits.slice(0, 2)}-${taxDigits.slice(2)}`,
    incorporationState: legal.incorporationState,
    registrationNumber: emptyToNull(legal.registrationNumber),
  };
}

/** The look as brand columns: colors only for a custom theme. */
export function brandLookValues(appearance: BrandWizard['appearance']) {
  return {
    theme: appearance.theme,
    colors: appearance.theme === 'custom' ? { primary: appearance.colors.primary, secondary: appearance.colors.secondary } : {},
    logoFileId: appearance.logoFileId ?? null,
  };
}

/** The wizard's steps as brand columns: '' stored as null, the EIN as NN-NNNNNNN, colors only for a custom theme. */
function brandValues(input: BrandWizard): BrandValues {
  const { basicDetails: basic, address, other, legal, appearance, states, plans } = input;
  return {
    name: basic.name,
    contactFirstName: basic.contactFirstName,
    contactLastName: basic.contactLastName,
    email: basic.email,
    countryCode: basic.countryCode,
    phoneNumber: basic.phoneNumber,
    website: emptyToNull(basic.website),
    address: { ...address.address, addressLine2: emptyToNull(address.address.addressLine2) },
    billingSameAsAddress: address.billingSameAsAddress,
    billingAddress:
      address.billingSameAsAddress || !address.billingAddress
        ? null
        : { ...address.billingAddress, addressLine2: emptyToNull(address.billingAddress.addressLine2) },
    timezone: other.timezone,
    defaultLanguage: other.defaultLanguage,
    supportEmail: emptyToNull(other.supportEmail),
    supportPhone: emptyToNull(other.supportPhone),
    description: emptyToNull(other.description),
    legal: brandLegalValues(legal),
    ...brandLookValues(appearance),
    operatingStates: states.operatingStates,
    plan: plans,
  };
}

/** Links the logo upload to the brand; a refusal is reported on the wizard's logo field. */
async function attachLogo(tx: Tx, actor: Actor, brandId: string, logoFileId: string | null | undefined) {
  if (!logoFileId) return;
  try {
    await requireImageFiles(tx, actor, [logoFileId]);
    await attachFiles(tx, actor, 'brand', brandId, [logoFileId]);
  } catch (err) {
    if (err instanceof AppError && err.fields?.[logoFileId]) {
      throw new AppError(err.statusCode, err.code, err.message, { 'appearance.logoFileId': err.fields[logoFileId] });
    }
    throw err;
  }
}

async function loadDetail(tx: Tx, tenantId: string, id: string): Promise<BrandDetail> {
  const [brand] = await tx
    .select()
    .from(brands)
    .where(and(eq(brands.tenantId, tenantId), eq(brands.id, id)));
  if (!brand) throw notFound('Brand');
  const domains = await tx
    .select({ domain: brandDomains.domain })
    .from(brandDomains)
    .where(and(eq(brandDomains.tenantId, tenantId), eq(brandDomains.brandId, id)))
    .orderBy(asc(brandDomains.createdAt), asc(brandDomains.domain));
  const [{ n }] = await tx
    .select({ n: count() })
    .from(stores)
    .where(and(eq(stores.tenantId, tenantId), eq(stores.brandId, id)));
  return toBrandDetail(
    brand,
    domains.map((d) => d.domain),
    n,
  );
}

/** A domain taken between our check and our insert still answers 409 naming it. */
async function namingDomainConflicts<T>(ctx: AppContext, domains: string[], brandId: string | null, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (sqlState(err) === '23505') await assertDomainsFree(ctx.db, domains, brandId);
    throw err;
  }
}

export async function getBrand(ctx: AppContext, actor: Actor, id: string): Promise<BrandDetail> {
  return withTenant(ctx.db, actor.tenantId, (tx) => loadDetail(tx, actor.tenantId, id));
}

export async function createBrand(ctx: AppContext, actor: Actor, input: BrandWizard, requestId: string): Promise<BrandDetail> {
  const domains = input.other.domains;
  await assertDomainsFree(ctx.db, domains, null);
  return namingDomainConflicts(ctx, domains, null, () =>
    withTenant(ctx.db, actor.tenantId, async (tx) => {
      const [brand] = await tx
        .insert(brands)
        .values({ ...brandValues(input), tenantId: actor.tenantId, status: 'pending' })
        .returning({ id: brands.id });
      await replaceDomains(tx, actor.tenantId, brand.id, domains);
      await attachLogo(tx, actor, brand.id, input.appearance.logoFileId);
      await audit(
        tx,
        actor,
        { action: 'create', entityType: 'brand', entityId: brand.id, details: { name: input.basicDetails.name, domains } },
        requestId,
      );
      return loadDetail(tx, actor.tenantId, brand.id);
    }),
  );
}

const STEPS = ['basicDetails', 'address', 'other', 'legal', 'appearance', 'states', 'plans'] as const;

export async function updateBrand(ctx: AppContext, actor: Actor, id: string, input: BrandWizard, requestId: string): Promise<BrandDetail> {
  const domains = input.other.domains;
  const before = await getBrand(ctx, actor, id);
  if (input.plans.storeLimit < before.storeCount) {
    throw invalid({ 'plans.storeLimit': `This brand already has ${before.storeCount} stores; the store limit cannot be lower` });
  }
  await assertDomainsFree(ctx.db, domains, id);
  return namingDomainConflicts(ctx, domains, id, () =>
    withTenant(ctx.db, actor.tenantId, async (tx) => {
      const updated = await tx
        .update(brands)
        .set(brandValues(input))
        .where(and(eq(brands.tenantId, actor.tenantId), eq(brands.id, id)))
        .returning({ id: brands.id });
      if (updated.length === 0) throw notFound('Brand');
      await replaceDomains(tx, actor.tenantId, id, domains);
      await attachLogo(tx, actor, id, input.appearance.logoFileId);
      const after = await loadDetail(tx, actor.tenantId, id);
      const changedSteps = STEPS.filter((step) => JSON.stringify(before[step]) !== JSON.stringify(after[step]));
      await audit(tx, actor, { action: 'update', entityType: 'brand', entityId: id, details: { changedSteps } }, requestId);
      return after;
    }),
  );
}

/** pending or inactive -> active (the customer site goes live); active -> inactive. */
export async function activateBrand(ctx: AppContext, actor: Actor, id: string, active: boolean, requestId: string): Promise<BrandDetail> {
  return withTenant(ctx.db, actor.tenantId, async (tx) => {
    const before = await loadDetail(tx, actor.tenantId, id);
    const target = active ? 'active' : 'inactive';
    if (before.status === target) {
      throw new AppError(409, 'INVALID_TRANSITION', `The brand is already ${target}.`);
    }
    if (!active && before.status === 'pending') {
      throw new AppError(409, 'INVALID_TRANSITION', 'A pending brand has not been activated yet, so it cannot be deactivated.');
    }
    await tx
      .update(brands)
      .set({ status: target })
      .where(and(eq(brands.tenantId, actor.tenantId), eq(brands.id, id)));
    await audit(
      tx,
      actor,
      { action: active ? 'activate' : 'deactivate', entityType: 'brand', entityId: id, details: { from: before.status, to: target } },
      requestId,
    );
    return { ...before, status: target };
  });
}

const SORTS: Record<string, SQL> = {
  name: asc(brands.name),
  '-name': desc(brands.name),
  createdAt: asc(brands.createdAt),
  '-createdAt': desc(brands.createdAt),
  status: asc(brands.status),
  '-status': desc(brands.status),
};

const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function searchBrands(ctx: AppContext, actor: Actor, query: BrandSearch & { page: number; pageSize: number }) {
  const tenantId = actor.tenantId;
  return withTenant(ctx.db, tenantId, async (tx) => {
    const conditions: SQL[] = [eq(brands.tenantId, tenantId)];
    if (query.filters?.status) conditions.push(eq(brands.status, query.filters.status));
    if (query.search) {
      const pattern = likePattern(query.search);
      const byDomain = tx
        .select({ id: brandDomains.brandId })
        .from(brandDomains)
        .where(and(eq(brandDomains.tenantId, tenantId), ilike(brandDomains.domain, pattern)));
      conditions.push(or(ilike(brands.name, pattern), inArray(brands.id, byDomain)) as SQL);
    }
    const where = and(...conditions);
    const [{ total }] = await tx.select({ total: count() }).from(brands).where(where);
    const rows = await tx
      .select()
      .from(brands)
      .where(where)
      .orderBy(SORTS[query.sort ?? 'name'], asc(brands.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize);
    const ids = rows.map((r) => r.id);
    const domainRows = ids.length
      ? await tx
          .select({ brandId: brandDomains.brandId, domain: brandDomains.domain })
          .from(brandDomains)
          .where(and(eq(brandDomains.tenantId, tenantId), inArray(brandDomains.brandId, ids)))
          .orderBy(asc(brandDomains.createdAt), asc(brandDomains.domain))
      : [];
    const storeCounts = ids.length
      ? await tx
          .select({ brandId: stores.brandId, n: sql<number>`count(*)::int` })
          .from(stores)
          .where(and(eq(stores.tenantId, tenantId), inArray(stores.brandId, ids)))
          .groupBy(stores.brandId)
      : [];
    const items: BrandListItem[] = rows.map((brand) =>
      toBrandListItem(
        brand,
        domainRows.filter((d) => d.brandId === brand.id).map((d) => d.domain),
        storeCounts.find((s) => s.brandId === brand.id)?.n ?? 0,
      ),
    );
    return { items, total, page: query.page, pageSize: query.pageSize };
  });
}
