import { randomUUID } from 'node:crypto';
// One row in every tenant table for one tenant, so an isolation test has something to hide in each. The demo
// seed fills most tables; the factories below fill the ones it leaves empty (sign-in records, checkout, ledgers,
// the employee wizard's details...). A new tenant table needs a line here: the isolation test names a table
// that has no rows for the seeded tenant (platform/tenancy.test.ts).
import { randomBytes } from 'node:crypto';
import { asc, eq, isNotNull, sql, type Table } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import * as s from '../db/schema.ts';
import { seedDemoIfEmpty } from '../db/seed/demo.ts';
import { asSystem, withTenant } from '../platform/tenancy.ts';

const hex = (n = 16) => randomBytes(n).toString('hex');
const later = (days: number) => new Date(Date.now() + days * 86_400_000);

type Ids = { tenantId: string; storeId: string; employeeId: string; customerId: string; serviceId: string; productId: string };

/** The ids of the seeded tenant's first rows that the factories hang their rows on. */
async function seededIds(tx: Tx, tenantId: string): Promise<Ids & { stockItemId: string; appointmentId: string; promoCodeId: string }> {
  const [store] = await tx.select({ id: s.stores.id }).from(s.stores).limit(1);
  const [employee] = await tx.select({ id: s.employees.id }).from(s.employees).limit(1);
  // The customer of a booked appointment, so a customer's own routes find their appointment, invoice and card.
  const [customer] = await tx
    .select({ id: s.appointments.customerId })
    .from(s.appointments)
    .where(isNotNull(s.appointments.customerId))
    .orderBy(asc(s.appointments.startsAt))
    .limit(1);
  const [service] = await tx.select({ id: s.services.id }).from(s.services).limit(1);
  const [stock] = await tx.select({ id: s.stockItems.id, productId: s.stockItems.productId }).from(s.stockItems).limit(1);
  const [appointment] = await tx
    .select({ id: s.appointments.id })
    .from(s.appointments)
    .where(eq(s.appointments.customerId, customer.id as string))
    .orderBy(asc(s.appointments.startsAt))
    .limit(1);
  const [promo] = await tx.select({ id: s.promoCodes.id }).from(s.promoCodes).limit(1);
  return {
    tenantId,
    storeId: store.id,
    employeeId: employee.id,
    customerId: customer.id as string,
    serviceId: service.id,
    productId: stock.productId,
    stockItemId: stock.id,
    appointmentId: appointment.id,
    promoCodeId: promo.id,
  };
}

async function fillEmpty(tx: Tx, tenantId: string) {
  const ids = await seededIds(tx, tenantId);
  const { storeId, employeeId, customerId, serviceId, productId } = ids;
  const t = { tenantId };
  const one = async <T extends Table>(table: T, values: T['$inferInsert']) => {
    const [row] = (await tx
      .insert(table as never)
      .values(values as never)
      .returning()) as { id: string }[];
    return row.id;
  };

  await one(s.employeeAddresses, { ...t, employeeId, kind: 'home', line1: '1 Main St', city: 'Chicago', state: 'IL', postalCode: '60601' });
  await one(s.employeeEmergencyContacts, { ...t, employeeId, contactName: 'Pat', relation: 'Sibling', phoneNumber: '3125550100' });
  await one(s.employeeLegalDetails, { ...t, employeeId });
  const fileId = await one(s.files, {
    ...t,
    entityType: 'employee',
    entityId: employeeId,
    kind: 'document',
    originalName: 'id.pdf',
    contentType: 'application/pdf',
    extension: 'pdf',
    size: 10,
    sha256: hex(32),
    uploadedBy: employeeId,
  });
  await one(s.employeeDocuments, { ...t, employeeId, type: 'license', fileId });
  const session = (expires: Date) => ({
    ...t,
    principalType: 'admin' as const,
    tokenHash: hex(),
    idleExpiresAt: expires,
    absoluteExpiresAt: expires,
    employeeId,
  });
  const sessionId = await one(s.sessions, session(later(1)));
  const originalSessionId = await one(s.sessions, session(later(1)));
  await one(s.employeeAssumptions, { ...t, sessionId, originalSessionId, employeeId, assumedByEmployeeId: employeeId });
  const [brandRow] = await tx.select({ id: s.brands.id }).from(s.brands).limit(1);
  await one(s.customerIdentities, { ...t, brandId: brandRow.id, customerId: ids.customerId, provider: 'google', subject: hex() });
  await one(s.socialSignIns, {
    ...t,
    brandId: brandRow.id,
    provider: 'google',
    state: hex(),
    nonce: hex(),
    codeVerifier: hex(),
    callbackUrl: 'http://localhost:3000/customer',
    expiresAt: later(1),
  });
  await one(s.oneTimeCodes, { ...t, purpose: 'sign_in', identifier: '+15555550100', codeHash: hex(), expiresAt: later(1) });
  await one(s.configGroups, { ...t, groupKey: `test-${hex(4)}`, value: {} });
  await one(s.storeNotes, { ...t, storeId, authorId: employeeId, body: 'Note' });
  await one(s.storePeople, { ...t, storeId, employeeId, role: 'manager' });
  await one(s.inventorySettings, { ...t, storeId });
  await one(s.kioskDevices, { ...t, storeId, name: 'Front tablet', createdBy: employeeId });
  const [promotionBrand] = await tx.select({ id: s.brands.id }).from(s.brands).limit(1);
  const promotionId = randomUUID();
  const image = { ...t, entityType: 'in_store_promotion' as const, entityId: promotionId, kind: 'image' as const, extension: 'png' };
  const imageFileId = await one(s.files, {
    ...image,
    originalName: 'a.png',
    contentType: 'image/png',
    size: 10,
    sha256: hex(32),
    uploadedBy: employeeId,
  });
  await one(s.inStorePromotions, { ...t, id: promotionId, brandId: promotionBrand.id, title: 'Promo', imageFileId, position: 1 });
  await one(s.bookingPolicies, { ...t, storeId, requirement: 'deposit', depositKind: 'fixed', depositFixedCents: 1000 });
  await one(s.bookingCharges, {
    ...t,
    appointmentId: ids.appointmentId,
    customerId,
    kind: 'deposit',
    status: 'failed',
    amountCents: 1000,
    gatewayKey: `bkc_${hex(8)}`,
    savedCardId: randomUUID(),
    actorType: 'system',
  });
  // The signed-in customer's own entry (the demo's waitlist is other customers').
  await one(s.waitlistEntries, {
    ...t,
    storeId,
    customerId,
    serviceIds: [serviceId],
    date: '2031-03-04',
    windowStartMinutes: 600,
    windowEndMinutes: 720,
  });
  // One template per employee, and the demo already enrols a cutter: this row goes to an employee it did not enrol.
  const [unenrolled] = await tx
    .select({ id: s.employees.id })
    .from(s.employees)
    .where(
      sql`not exists (select 1 from face_templates f where f.tenant_id = ${s.employees.tenantId} and f.employee_id = ${s.employees.id})`,
    )
    .limit(1);
  await one(s.faceTemplates, {
    ...t,
    employeeId: unenrolled.id,
    embedding: [0.5],
    policyVersion: 'test',
    consentedAt: later(0),
    lastUsedAt: later(0),
  });
  const usageId = await one(s.backBarUsages, { ...t, storeId, serviceId, appointmentId: ids.appointmentId });
  await one(s.backBarUsageLines, { ...t, usageId, stockItemId: ids.stockItemId, productId, quantity: 1 });
  await one(s.serviceStoreOverrides, { ...t, serviceId, storeId });
  await one(s.serviceProductUsage, { ...t, serviceId, productId, quantity: 1 });
  const packageId = await one(s.packages, { ...t, name: 'Five cuts', priceCents: 10_000, validityDays: 90 });
  await one(s.packageServices, { ...t, packageId, serviceId, count: 5 });
  await one(s.productOverrides, { ...t, storeId, productId });
  await one(s.idempotencyKeys, { ...t, key: hex(), route: 'POST Test', requestHash: hex(), expiresAt: later(1) });
  await one(s.timeOff, { ...t, employeeId, startsAt: later(30), endsAt: later(31), reason: 'Holiday' });

  const invoiceId = await one(s.invoices, {
    ...t,
    storeId,
    kind: 'sale',
    customerId,
    cartUniqId: hex(),
    number: `T-${hex(3)}`,
    taxRateMilliPercent: 0,
  });
  const lineId = await one(s.invoiceLines, {
    ...t,
    invoiceId,
    position: 1,
    kind: 'gift_card',
    name: 'Gift card',
    quantity: 1,
    unitPriceCents: 1000,
    amountCents: 1000,
    totalCents: 1000,
  });
  await one(s.invoiceTips, { ...t, invoiceId, cutterId: employeeId, amountCents: 100 });
  const paymentId = await one(s.invoicePayments, {
    ...t,
    invoiceId,
    tender: 'cash',
    status: 'succeeded',
    amountCents: 1000,
    gatewayKey: `pay_${hex()}`,
    actorType: 'admin',
  });
  await one(s.invoiceRefunds, {
    ...t,
    invoiceId,
    paymentId,
    amountCents: 100,
    status: 'succeeded',
    gatewayKey: `ref_${hex()}`,
    actorType: 'admin',
  });
  await one(s.promoRedemptions, { ...t, promoCodeId: ids.promoCodeId, invoiceId, storeId, discountCents: 100 });
  const giftCardId = await one(s.giftCards, {
    ...t,
    storeId,
    numberHash: hex(32),
    last4: '4242',
    initialCents: 1000,
    balanceCents: 1000,
    invoiceId,
    invoiceLineId: lineId,
  });
  await one(s.giftCardLedger, { ...t, giftCardId, kind: 'issue', amountCents: 1000, balanceAfterCents: 1000 });
  await one(s.dailySales, { ...t, storeId, day: '2031-01-01', sales: 1, tickets: 1, servicesCents: 1000 });
  // client_visit_facts: no row written here; the appointments triggers write one for each served visit the demo seeds.
  const reportId = await one(s.reportDefinitions, { ...t, type: 'tips_by_cutter', name: `Tips ${hex(2)}`, storeId, createdBy: employeeId });
  await one(s.reportExports, {
    ...t,
    reportId,
    requestedBy: employeeId,
    format: 'csv',
    fromDate: '2031-01-01',
    toDate: '2031-01-31',
    viewer: { accessControls: {}, isSuperAdmin: false, storeIds: [], tenantWide: true, brandId: null },
  });
  await one(s.commissionRates, { ...t, employeeId, effectiveFrom: '2031-01-01', serviceBasisPoints: 4000, productBasisPoints: 1000 });
  // Accounting: the demo seeds a store group with its store and mappings; a connection, an export and its entry.
  const [group] = await tx.select({ id: s.accountingStoreGroups.id }).from(s.accountingStoreGroups).limit(1);
  await one(s.accountingConnections, { ...t, groupId: group!.id, status: 'disconnected' });
  const exportId = await one(s.accountingExports, {
    ...t,
    groupId: group!.id,
    fromDate: '2026-01-05',
    toDate: '2026-01-05',
    mode: 'offline',
    status: 'succeeded',
    stages: [],
    createdBy: employeeId,
  });
  await one(s.accountingEntries, {
    ...t,
    exportId,
    groupId: group!.id,
    storeId,
    day: '2026-01-05',
    version: 0,
    kind: 'offline',
    requestId: hex(20),
    docNumber: 'S000000-20260105',
    lines: [],
    totalCents: 0,
    status: 'offline',
  });
  const registerId = await one(s.cashRegisters, { ...t, storeId, name: `Till ${hex(2)}` });
  const drawerId = await one(s.cashDrawers, { ...t, storeId, registerId, floatCents: 0, openingCount: {} });
  await one(s.cashTransactions, { ...t, drawerId, kind: 'cash_payment', amountCents: 1000 });
  await one(s.cashActivities, { ...t, drawerId, kind: 'opened', message: 'Opened' });
  await one(s.timeClockSettings, { ...t, storeId, anchorDate: '2026-01-04', overtimeRule: 'federal' });
  const entryId = await one(s.timeEntries, {
    ...t,
    employeeId,
    storeId,
    kind: 'work',
    method: 'manager',
    clockIn: new Date('2026-01-05T15:00:00Z'),
    clockOut: new Date('2026-01-05T23:00:00Z'),
  });
  await one(s.timeEntryVersions, { ...t, entryId, version: 1, action: 'add', kind: 'work', clockIn: new Date('2026-01-05T15:00:00Z') });
  await one(s.timeCardPeriods, { ...t, storeId, periodStart: '2026-01-04', periodEnd: '2026-01-10', status: 'approved' });
  await one(s.customerGatewayAccounts, { ...t, customerId, gateway: 'sandbox', customerRef: `cus_${hex()}` });
  await one(s.savedCards, {
    ...t,
    customerId,
    gateway: 'sandbox',
    customerRef: `cus_${hex()}`,
    cardRef: `card_${hex()}`,
    brand: 'visa',
    last4: '4242',
    expMonth: 12,
    expYear: 2035,
  });
}

/**
 * Seeds the demo into an empty database (its tenant is answered) and gives that tenant a row in every tenant
 * table the seed leaves empty.
 */
export async function seedEveryTenantTable(db: Db): Promise<string> {
  const signIns = await seedDemoIfEmpty(db);
  if (!signIns) throw new Error('seedEveryTenantTable needs an empty database');
  const [tenant] = await asSystem(db, (tx) => tx.select({ id: s.tenants.id }).from(s.tenants));
  await withTenant(db, tenant.id, (tx) => fillEmpty(tx, tenant.id));
  return tenant.id;
}
