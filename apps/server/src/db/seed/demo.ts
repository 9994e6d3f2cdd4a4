import { instantToWallClock } from '@salon/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { queryRows } from '../query-rows.ts';
import { createCustomer } from '../../modules/customers/customers.service.ts';
import { seedDemoCustomers } from './demo-customers.ts';
import { createEmployee } from '../../modules/employees/employees.service.ts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { provisionTenant } from '../../modules/tenancy/provisioning.ts';
import { asSystem, withTenant } from '../../platform/tenancy.ts';
import { DEMO_EXTRA_CUTTERS, seedFrontDesk } from './demo-front-desk.ts';
import { seedDemoWaitlist } from './demo-waitlist.ts';
import { seedDemoFace } from './demo-face.ts';
import { seedTimeCards } from './demo-time-cards.ts';
import { createDemoRegulars } from './demo-regulars.ts';
import { seedDemoSales } from './demo-sales.ts';
import { seedCustomerProfile } from './demo-customer-profile.ts';
import { seedStoreDemand } from './demo-store-demand.ts';
import { seedDemoAccounting } from './demo-accounting.ts';
import { seedDemoCommission } from './demo-commission.ts';
import { seedDemoMessages } from './demo-messages.ts';
import { seedDemoHelp } from './demo-help.ts';
import { seedDemoPromotions } from './demo-promotions.ts';
import { rebuildDailySales } from '../../modules/daily-sales/daily-sales.ts';

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
  ['accountant', 'accountant@demo.salon'],
] as const;

/** The demo store's drinks on the in-store tablet. */
export const DEMO_KIOSK_BEVERAGES = ['Latte', 'Espresso', 'Green tea', 'Sparkling water', 'Still water'].map((label) => ({
  value: label.toLowerCase().replace(/[^a-z0-9]+/g, '_'),
  label,
}));

export const DEMO_CUSTOMER = { phoneNumber: '+15555550100', email: 'customer@demo.salon' };

export interface DemoSignIn {
  role: string;
  login: string;
  password: string;
}

/**
 * Seeds the demo only into an empty database; answers the sign-ins to print. `now` places the
 * published shifts and today's appointments (the real time at start-up). With `dataDir` (the server's DATA_DIR)
 * it also draws the in-store promotion images the tablets show.
 */
export async function seedDemoIfEmpty(db: Db, now: Date = new Date(), options: { dataDir?: string } = {}): Promise<DemoSignIn[] | null> {
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
        phoneNumber: '+13125550148',
        email: 'wickerpark@demo.salon',
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
        phoneNumber: '+13235550162',
        email: 'silverlake@demo.salon',
      },
    ],
  });
  // Issue 19: the first store's tablet offers its own drinks; music is the tenant's list.
  await withTenant(db, tenant.id, (tx) =>
    tx.execute(sql`update stores set kiosk_beverages = ${JSON.stringify(DEMO_KIOSK_BEVERAGES)}::jsonb where id = ${stores[0].id}`),
  );
  const colors = ['#1e88e5', '#8e24aa', '#43a047', '#f4511e', '#00897b', '#6d4c41', '#3949ab', '#c0ca33', '#5e35b1', '#d81b60'];
  const staffIds = new Map<string, string>();
  // Every demo account shares DEMO_PASSWORD: hashed once (argon2, about 30 ms each), not once per account.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const [i, [slug, email]] of DEMO_STAFF.entries()) {
    const storeWide = slug === 'super_admin' || slug === 'franchisor' || slug === 'accountant';
    const employee = await createEmployee(db, {
      tenantId: tenant.id,
      email,
      passwordHash,
      firstName: slug
        .split('_')
        .map((w) => w[0].toUpperCase() + w.slice(1))
        .join(' '),
      lastName: 'Demo',
      isSuperAdmin: slug === 'super_admin',
      color: colors[i % colors.length],
      roles: storeWide ? [{ slug, storeId: null }] : stores.map((s) => ({ slug, storeId: s.id, isOwner: slug === 'store_owner' })),
    });
    staffIds.set(slug, employee.id);
  }
  // More cutters, so the calendar has columns and "any cutter" has a choice.
  // cutter@demo.salon works at the first store; every store gets its own demo cutters too.
  const cuttersByStore: string[][] = stores.map((_, i) => (i === 0 ? [staffIds.get('cutter') as string] : []));
  for (const [i, [firstName, email, storeIndex]] of DEMO_EXTRA_CUTTERS.entries()) {
    const cutter = await createEmployee(db, {
      tenantId: tenant.id,
      email,
      passwordHash,
      firstName,
      lastName: 'Demo',
      color: colors[(DEMO_STAFF.length + i) % colors.length],
      roles: [{ slug: 'cutter', storeId: stores[storeIndex].id }],
    });
    cuttersByStore[storeIndex].push(cutter.id);
  }
  const primary = await createCustomer(db, {
    tenantId: tenant.id,
    brandId: brand.id,
    firstName: 'Jordan',
    lastName: 'Rivera',
    ...DEMO_CUSTOMER,
    passwordHash,
    phoneVerified: true,
  });
  const linked = await createCustomer(db, {
    tenantId: tenant.id,
    brandId: brand.id,
    firstName: 'Mia',
    lastName: 'Rivera',
    profileType: 'LINKED',
    primaryCustomerId: primary.id,
  });
  const other = await createCustomer(db, {
    tenantId: tenant.id,
    brandId: brand.id,
    firstName: 'Sam',
    lastName: 'Okafor',
    phoneNumber: '+15555550101',
    email: 'sam@demo.salon',
    passwordHash,
    phoneVerified: true,
  });
  await seedFrontDesk(db, {
    tenantId: tenant.id,
    stores,
    adminId: staffIds.get('super_admin') as string,
    cuttersByStore,
    customers: { primaryId: primary.id, linkedId: linked.id, otherId: other.id },
    now,
  });
  await seedDemoCustomers(db, {
    tenantId: tenant.id,
    brandId: brand.id,
    store: stores[0],
    cutterIds: cuttersByStore[0],
    authorId: staffIds.get('coordinator') as string,
    customers: { primaryId: primary.id, otherId: other.id },
    now,
  });
  await seedDemoWaitlist(db, { tenantId: tenant.id, store: stores[0], customerIds: [other.id, primary.id], now });
  await seedTimeCards(db, { tenantId: tenant.id, stores, cuttersByStore, now });
  await seedDemoFace(db, { tenantId: tenant.id, storeId: stores[0].id, cutterId: staffIds.get('cutter') as string, now });
  const regularIds = await createDemoRegulars(db, { tenantId: tenant.id, brandId: brand.id });
  await seedDemoSales(db, {
    tenantId: tenant.id,
    stores,
    cuttersByStore,
    // Not Jordan (the CRM demo counts his visits by hand in demo.test.ts)
    // Regulars 7 and 8 stay away (lapsed on the customer dashboard).
    customerIds: [other.id, ...regularIds.filter((_, i) => i !== 7 && i !== 8)],
    regularIds,
    today: instantToWallClock(stores[0].timezone, now).date,
  });
  await seedCustomerProfile(db, { tenantId: tenant.id, primaryId: primary.id, linkedId: linked.id });
  await seedStoreDemand(db, { tenantId: tenant.id, store: stores[0], authorId: staffIds.get('shop_manager') as string, now });
  await seedDemoAccounting(db, { tenantId: tenant.id, storeId: stores[1].id });
  await seedDemoCommission(db, {
    tenantId: tenant.id,
    cutterIds: cuttersByStore.flat(),
    demoCutterId: staffIds.get('cutter') as string,
    authorId: staffIds.get('franchisor') as string,
    today: instantToWallClock(stores[0].timezone, now).date,
  });
  await seedDemoMessages(db, { tenantId: tenant.id, storeId: stores[0].id, staff: staffIds, now });
  await seedDemoHelp(db, {
    tenantId: tenant.id,
    brandId: brand.id,
    storeId: stores[0].id,
    deskId: staffIds.get('coordinator') as string,
    supportId: staffIds.get('franchisor') as string,
    customer: { id: primary.id, name: 'Jordan Rivera', email: DEMO_CUSTOMER.email },
    now,
  });
  if (options.dataDir) {
    await seedDemoPromotions(db, {
      tenantId: tenant.id,
      brandId: brand.id,
      storeId: stores[0].id,
      uploaderId: staffIds.get('franchisor') as string,
      dataDir: options.dataDir,
      today: instantToWallClock(stores[0].timezone, now).date,
    });
  }
  // The KPI summary's daily sales rollup of every sale the demo wrote above (some in SQL, not through checkout).
  await withTenant(db, tenant.id, (tx) => rebuildDailySales(tx, tenant.id));
  return [
    ...DEMO_STAFF.map(([role, email]) => ({ role, login: email, password: DEMO_PASSWORD })),
    { role: 'customer', login: `${DEMO_CUSTOMER.phoneNumber} or ${DEMO_CUSTOMER.email}`, password: DEMO_PASSWORD },
  ];
}
