import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { queryRows } from '../query-rows.ts';
import { createCustomer } from '../../modules/customers/customers.service.ts';
import { createEmployee } from '../../modules/employees/employees.service.ts';
import { provisionTenant } from '../../modules/tenancy/provisioning.ts';
import { asSystem } from '../../platform/tenancy.ts';

export const DEMO_PASSWORD = 'Demo#Salon2026';

/** One sign-in per role slug of spec section 6 (customer signs in on the customer side). */
export const DEMO_STAFF = [
  ['super_admin', 'superadmin@demo.salon'],
  ['franchisor', 'franchisor@demo.salon'],
  ['general_manager', 'gm@demo.salon'],
  ['store_owner', 'owner@demo.salon'],
  ['coordinator', 'coordinator@demo.salon'],
  ['shop_manager', 'shopmanager@demo.salon'],
  ['cutter', 'cutter@demo.salon'],
  ['cleaner', 'cleaner@demo.salon'],
  ['janitor', 'janitor@demo.salon'],
  ['lead_shop_coordinator', 'lead@demo.salon'],
] as const;

export const DEMO_CUSTOMER = { phoneNumber: '+15555550100', email: 'customer@demo.salon' };

export interface DemoSignIn {
  role: string;
  login: string;
  password: string;
}

/** Seeds the demo only into an empty database; answers the sign-ins to print. */
export async function seedDemoIfEmpty(db: Db): Promise<DemoSignIn[] | null> {
  const [existing] = await asSystem(db, (tx) => queryRows<{ n: number }>(tx, sql`select count(*)::int as n from tenants`));
  if (Number(existing.n) > 0) return null;
  const { tenant, brand, stores } = await provisionTenant(db, {
    name: 'Demo Franchise',
    slug: 'demo',
    brand: { name: 'Sharp & Co. Barbers', domains: ['localhost', '127.0.0.1'] },
    stores: [
      {
        name: 'Sharp & Co. Wicker Park',
        timezone: 'America/Chicago',
        status: 'active',
        addressLine1: '1550 N Milwaukee Ave',
        city: 'Chicago',
        state: 'IL',
        postalCode: '60622',
        geoLat: '41.9097',
        geoLong: '-87.6776',
      },
      {
        name: 'Sharp & Co. Silver Lake',
        timezone: 'America/Los_Angeles',
        status: 'active',
        addressLine1: '3911 W Sunset Blvd',
        city: 'Los Angeles',
        state: 'CA',
        postalCode: '90029',
        geoLat: '34.0906',
        geoLong: '-118.2799',
      },
    ],
  });
  const colors = ['#1e88e5', '#8e24aa', '#43a047', '#f4511e', '#00897b', '#6d4c41', '#3949ab', '#c0ca33', '#5e35b1', '#d81b60'];
  for (const [i, [slug, email]] of DEMO_STAFF.entries()) {
    const storeWide = slug === 'super_admin' || slug === 'franchisor';
    await createEmployee(db, {
      tenantId: tenant.id,
      email,
      password: DEMO_PASSWORD,
      firstName: slug
        .split('_')
        .map((w) => w[0].toUpperCase() + w.slice(1))
        .join(' '),
      lastName: 'Demo',
      isSuperAdmin: slug === 'super_admin',
      color: colors[i],
      roles: storeWide ? [{ slug, storeId: null }] : stores.map((s) => ({ slug, storeId: s.id, isOwner: slug === 'store_owner' })),
    });
  }
  const primary = await createCustomer(db, {
    tenantId: tenant.id,
    brandId: brand.id,
    firstName: 'Jordan',
    lastName: 'Rivera',
    ...DEMO_CUSTOMER,
    password: DEMO_PASSWORD,
    phoneVerified: true,
  });
  await createCustomer(db, {
    tenantId: tenant.id,
    brandId: brand.id,
    firstName: 'Mia',
    lastName: 'Rivera',
    profileType: 'LINKED',
    primaryCustomerId: primary.id,
  });
  await createCustomer(db, {
    tenantId: tenant.id,
    brandId: brand.id,
    firstName: 'Sam',
    lastName: 'Okafor',
    phoneNumber: '+15555550101',
    email: 'sam@demo.salon',
    password: DEMO_PASSWORD,
    phoneVerified: true,
  });
  return [
    ...DEMO_STAFF.map(([role, email]) => ({ role, login: email, password: DEMO_PASSWORD })),
    { role: 'customer', login: `${DEMO_CUSTOMER.phoneNumber} or ${DEMO_CUSTOMER.email}`, password: DEMO_PASSWORD },
  ];
}
