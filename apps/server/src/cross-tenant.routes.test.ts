// Every documented route with an id in its path, called by tenant B with tenant A's ids, answers exactly 404
// (or the status the route documents for a foreign id). The same request by tenant A must not be a 404: that
// proves the id was a real one of the right kind and the body got past validation, so B's 404 comes from the
// tenant and nothing else. Routes are read from the OpenAPI document (openapi.routes.test.ts keeps it complete).
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BLOCK_LABELS } from '@salon/shared';
import { and, asc, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from './db/schema.ts';
import { brandPayload } from './modules/brands/brand-test-payload.ts';
import { makeProduct, makeService } from './modules/inventory/inventory-test-data.ts';
import { storeWizard } from './modules/stores/store-test-data.ts';
import { asSystem, withTenant } from './platform/tenancy.ts';
import { filePath } from './platform/uploads/file-store.ts';
import { makeCustomer, makeEmployee, makeTenant } from './testing/factories.ts';
import { customerAuth, staffAuth } from './testing/test-sessions.ts';
import { createTestApp, type TestApp } from './testing/test-app.ts';
import { seedEveryTenantTable } from './testing/tenant-rows.ts';
import { sampleOf, type JsonSchema } from './testing/json-schema-sample.ts';

/** Path parameters that are not ids of a tenant's row, with why the route is left out. */
const NOT_AN_ID: Record<string, string> = {
  'GET /api/CustomerAuth/CheckIdentifier/{identifier}': 'a phone number or email, answered the same for every brand (no enumeration)',
  'POST /api/Upload/{entity}/{kind}': 'names what is uploaded, not a row',
  'PUT /api/Product/Lists/{list}': 'names one of the product pick lists, not a row',
  'GET /api/Dashboard/Stores/{dashboard}': 'names a dashboard (kpi, customers, retention), not a row',
  'GET /api/Upload/Public/{id}':
    'public by design: brand and store images for the customer site, found across tenants by an unguessable id (readPublicFile), never documents',
  'POST /api/auth/callback/{provider}': 'the name of a sign-in provider (next-auth); an unknown one answers 404 for everyone',
  'POST /api/auth/signin/{provider}': 'the name of a sign-in provider (next-auth); an unknown one answers 404 for everyone',
  'GET /api/auth/signin/{provider}': 'the name of a sign-in provider: redirects to the sign-in page',
  'PATCH /api/Tenant/Suspend/{id}': 'a tenant itself, for the Super Admin only: tenants.routes.test.ts asserts 403 for anyone else',
  'PATCH /api/Tenant/Resume/{id}': 'a tenant itself, for the Super Admin only: tenants.routes.test.ts asserts 403 for anyone else',
  'GET /api/SalonSetup/Logo/{id}':
    'a logo staged by the public setup wizard before any tenant exists, found by an unguessable id and deleted after 24 hours or when its salon is created (salon-setup-legal.routes.test.ts)',
  'GET /api/GiftCard/Balance/{number}':
    "a card number, looked up by hash in the caller's tenant: gift-cards.routes.test.ts asserts 422 for another tenant's card",
};

/** Bodies the schema cannot describe well enough to sample (refinements, references to tenant A's rows). */
const BODY_PATCH: Record<string, (ids: Record<string, string>) => object> = {
  // The caller's own domain: tenant A's update must leave its customer site where the public routes find it.
  'PUT /api/Brand/Update/{id}': (ids) => brandPayload(ids.domain),
  'PUT /api/Store/Update/{id}': (ids) => storeWizard(ids.brand),
  'POST /api/CustomerAuth/CreateCredentials/{id}': () => ({ phoneNumber: '3125550177' }),
  'PUT /api/Employee/SetPin/{id}': () => ({ pin: '4821' }),
  'PUT /api/Shift/Update/{id}': (ids) => ({ employeeId: ids.employee, start: '2031-04-01T15:00:00.000Z', end: '2031-04-01T23:00:00.000Z' }),
  'PUT /api/TimeOff/Update/{id}': () => ({ reason: 'Moved' }),
  // A stale version: tenant A's answer is 409, tenant B's 404.
  'PUT /api/StoreDemand/Update/{id}': () => ({ status: 'draft', required: { Cut: [[], [], [], [], [], [], []] }, version: 99 }),
  // A Sunday: tenant A's week is filled as a draft, tenant B gets 404.
  'POST /api/StoreDemand/Templates/{id}/Apply': () => ({ weekStart: '2031-04-06' }),
  'POST /api/StoreDemand/Accept/{id}': (ids) => ({
    shifts: [{ employeeId: ids.employee, start: '2031-04-01T15:00:00.000Z', end: '2031-04-01T23:00:00.000Z' }],
  }),
  'PUT /api/Kiosk/Lists/{id}': () => ({ beverages: ['Tea'], music: ['Jazz'] }),
  // A message needs text or files; the sample leaves both out.
  'POST /api/Chat/Send/{id}': () => ({ body: 'Hello from the isolation test' }),
  'PUT /api/PromoCode/Update/{id}': () => ({ code: 'SPRING10', type: 'fixed', value: 500, startsOn: '2031-01-01' }),
  // The caller's brand and the image of the promotion idOfA picks (tenant B's is no file of theirs: its 404 is the path's).
  'PUT /api/InStorePromotion/Update/{id}': (ids) => ({ brandId: ids.brand, title: 'Isolation', imageFileId: ids.promotionImage }),
  'POST /api/Appointment/AddServices/{id}': (ids) => ({ serviceIds: [ids.service] }),
  // A time nobody works: tenant A's answer is 422 (not on shift), tenant B's 404.
  'POST /api/StandingAppointment/RescheduleFollowing/{id}': () => ({ start: '2031-04-01T08:00:00.000Z' }),
  'POST /api/Invoice/AddLine/{id}': (ids) => ({ kind: 'product', itemId: ids.product, quantity: 1 }),
  'PUT /api/TimeCard/Settings/{storeId}': () => ({
    payPeriod: 'weekly',
    startDay: 0,
    anchorDate: '2031-01-05',
    overtimeRule: 'federal',
    graceMinutes: 60,
  }),
  'PUT /api/Customer/Update/{id}': () => ({ firstName: 'Ada', lastName: 'Lovelace' }),
  'POST /api/Customer/Linked/{id}': () => ({ firstName: 'Mia', lastName: 'Lovelace' }),
  'POST /api/Customer/ChangeEmail/{id}': () => ({ email: 'ada.change@tenant.test' }),
  'POST /api/Customer/ChangePhoneNumber/{id}': () => ({ phoneNumber: '3125550166' }),
  // A wrong code: tenant A's answer is 422, tenant B's 404.
  'PUT /api/Customer/VerifyEmail/{id}': () => ({ identifier: 'ada.change@tenant.test', confirmationCode: '000000' }),
  'PUT /api/Customer/VerifyPhoneNumber/{id}': () => ({ identifier: '3125550166', confirmationCode: '000000' }),
  'PUT /api/TimeCard/Entry/{id}': () => ({
    clockIn: '2031-04-01T15:00:00.000Z',
    clockOut: '2031-04-01T23:00:00.000Z',
    reason: 'Forgot to clock out',
  }),
};

/**
 * Routes whose ids must agree with each other or with the body (a note of that customer, a report over a store of
 * the caller, a query range): their own files assert tenant B's exact 404 on tenant A's ids.
 */
const COVERED_ELSEWHERE: Record<string, string> = {
  'PUT /api/Customer/Notes/{id}/{noteId}': 'customers.routes.test.ts',
  'DELETE /api/Customer/Notes/{id}/{noteId}': 'customers.routes.test.ts',
  'POST /api/Customer/MoveLinked/{id}': 'customer-merge.routes.test.ts',
  'PUT /api/Report/Update/{id}': 'reports.routes.test.ts',
  'GET /api/Report/Export/{id}': 'reports.routes.test.ts',
  // Only the person who asked for the export reads it (another person of the same tenant gets 404 too).
  'GET /api/Report/ExportStatus/{id}': 'report-export.routes.test.ts',
  'GET /api/Report/ExportFile/{id}': 'report-export.routes.test.ts',
  'GET /api/Report/MyExports/{id}': 'report-export-history.routes.test.ts',
  // Only members of the file's conversation read it; the id is an upload's, not a conversation's.
  'GET /api/Chat/File/{id}': 'chat-attachments.routes.test.ts',
  'DELETE /api/Employee/CommissionRates/{id}/{rateId}': 'commission.routes.test.ts',
  'PUT /api/CustomerProfile/LinkedProfiles/{id}': 'personal.routes.test.ts',
  'DELETE /api/CustomerProfile/LinkedProfiles/{id}': 'personal.routes.test.ts',
};

/** Routes whose documented answer to another tenant's id is not 404. */
const FOREIGN_ID_STATUS: Record<string, number> = {};

/** Which table a route's path id points into; the first match wins. */
const ID_TABLES: [RegExp, PgTable, (() => SQL | undefined)?][] = [
  [
    /^\/api\/CustomerInvoice\/ByAppointment\/|^\/api\/Cart\/(Confirm|Release)\//,
    s.appointments,
    () => eq(s.appointments.customerId, customerOfA),
  ],
  [/\{appointmentId\}/, s.appointments, () => eq(s.appointments.kind, 'appointment')],
  [/^\/api\/BookingPolicy\/Store\//, s.stores],
  [/^\/api\/Waitlist\/Mine\//, s.waitlistEntries, () => eq(s.waitlistEntries.customerId, customerOfA)],
  [/^\/api\/Waitlist\/Store\//, s.stores],
  [/^\/api\/Waitlist\//, s.waitlistEntries],
  [/^\/api\/BookingPolicy\/(Appointment|ChargeFee)\//, s.appointments, () => eq(s.appointments.kind, 'appointment')],
  [
    /^\/api\/BookingPolicy\/Mine\//,
    s.appointments,
    () => and(eq(s.appointments.kind, 'appointment'), eq(s.appointments.customerId, customerOfA)),
  ],
  [/^\/api\/CashDrawer\/VoidTransaction\//, s.cashTransactions],
  // A line of the invoice the {id} lookup takes (the first by id that has lines), so RemoveLine names a line of it.
  [
    /\{lineId\}/,
    s.invoiceLines,
    () =>
      sql`${s.invoiceLines.invoiceId} = (select i.id from invoices i where exists (select 1 from invoice_lines l where l.invoice_id = i.id) order by i.id limit 1)`,
  ],
  [/\{usageId\}/, s.backBarUsages],
  [/\{storeId\}/, s.stores],
  [/^\/api\/Brand\//, s.brands],
  [/^\/api\/Kiosk\/Unpair\//, s.kioskDevices],
  [/^\/api\/Kiosk\//, s.stores],
  [/^\/api\/CustomerAuth\//, s.customers, () => and(eq(s.customers.profileType, 'PRIMARY'), eq(s.customers.status, 'active'))],
  // The demo's cutter: a store employee the franchisor sees (a super admin or an employee without a store is hidden).
  // A weak face attempt of the demo (seeded for the managers' review).
  [/^\/api\/FaceSignIn\/Review\//, s.faceAttempts, () => eq(s.faceAttempts.outcome, 'weak')],
  [/^\/api\/FaceSignIn\/Enrolment\//, s.employees, () => eq(s.employees.email, 'cutter@demo.salon')],
  [/^\/api\/(AccessControl|Employee)\//, s.employees, () => eq(s.employees.email, 'cutter@demo.salon')],
  // Not the franchisor's own role: a sampled Role/Update would take its flags away from the caller of every later route
  // (the first role by id was the franchisor's in one run, and Employee/SetPin then answered tenant A 404).
  [/^\/api\/Role\//, s.roles, () => eq(s.roles.slug, 'janitor')],
  // An employee's document: chat files and promotion images are read through their own routes (404 here by design).
  [/^\/api\/Upload\//, s.files, () => eq(s.files.entityType, 'employee')],
  [/^\/api\/(Store|Cart\/Menu)\//, s.stores],
  [/^\/api\/Inventory\//, s.stockItems],
  [/^\/api\/ServiceCategory\//, s.serviceCategories],
  [/^\/api\/Service\//, s.services],
  [/^\/api\/Package\//, s.packages],
  [/^\/api\/ProductOverride\//, s.productOverrides],
  [/^\/api\/Product\//, s.products],
  [/^\/api\/Shift\//, s.shifts],
  [/^\/api\/TimeOff\//, s.timeOff],
  [/^\/api\/StoreDemand\/Templates\//, s.storeDemandTemplates],
  [/^\/api\/StoreDemand\//, s.storeDemands],
  [/^\/api\/BlockedSlot\//, s.appointments, () => eq(s.appointments.kind, 'block')],
  // A standing appointment's occurrence (the demo's regular every 3 weeks).
  [/^\/api\/StandingAppointment\//, s.appointments, () => isNotNull(s.appointments.seriesId)],
  [/^\/api\/(Appointment|Cart)\//, s.appointments, () => eq(s.appointments.kind, 'appointment')],
  [/^\/api\/PromoCode\//, s.promoCodes],
  [/^\/api\/InStorePromotion\//, s.inStorePromotions],
  [/^\/api\/CashDrawer\//, s.cashDrawers],
  [/^\/api\/CustomerCard\//, s.savedCards],
  [/\{noteId\}/, s.customerNotes],
  [/^\/api\/Customer\/(Unlink|MoveLinked)\//, s.customers, () => eq(s.customers.profileType, 'LINKED')],
  [/^\/api\/Customer\//, s.customers, () => and(eq(s.customers.profileType, 'PRIMARY'), eq(s.customers.status, 'active'))],
  [/^\/api\/CustomerProfile\/Explore\//, s.stores],
  [/^\/api\/TimeCard\/Entry\//, s.timeEntries],
  [/^\/api\/Report\//, s.reportDefinitions],
  [/^\/api\/Accounting\/(Exports|ExportFile)\//, s.accountingExports],
  [/^\/api\/Accounting\//, s.accountingStoreGroups],
  [/^\/api\/CustomerIdentity\//, s.customerIdentities, () => eq(s.customerIdentities.customerId, customerOfA)],
  [/^\/api\/CustomerInvoice\//, s.invoices, () => eq(s.invoices.customerId, customerOfA)],
  // An invoice with lines (tenant A also has invoices without any): RemoveLine's {id} must hold its {lineId}.
  [/^\/api\/Invoice\//, s.invoices, () => sql`exists (select 1 from invoice_lines l where l.invoice_id = ${s.invoices.id})`],
  [/^\/api\/Payment\//, s.invoicePayments],
  [/^\/api\/GiftCard\//, s.giftCards],
  // Chat: a conversation tenant A's franchisor is a member of; a message of their own (edit/delete own only).
  // Edit and Delete take messages of different conversations, so a delete cannot come before the edit of its message.
  [/^\/api\/Chat\/Edit\//, s.chatMessages, () => and(eq(s.chatMessages.authorId, franchisorOfA), chatIn('direct'))],
  [/^\/api\/Chat\/Delete\//, s.chatMessages, () => and(eq(s.chatMessages.authorId, franchisorOfA), chatIn('group'))],
  [/^\/api\/HelpArticle\//, s.helpArticles, () => eq(s.helpArticles.published, true)],
  // Contact us: the sender's own message (the customer's, the franchisor's); support reads any of the brand's.
  [/^\/api\/ContactUs\/Customer\//, s.supportMessages, () => eq(s.supportMessages.customerId, customerOfA)],
  [/^\/api\/ContactUs\/Staff\//, s.supportMessages, () => eq(s.supportMessages.employeeId, franchisorOfA)],
  [/^\/api\/ContactUs\//, s.supportMessages],
  [/^\/api\/Notification\//, s.notifications, () => eq(s.notifications.employeeId, franchisorOfA)],
  [
    /^\/api\/Chat\//,
    s.conversations,
    () =>
      sql`exists (select 1 from conversation_members m where m.conversation_id = ${s.conversations.id} and m.employee_id = ${franchisorOfA})`,
  ],
];

const chatIn = (kind: string) =>
  sql`exists (select 1 from conversations c where c.id = ${s.chatMessages.conversationId} and c.kind = ${kind})`;

/** Routes a customer calls (auth 'customer'); the others are called by staff (a franchisor sees every store). */
const CUSTOMER_ROUTES =
  /^\/api\/(CustomerInvoice|CustomerCard|CustomerIdentity|CustomerProfile|Cart\/(Confirm|Release)|Waitlist\/Mine|BookingPolicy\/Mine|ContactUs\/Customer)\//;

type Operation = { parameters?: { in: string; name: string }[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } };
type Caller = { staff: Record<string, string>; customer: Record<string, string>; domain: string; ids: Record<string, string> };

let t: TestApp;
const dataDir = mkdtempSync(path.join(tmpdir(), 'salon-cross-tenant-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
let routes: { route: string; method: string; path: string; body?: JsonSchema }[];
let components: Record<string, JsonSchema>;
let aId: string;
let customerOfA: string;
let franchisorOfA: string;
let aBrandId = '';
const idsOfA: Record<string, string> = {};
/** Tenant B's own rows for the ids a body names, so B's 404 can only come from the path's id. */
const idsOfB: Record<string, string> = {};
const a = { ids: idsOfA } as Caller;
const b = { ids: idsOfB } as Caller;

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir });
  const db = t.database.db;
  aId = await seedEveryTenantTable(db);
  const [franchisorA] = await withTenant(db, aId, (tx) =>
    tx.select({ id: s.employees.id }).from(s.employees).where(eq(s.employees.email, 'franchisor@demo.salon')),
  );
  const [customerA] = await withTenant(db, aId, (tx) =>
    tx.select({ id: s.savedCards.customerId }).from(s.savedCards).where(isNotNull(s.savedCards.customerId)),
  );
  // The demo has no blocked slot: one for the BlockedSlot routes, on a day far from the demo's appointments.
  await withTenant(db, aId, async (tx) => {
    const [booked] = await tx.select().from(s.appointments).limit(1);
    const startsAt = new Date('2031-03-03T15:00:00Z');
    await tx.insert(s.appointments).values({
      tenantId: aId,
      storeId: booked.storeId,
      cutterId: booked.cutterId,
      kind: 'block',
      label: BLOCK_LABELS[0],
      status: 'booked',
      startsAt,
      endsAt: new Date(startsAt.getTime() + 3_600_000),
    });
  });
  customerOfA = customerA.id;
  franchisorOfA = franchisorA.id;
  // Contact-us messages written by that customer and by the franchisor, for the senders' Answer routes.
  await withTenant(db, aId, async (tx) => {
    const [brand] = await tx.select({ id: s.brands.id }).from(s.brands).limit(1);
    const message = { tenantId: aId, brandId: brand!.id, category: 'other', message: 'A question for support.', replyTo: 'a@example.com' };
    await tx.insert(s.supportMessages).values([
      { ...message, source: 'customer', customerId: customerA.id, fromName: 'Customer A', subject: 'From the customer' },
      { ...message, source: 'staff', employeeId: franchisorA.id, subject: 'From the franchisor' },
    ]);
  });
  await withTenant(db, aId, async (tx) => {
    aBrandId = (await tx.select().from(s.brands).limit(1))[0].id;
    idsOfA.brand = aBrandId;
    idsOfA.employee = franchisorA.id;
    idsOfA.service = (await tx.select().from(s.services).limit(1))[0].id;
    idsOfA.product = (await tx.select().from(s.products).limit(1))[0].id;
    idsOfA.promotionImage = (await tx.select().from(s.inStorePromotions).orderBy(asc(s.inStorePromotions.id)).limit(1))[0].imageFileId;
    // The stored bytes of tenant A's document, so reading it is answered (not a missing file).
    for (const file of await tx.select().from(s.files)) {
      const stored = filePath(dataDir, file);
      mkdirSync(path.dirname(stored), { recursive: true });
      writeFileSync(stored, 'document');
    }
  });
  a.staff = (await staffAuth(db, { tenantId: aId, id: franchisorA.id })).headers;
  a.customer = (await customerAuth(db, { tenantId: aId, id: customerA.id })).headers;
  a.domain = await domainOf(aBrandId);
  idsOfA.domain = a.domain;
  const tenantB = await makeTenant(db, 'Beta');
  const franchisorB = await makeEmployee(db, tenantB, 'franchisor');
  b.staff = (await staffAuth(db, franchisorB)).headers;
  Object.assign(idsOfB, {
    brand: tenantB.brand.id,
    employee: franchisorB.id,
    service: (await makeService(db, tenantB.tenant.id, [])).id,
    product: (await makeProduct(db, tenantB.tenant.id)).id,
    promotionImage: randomUUID(),
  });
  b.customer = (await customerAuth(db, await makeCustomer(db, tenantB))).headers;
  b.domain = await domainOf(tenantB.brand.id);
  idsOfB.domain = b.domain;

  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, Operation>>;
    components?: { schemas?: Record<string, JsonSchema> };
  };
  components = doc.components?.schemas ?? {};
  routes = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops)
      .filter(([, op]) => op.parameters?.some((p) => p.in === 'path'))
      .map(([method, op]) => ({
        route: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        body: op.requestBody?.content?.['application/json']?.schema,
      })),
  );
}, 120_000);

async function domainOf(brandId: string): Promise<string> {
  const [row] = await asSystem(t.database.db, (tx) =>
    tx.select({ domain: s.brandDomains.domain }).from(s.brandDomains).where(eq(s.brandDomains.brandId, brandId)),
  );
  return row.domain;
}

/** One id of tenant A's rows in the table the route points into. */
async function idOfA(path: string): Promise<string> {
  const match = ID_TABLES.find(([pattern]) => pattern.test(path));
  if (!match) throw new Error(`${path}: no entry in ID_TABLES`);
  const [table, where] = [match[1], match[2]];
  const rows = (await withTenant(t.database.db, aId, (tx) =>
    tx
      .select()
      .from(table)
      .where(where?.())
      .orderBy(asc((table as unknown as { id: never }).id))
      .limit(1),
  )) as { id: string }[];
  if (!rows[0]) throw new Error(`${path}: tenant A has no row to take an id from`);
  return rows[0].id;
}

async function call(caller: Caller, route: (typeof routes)[number], url: string, body: unknown) {
  const auth = CUSTOMER_ROUTES.test(route.path) ? caller.customer : caller.staff;
  return t.app.inject({
    method: route.method as 'GET',
    url,
    headers: { ...auth, 'x-brand-domain': caller.domain, 'idempotency-key': randomUUID() },
    ...(route.body ? { payload: body as object } : {}),
  });
}

describe("another tenant's ids", () => {
  it('lists every id route in ID_TABLES or NOT_AN_ID', () => {
    expect(routes.length).toBeGreaterThan(50);
    const unmapped = routes
      .filter((r) => !NOT_AN_ID[r.route] && !COVERED_ELSEWHERE[r.route] && !ID_TABLES.some(([p]) => p.test(r.path)))
      .map((r) => r.route);
    expect(unmapped).toEqual([]);
  });

  it("answers tenant B exactly 404 on every route given tenant A's ids, where tenant A is answered", async () => {
    const wrong: string[] = [];
    // Tenant B goes first over every route: if isolation holds, B changes nothing of A's.
    const plans = [];
    for (const route of routes.filter((r) => !NOT_AN_ID[r.route] && !COVERED_ELSEWHERE[r.route])) {
      let url = route.path;
      for (const name of [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1])) {
        // Looked up by the route with only this parameter left in it (RemoveLine/{id}/{lineId} has two).
        const key = route.path.replace(/\{(\w+)\}/g, (param, other) => (other === name ? param : ''));
        url = url.replace(`{${name}}`, await idOfA(key));
      }
      const sample = route.body ? (sampleOf(route.body, components) as object) : undefined;
      const bodyOf = (caller: Caller) => (sample ? { ...sample, ...BODY_PATCH[route.route]?.(caller.ids) } : undefined);
      plans.push({ route, url, bodyOf });
    }
    for (const { route, url, bodyOf } of plans) {
      const res = await call(b, route, url, bodyOf(b));
      const expected = FOREIGN_ID_STATUS[route.route] ?? 404;
      if (res.statusCode !== expected) wrong.push(`${route.route}: tenant B got ${res.statusCode} ${res.body.slice(0, 160)}`);
    }
    // Then tenant A: reads first, then writes, then the writes that hide or end a row (deactivate, cancel, ...), and
    // deletes last, so no sampled write removes or hides what another route is called with.
    const HIDING = /\/(Activate|Deactivate|Suspend|Archive|Cancel|Close|Revoke|Unpair)\b/;
    const order = (r: (typeof routes)[number]) => (r.method === 'GET' ? 0 : r.method === 'DELETE' ? 3 : HIDING.test(r.path) ? 2 : 1);
    for (const { route, url, bodyOf } of [...plans].sort((x, y) => order(x.route) - order(y.route))) {
      const res = await call(a, route, url, bodyOf(a));
      if (res.statusCode === 404) wrong.push(`${route.route}: tenant A got 404 too ${res.body.slice(0, 160)}`);
    }
    expect(wrong).toEqual([]);
  }, 120_000);
});
