// The documented exceptions to "tenant_id leads every key" (docs/scale-out.md, ARCHITECTURE "Tenancy").
// distribution.test.ts fails when the database has a table or a key that is neither distributable by
// tenant_id nor named here, so a new table stays distributable or is declared global on purpose.

/** Tables without a tenant_id column: platform-wide by nature. */
export const GLOBAL_TABLES: Readonly<Record<string, string>> = {
  tenants: 'the tenants themselves; every tenant table references it',
  translations: 'labels per page and language, the same for every tenant',
  platform_secrets: 'secrets generated once for the platform (the ALTCHA key), shared by every instance',
  sign_in_attempts: 'throttling counts per account key and IP, taken before an account (so a tenant) is known',
  used_captchas: 'ALTCHA replay protection, checked before sign-in',
  sandbox_gateway_tokens: 'the sandbox payment gateway stands in for an outside service (Stripe): not tenant data',
  sandbox_gateway_customers: 'the sandbox payment gateway (as above)',
  sandbox_gateway_cards: 'the sandbox payment gateway (as above)',
  sandbox_gateway_charges: 'the sandbox payment gateway (as above)',
  sandbox_gateway_refunds: 'the sandbox payment gateway (as above)',
  sms_opt_outs: 'STOP replies to the platform-wide SMS sender number, which every brand shares',
};

/**
 * Tenant tables (tenant_id leads their primary key and foreign keys) that also hold one platform-wide
 * unique lookup, used before the tenant of a request is known. On Citus they are reference or
 * coordinator tables, never distributed (docs/scale-out.md).
 */
export const GLOBAL_LOOKUPS: Readonly<Record<string, { index: string; why: string }>> = {
  brand_domains: {
    index: 'brand_domains_domain_uq',
    why: 'the customer area finds its brand, and so its tenant, from the request domain',
  },
  employees: {
    index: 'employees_email_uq',
    why: '/admin sign-in takes an email only, so staff emails are unique across the platform',
  },
  sessions: {
    index: 'sessions_token_uq',
    why: 'a bearer token or session cookie is found by its hash before the tenant is known',
  },
};
