// The browser tests' data: one tenant with two shared stores, and a factory that gives each spec a store
// of its own with its own staff, so no spec sees another's shifts or appointments whatever today's date is.
import { createServer, type Server } from 'node:http';
import { addDays, DEFAULT_STORE_OPENING_HOURS, instantToWallClock, ROLE_SLUGS, wallClockToInstant } from '@salon/shared';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { appointments, stores, type OpeningHours } from '../db/schema.ts';
import { seedDemoSales } from '../db/seed/demo-sales.ts';
import { smsStarted, smsStopped } from '../modules/customer-profile/sms-keywords.ts';
import { createCustomer } from '../modules/customers/customers.service.ts';
import { createEmployee } from '../modules/employees/employees.service.ts';
import { withTenant } from '../platform/tenancy.ts';

export type FixturePerson = { id: string; email: string };
export type FixtureStore = { id: string; name: string; timezone: string };

// The roles whose default scope is the whole tenant (DOMAIN.md), as the demo and the test factories make them.
const TENANT_WIDE = new Set(['super_admin', 'franchisor', 'accountant']);

/** "cutter" -> "Cutter", "shop_manager" -> "Shop Manager": the first name every fixture employee of that role has. */
export const fixtureFirstName = (slug: string) =>
  slug
    .split('_')
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join(' ');

/** One employee per role; store roles at `storeId`, tenant roles (franchisor, super admin) tenant-wide when `tenantWide`. */
export async function makeFixtureStaff(
  db: Db,
  input: { tenantId: string; storeId: string; password: string; emailSuffix: string; tenantWide: boolean },
): Promise<Record<string, FixturePerson>> {
  const staff: Record<string, FixturePerson> = {};
  for (const slug of ROLE_SLUGS.filter((s) => s !== 'customer')) {
    const tenantWide = TENANT_WIDE.has(slug);
    if (tenantWide && !input.tenantWide) continue;
    const email = `${slug.replace(/_/g, '.')}${input.emailSuffix}@e2e.test`;
    const employee = await createEmployee(db, {
      tenantId: input.tenantId,
      email,
      password: input.password,
      firstName: fixtureFirstName(slug),
      lastName: 'Fixture',
      isSuperAdmin: slug === 'super_admin',
      roles: [{ slug, storeId: tenantWide ? null : input.storeId }],
    });
    staff[slug] = { id: employee.id, email };
  }
  return staff;
}

const specStoreRequest = z.object({
  key: z.string().regex(/^[a-z0-9-]{1,40}$/),
  timezone: z.string().default('America/Chicago'),
  /** Once per store: the demo's 30 days of sales history (issue 16's export needs past days); needs a service. */
  salesHistory: z.boolean().default(false),
  /**
   * An appointment at this store to move into the past, keeping its length: it then starts at 10:00 today or
   * yesterday (`movePast`). The one way a browser test reaches a visit that has started, as for a no-show (issue 20):
   * no screen books a past time. Answers the store's `date` of the new start and the `start` instant.
   */
  pastVisit: z.uuid().optional(),
  /**
   * An appointment at this store to move to 23:45 on the store's clock three days ahead, keeping its length, so a
   * visit of more than 15 minutes runs past midnight (a late walk-in): no screen books outside the opening hours.
   * Answers as `pastVisit`.
   */
  lateVisit: z.uuid().optional(),
  /**
   * A text reply from a phone number, handled as the Twilio webhook handles STOP and START (the browser-test server
   * has no Twilio, so nothing signed can arrive): the customer's profile then shows the pause, or not.
   */
  smsReply: z.object({ from: z.string(), keyword: z.enum(['STOP', 'START']) }).optional(),
});

export interface SpecStore {
  store: FixtureStore;
  employees: Record<string, FixturePerson>;
  /** A customer of the brand who has never visited: "<Key>" Newcomer, phone +1555 700 nnnn. */
  customer: { id: string; phoneNumber: string; email: string; firstName: string };
}

/**
 * A small HTTP endpoint beside the e2e server (never part of the app): POST / {key, timezone} answers the
 * spec's own active store named "<Key> Studio" with one employee per store role (emails `<role>.<key>@e2e.test`)
 * and a customer who has never visited.
 * The same key answers the same store, so a spec's tests share it; a retried test asks with its try in the key
 * (apps/web/e2e/support/fixture.ts specKey) and starts from a fresh store.
 */
export function startSpecStoreFactory(db: Db, tenant: { tenantId: string; brandId: string; password: string }): Promise<Server> {
  const made = new Map<string, Promise<SpecStore>>();
  const historyOf = new Set<string>();
  let customers = 0;
  const make = async (key: string, timezone: string): Promise<SpecStore> => {
    const name = `${key
      .split('-')
      .map((w) => w[0].toUpperCase() + w.slice(1))
      .join(' ')} Studio`;
    const [store] = await withTenant(db, tenant.tenantId, (tx) =>
      tx
        .insert(stores)
        .values({
          tenantId: tenant.tenantId,
          brandId: tenant.brandId,
          name,
          timezone,
          status: 'active',
          addressLine1: '1 Fixture Way',
          city: 'Chicago',
          state: 'IL',
          postalCode: '60601',
          openingHours: DEFAULT_STORE_OPENING_HOURS as OpeningHours,
        })
        .returning(),
    );
    const employees = await makeFixtureStaff(db, {
      tenantId: tenant.tenantId,
      storeId: store.id,
      password: tenant.password,
      emailSuffix: `.${key}`,
      tenantWide: false,
    });
    customers += 1;
    const firstName = name.replace(/ Studio$/, '').split(' ')[0];
    const phoneNumber = `+15557${String(customers).padStart(6, '0')}`;
    const customer = await createCustomer(db, {
      tenantId: tenant.tenantId,
      brandId: tenant.brandId,
      firstName,
      lastName: 'Newcomer',
      phoneNumber,
      email: `${key}.customer@e2e.test`,
      password: tenant.password,
      phoneVerified: true,
    });
    return {
      store: { id: store.id, name: store.name, timezone: store.timezone },
      employees,
      customer: { id: customer.id, phoneNumber, email: `${key}.customer@e2e.test`, firstName },
    };
  };
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const parsed = specStoreRequest.safeParse(JSON.parse(body || '{}'));
      if (!parsed.success) {
        res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ message: parsed.error.message }));
        return;
      }
      const { key, timezone, salesHistory, pastVisit, lateVisit, smsReply } = parsed.data;
      const answer = (status: number, value: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
      const store = made.get(key);
      if (smsReply) {
        (smsReply.keyword === 'STOP' ? smsStopped : smsStarted)(db, smsReply.from, new Date())
          .then(() => answer(200, { handled: smsReply.keyword }))
          .catch((error: unknown) => answer(500, { message: String(error) }));
        return;
      }
      const moving = pastVisit ?? lateVisit;
      if (moving) {
        if (!store) {
          answer(404, { message: `no store made for ${key}` });
          return;
        }
        store
          .then((spec) => (pastVisit ? movePast : moveLate)(db, tenant.tenantId, spec.store, moving))
          .then((moved) => answer(200, moved))
          .catch((error: unknown) => answer(500, { message: String(error) }));
        return;
      }
      if (!store) made.set(key, make(key, timezone));
      made
        .get(key)
        ?.then(async (spec) => {
          if (salesHistory && !historyOf.has(key)) {
            historyOf.add(key);
            await seedDemoSales(db, {
              tenantId: tenant.tenantId,
              stores: [spec.store],
              cuttersByStore: [[spec.employees.cutter!.id]],
              customerIds: [spec.customer.id],
              today: instantToWallClock(spec.store.timezone, new Date()).date,
              numberPrefix: key.toUpperCase(),
            });
          }
          return spec;
        })
        .then((spec) => answer(200, spec))
        .catch((error: unknown) => {
          made.delete(key);
          answer(500, { message: String(error) });
        });
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/**
 * Moves an appointment of `store` (same length) to start at 10:00 on the store's clock on the last day that
 * hour is at least an hour past: today from 11:00, else yesterday. See `pastVisit`.
 */
function movePast(db: Db, tenantId: string, store: FixtureStore, appointmentId: string) {
  const now = instantToWallClock(store.timezone, new Date());
  return moveVisit(db, tenantId, store, appointmentId, now.minutes >= 11 * 60 ? now.date : addDays(now.date, -1), 10 * 60);
}

/** Moves an appointment of `store` (same length) to 23:45 three days ahead on the store's clock. See `lateVisit`. */
function moveLate(db: Db, tenantId: string, store: FixtureStore, appointmentId: string) {
  const today = instantToWallClock(store.timezone, new Date()).date;
  return moveVisit(db, tenantId, store, appointmentId, addDays(today, 3), 23 * 60 + 45);
}

async function moveVisit(db: Db, tenantId: string, store: FixtureStore, appointmentId: string, date: string, minutes: number) {
  const start = wallClockToInstant(store.timezone, date, minutes, 'compatible');
  const [moved] = await withTenant(db, tenantId, (tx) =>
    tx
      .update(appointments)
      .set({ startsAt: start, endsAt: sql`${start.toISOString()}::timestamptz + (${appointments.endsAt} - ${appointments.startsAt})` })
      .where(and(eq(appointments.tenantId, tenantId), eq(appointments.storeId, store.id), eq(appointments.id, appointmentId)))
      .returning({ id: appointments.id }),
  );
  if (!moved) throw new Error(`no appointment ${appointmentId} at ${store.name}`);
  return { start: start.toISOString(), date };
}
