import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { brandDomains } from '../db/schema.ts';
import { notFound } from './http/errors.ts';
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
    tx.select({ tenantId: brandDomains.tenantId, brandId: brandDomains.brandId }).from(brandDomains).where(eq(brandDomains.domain, domain)),
  );
  if (!row) throw notFound(`Brand for ${domain}`);
  return row;
}
