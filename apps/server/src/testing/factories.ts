import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { createCustomer } from '../modules/customers/customers.service.ts';
import { createEmployee } from '../modules/employees/employees.service.ts';
import { provisionTenant } from '../modules/tenancy/provisioning.ts';
import { hashPassword } from '../platform/auth/passwords.ts';

export const TEST_PASSWORD = 'Fixture#Pass1';

let testHash: Promise<string> | undefined;
/** TEST_PASSWORD's argon2 hash, made once per process and shared by every test account (signing in still verifies it). */
export const testPasswordHash = () => (testHash ??= hashPassword(TEST_PASSWORD));

const unique = () => randomBytes(4).toString('hex');

/** A tenant with one brand (on its own domain) and two stores in different US timezones. */
export async function makeTenant(db: Db, name = 'Tenant') {
  const u = unique();
  return provisionTenant(db, {
    name: `${name} ${u}`,
    slug: `${name.toLowerCase().replace(/\W+/g, '-')}-${u}`,
    brand: { name: `${name} Cuts`, domains: [`${u}.brand.test`] },
    stores: [
      { name: `${name} Downtown`, timezone: 'America/Chicago', status: 'active', city: 'Chicago', state: 'IL' },
      { name: `${name} Uptown`, timezone: 'America/Los_Angeles', status: 'active', city: 'Los Angeles', state: 'CA' },
    ],
  });
}

export type TestTenant = Awaited<ReturnType<typeof makeTenant>>;

/** An employee holding one role: at the tenant's first store, or tenant-wide for franchisor/brand roles. */
export async function makeEmployee(db: Db, tenant: TestTenant, slug: string, overrides: { email?: string; storeId?: string | null } = {}) {
  const tenantWide = slug === 'franchisor' || slug === 'brand_admin' || slug === 'super_admin' || slug === 'accountant';
  return createEmployee(db, {
    tenantId: tenant.tenant.id,
    email: overrides.email ?? `${slug}.${unique()}@staff.test`,
    passwordHash: await testPasswordHash(),
    firstName: slug.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase()),
    lastName: 'Tester',
    isSuperAdmin: slug === 'super_admin',
    roles: [{ slug, storeId: overrides.storeId !== undefined ? overrides.storeId : tenantWide ? null : tenant.stores[0].id }],
  });
}

export async function makeCustomer(db: Db, tenant: TestTenant, overrides: { phoneNumber?: string; email?: string } = {}) {
  return createCustomer(db, {
    tenantId: tenant.tenant.id,
    brandId: tenant.brand.id,
    firstName: 'Casey',
    lastName: 'Client',
    phoneNumber: overrides.phoneNumber ?? `+1555${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
    email: overrides.email ?? `casey.${unique()}@client.test`,
    passwordHash: await testPasswordHash(),
    phoneVerified: true,
  });
}
