import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { TENANT_SUSPENDED_MESSAGE } from '@salon/shared';
import { brandDomains, tenants } from '../db/schema.ts';
import { AppError, notFound } from './http/errors.ts';
import { asSystem } from './tenancy.ts';

export interface BrandContext {
  tenantId: string;
  brandId: string;
}

/** The domain a customer call names: the x-brand-domain header, else the request's host name. */
export function requestDomain(request: FastifyRequest): string {
  const header = request.headers['x-brand-domain'];
  const raw = (Array.isArray(header) ? header[0] : header) || request.hostname;
  return raw.toLowerCase().replace(/:\d+$/, '').trim();
}

/** Resolves the brand (and so the tenant) of an unauthenticated customer call from its domain. */
export async function brandOfRequest(db: Db, request: FastifyRequest): Promise<BrandContext> {
  const domain = requestDomain(request);
  const [row] = await asSystem(db, (tx) =>
    tx
      .select({ tenantId: brandDomains.tenantId, brandId: brandDomains.brandId, status: tenants.status })
      .from(brandDomains)
      .innerJoin(tenants, eq(tenants.id, brandDomains.tenantId))
      .where(eq(brandDomains.domain, domain)),
  );
  if (!row) throw notFound(`Brand for ${domain}`);
  // A suspended tenant's customer pages (and sign-ins, and tablets pairing) say so.
  if (row.status !== 'active') throw new AppError(404, 'NOT_FOUND', TENANT_SUSPENDED_MESSAGE);
  return { tenantId: row.tenantId, brandId: row.brandId };
}
