import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { brandDomains } from '../../db/schema.ts';
import { conflict } from '../../platform/http/errors.ts';
import { asSystem } from '../../platform/tenancy.ts';

/**
 * Refuses (409, naming each) domains that another brand already serves, in any tenant: a domain
 * resolves exactly one brand. The platform-wide lookup is the named "brand by domain" asSystem use.
 */
export async function assertDomainsFree(db: Db, domains: string[], brandId: string | null): Promise<void> {
  if (domains.length === 0) return;
  const taken = await asSystem(db, (tx) =>
    tx
      .select({ domain: brandDomains.domain, brandId: brandDomains.brandId })
      .from(brandDomains)
      .where(inArray(brandDomains.domain, domains)),
  );
  throwIfTaken(
    domains,
    taken.filter((t) => t.brandId !== brandId).map((t) => t.domain),
  );
}

function throwIfTaken(domains: string[], taken: string[]) {
  if (taken.length === 0) return;
  const fields = Object.fromEntries(
    domains.flatMap((d, i) => (taken.includes(d) ? [[`other.domains.${i}`, `${d} is already used by another brand`]] : [])),
  );
  const names = taken.join(', ');
  throw conflict(
    `The domain${taken.length > 1 ? 's' : ''} ${names} ${taken.length > 1 ? 'are' : 'is'} already used by another brand.`,
    fields,
  );
}

/** Makes the brand's domains exactly `domains`, keeping rows that stay. */
export async function replaceDomains(tx: Tx, tenantId: string, brandId: string, domains: string[]): Promise<void> {
  await tx
    .delete(brandDomains)
    .where(and(eq(brandDomains.tenantId, tenantId), eq(brandDomains.brandId, brandId), notInArray(brandDomains.domain, domains)));
  const kept = await tx
    .select({ domain: brandDomains.domain })
    .from(brandDomains)
    .where(and(eq(brandDomains.tenantId, tenantId), eq(brandDomains.brandId, brandId)));
  const fresh = domains.filter((d) => !kept.some((k) => k.domain === d));
  if (fresh.length) await tx.insert(brandDomains).values(fresh.map((domain) => ({ tenantId, brandId, domain })));
}
