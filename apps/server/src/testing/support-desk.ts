// The contact-us tests' organisation: a tenant whose brand has a support address, its franchisor (support: holds
// read_contact_messages) and a cutter (does not), another tenant's franchisor, and the brand site's headers.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { brands } from '../db/schema.ts';
import { withTenant } from '../platform/tenancy.ts';
import { brandHeaders } from './auth-helpers.ts';
import { makeEmployee, makeTenant } from './factories.ts';
import { staffAuth } from './test-sessions.ts';

export async function supportDesk(db: Db, name: string, supportEmail: string) {
  const alpha = await makeTenant(db, name);
  const other = await makeTenant(db, `${name}B`);
  await withTenant(db, alpha.tenant.id, (tx) => tx.update(brands).set({ supportEmail }).where(eq(brands.id, alpha.brand.id)));
  const staff = async (tenant: typeof alpha, role: string) => (await staffAuth(db, await makeEmployee(db, tenant, role))).headers;
  return {
    alpha,
    support: await staff(alpha, 'franchisor'),
    cutter: await staff(alpha, 'cutter'),
    beta: await staff(other, 'franchisor'),
    site: await brandHeaders(db, alpha),
  };
}
