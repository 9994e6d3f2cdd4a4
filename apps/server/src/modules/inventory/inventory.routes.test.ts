import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { OUTBOX_DELIVER_JOB } from '../../platform/outbox/outbox.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { makeEmployee, makeTenant, type TestTenant } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { staffAuth } from '../../testing/test-sessions.ts';
import { deductBackBar } from './back-bar.service.ts';
import { actorOf, grantFlags, makeProduct, makeService, newAppointmentId, stockUp, thresholdEmails } from './inventory-test-data.ts';

type Headers = Record<string, string>;

describe('inventory routes: stock, movements, thresholds and back-bar', () => {
  let t: TestApp;
  let tenant: TestTenant;
  let franchisor: Actor;
  let headers: Headers;
  let managerEmail: string;
  let storeId: string;

  const api = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, h: Headers = headers) =>
    t.app.inject({ method, url: `/api/Inventory/${url}`, headers: h, ...(payload === undefined ? {} : { payload: payload as object }) });
  const newStock = async (quantity: number, values: Parameters<typeof makeProduct>[2] = {}, threshold?: number) => {
    const product = await makeProduct(t.database.db, tenant.tenant.id, values);
    const { stockItemId } = await stockUp(t.database.db, franchisor, storeId, product.id, quantity, threshold);
    return { product, stockItemId };
  };

  beforeAll(async () => {
    t = await createTestApp();
    tenant = await makeTenant(t.database.db, 'Stock');
    storeId = tenant.stores[0].id;
    const employee = await makeEmployee(t.database.db, tenant, 'franchisor');
    franchisor = await actorOf(t.database.db, employee);
    headers = (await staffAuth(t.database.db, employee)).headers;
    await grantFlags(t.database.db, tenant.tenant.id, 'shop_manager', ['threshold_notification']);
    managerEmail = (await makeEmployee(t.database.db, tenant, 'shop_manager')).email;
  });

  it('adds stock as a receipt with cost and note, kept in the movement history with who and when', async () => {
    const { stockItemId } = await newStock(5);
    const res = await api('POST', `AddStock/${stockItemId}`, { quantity: 12, unitCostCents: 345, note: '  Delivery #88  ' });
    expect(res.statusCode).toBe(200);
    const item = res.json().res_data;
    expect(item).toMatchObject({ id: stockItemId, quantity: 17, storeId, storeName: tenant.stores[0].name, allowNegativeStock: false });
    expect(item.recentMovements[0]).toMatchObject({
      kind: 'receipt',
      quantityDelta: 12,
      resultingQuantity: 17,
      unitCostCents: 345,
      note: 'Delivery #88',
      actorId: franchisor.id,
      actorName: 'Franchisor Tester',
    });
    expect(item.recentMovements[1]).toMatchObject({ kind: 'receipt', quantityDelta: 5, resultingQuantity: 5, note: 'Initial stock' });
    const [entry] = await withTenant(t.database.db, tenant.tenant.id, (tx) =>
      tx
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, stockItemId), eq(auditLog.action, 'inventory.stock_added'))),
    );
    expect(entry).toMatchObject({ actorId: franchisor.id, entityType: 'stock_item' });
  });

  it('refuses invalid receipts with a message per field', async () => {
    const { stockItemId } = await newStock(5);
    const cases: [unknown, string][] = [
      [{ quantity: 0, unitCostCents: 100 }, 'quantity'],
      [{ quantity: -3, unitCostCents: 100 }, 'quantity'],
      [{ quantity: 1.5, unitCostCents: 100 }, 'quantity'],
      [{ quantity: '4', unitCostCents: 100 }, 'quantity'],
      [{ quantity: 2_000_000, unitCostCents: 100 }, 'quantity'],
      [{ quantity: 1 }, 'unitCostCents'],
      [{ quantity: 1, unitCostCents: -1 }, 'unitCostCents'],
      [{ quantity: 1, unitCostCents: 2.5 }, 'unitCostCents'],
      [{ quantity: 1, unitCostCents: 1, note: 'x'.repeat(501) }, 'note'],
    ];
    for (const [body, field] of cases) {
      const res = await api('POST', `AddStock/${stockItemId}`, body);
      expect({ body, status: res.statusCode }).toEqual({ body, status: 422 });
      expect(res.json().error.fields).toHaveProperty(field);
    }
    expect((await api('GET', `GetById/${stockItemId}`)).json().res_data.quantity).toBe(5);
  });

  it('sets a counted quantity with a required reason; the movement records the difference', async () => {
    const { stockItemId } = await newStock(20);
    for (const body of [
      { quantity: 18 },
      { quantity: 18, reason: '   ' },
      { quantity: -1, reason: 'Count' },
      { quantity: 18, reason: 'r'.repeat(501) },
    ]) {
      expect((await api('POST', `EditQuantity/${stockItemId}`, body)).statusCode).toBe(422);
    }
    const res = await api('POST', `EditQuantity/${stockItemId}`, { quantity: 14, reason: ' Weekly count: 6 bottles damaged ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().res_data.quantity).toBe(14);
    expect(res.json().res_data.recentMovements[0]).toMatchObject({
      kind: 'adjustment',
      quantityDelta: -6,
      resultingQuantity: 14,
      note: 'Weekly count: 6 bottles damaged',
      unitCostCents: null,
    });
    const up = await api('POST', `EditQuantity/${stockItemId}`, { quantity: 30, reason: 'Found a box' });
    expect(up.json().res_data.recentMovements[0]).toMatchObject({ quantityDelta: 16, resultingQuantity: 30 });
  });

  it('edits the threshold; raising it above the stock alerts the managers once and delivers after commit', async () => {
    const { product, stockItemId } = await newStock(8, { name: 'Clay' });
    for (const body of [{}, { threshold: -1 }, { threshold: 'ten' }, { threshold: 2.5 }]) {
      expect((await api('PUT', `EditThreshold/${stockItemId}`, body)).statusCode).toBe(422);
    }
    const before = (await thresholdEmails(t.database.db, tenant.tenant.id)).length;
    const res = await api('PUT', `EditThreshold/${stockItemId}`, { threshold: 10 });
    expect(res.json().res_data).toMatchObject({ threshold: 10, belowThreshold: true, quantity: 8 });
    const emails = (await thresholdEmails(t.database.db, tenant.tenant.id)).slice(before);
    expect(emails.map((e) => e.to)).toEqual([managerEmail]);
    expect(emails[0].subject).toBe(`Low stock: ${product.name} at ${tenant.stores[0].name}`);
    expect(t.jobs.sent).toContainEqual({ name: OUTBOX_DELIVER_JOB, data: { messageId: emails[0].id } });
    await api('PUT', `EditThreshold/${stockItemId}`, { threshold: 12 });
    expect((await thresholdEmails(t.database.db, tenant.tenant.id)).slice(before)).toHaveLength(1);
    const lowered = await api('PUT', `EditThreshold/${stockItemId}`, { threshold: 3 });
    expect(lowered.json().res_data.belowThreshold).toBe(false);
  });

  it('pages the movement history newest first, filtered by kind', async () => {
    const { stockItemId } = await newStock(100);
    for (let i = 1; i <= 5; i++) await api('POST', `AddStock/${stockItemId}`, { quantity: i, unitCostCents: 100 });
    await api('POST', `EditQuantity/${stockItemId}`, { quantity: 50, reason: 'Count' });
    const page1 = (await api('POST', `Movements/${stockItemId}`, { page: 1, pageSize: 4 })).json().res_data;
    expect(page1).toMatchObject({ total: 7, page: 1, pageSize: 4 });
    expect(page1.items.map((m: { resultingQuantity: number }) => m.resultingQuantity)).toEqual([50, 115, 110, 106]);
    const page2 = (await api('POST', `Movements/${stockItemId}`, { page: 2, pageSize: 4 })).json().res_data;
    expect(page2.items.map((m: { resultingQuantity: number }) => m.resultingQuantity)).toEqual([103, 101, 100]);
    const adjustments = (await api('POST', `Movements/${stockItemId}`, { filters: { kind: 'adjustment' } })).json().res_data;
    expect(adjustments.items).toHaveLength(1);
    const future = (await api('POST', `Movements/${stockItemId}`, { filters: { from: '2999-01-01T00:00:00Z' } })).json().res_data;
    expect(future.total).toBe(0);
    for (const body of [{ pageSize: 101 }, { filters: { kind: 'theft' } }, { filters: { from: 'yesterday' } }, { filters: { other: 1 } }]) {
      expect((await api('POST', `Movements/${stockItemId}`, body)).statusCode).toBe(422);
    }
    expect((await api('GET', `GetById/${stockItemId}`)).json().res_data.recentMovements).toHaveLength(7);
  });

  it('searches by product name or SKU and filters by store, category and below-threshold', async () => {
    const tag = `Zq${Date.now().toString(36)}`;
    const low = await newStock(1, { name: `${tag} Pomade`, sku: `${tag}-POM`, category: 'Styling' }, 5);
    const ok = await newStock(50, { name: `${tag} Shampoo 100%`, sku: 'SH-100', category: 'Hair care' }, 5);
    const elsewhere = await makeProduct(t.database.db, tenant.tenant.id, { name: `${tag} Conditioner`, category: 'Hair care' });
    await stockUp(t.database.db, franchisor, tenant.stores[1].id, elsewhere.id, 3);
    const search = async (body: object) => (await api('POST', 'Search', body)).json().res_data;

    expect((await search({ search: tag.toLowerCase() })).total).toBe(3);
    expect((await search({ search: `${tag}-pom` })).items.map((i: { id: string }) => i.id)).toEqual([low.stockItemId]);
    expect((await search({ search: '100%' })).items.map((i: { id: string }) => i.id)).toEqual([ok.stockItemId]);
    expect((await search({ search: tag, filters: { belowThreshold: true } })).items.map((i: { id: string }) => i.id)).toEqual([
      low.stockItemId,
    ]);
    expect((await search({ search: tag, filters: { category: 'hair care' } })).total).toBe(2);
    const here = await search({ search: tag, filters: { storeId: tenant.stores[1].id } });
    expect(here.items).toMatchObject([
      { productName: `${tag} Conditioner`, storeName: tenant.stores[1].name, quantity: 3, sku: expect.any(String) },
    ]);
    const sorted = await search({ search: tag, sort: '-quantity', pageSize: 2 });
    expect(sorted.items.map((i: { quantity: number }) => i.quantity)).toEqual([50, 3]);
    expect(sorted.total).toBe(3);
    for (const body of [{ search: 'x'.repeat(51) }, { filters: { storeId: 'nope' } }, { sort: 'price' }, { filters: { colour: 'red' } }]) {
      expect((await api('POST', 'Search', body)).statusCode).toBe(422);
    }
  });

  it('lists back-bar usages and undoes one exactly once through the routes', async () => {
    const { product, stockItemId } = await newStock(10, { name: 'Lightener' });
    const service = await makeService(t.database.db, tenant.tenant.id, [{ productId: product.id, quantity: 4 }]);
    const appointmentId = newAppointmentId();
    const { usageId } = await withTenant(t.database.db, tenant.tenant.id, (tx) =>
      deductBackBar(tx, franchisor, { storeId, serviceId: service.id, appointmentId }),
    );
    const listed = (await api('POST', 'BackBar/Search', { filters: { appointmentId } })).json().res_data;
    expect(listed.items).toMatchObject([
      {
        id: usageId,
        serviceId: service.id,
        serviceName: service.name,
        status: 'deducted',
        deductedByName: 'Franchisor Tester',
        lines: [{ productId: product.id, productName: 'Lightener', quantity: 4, stockItemId }],
      },
    ]);
    expect((await api('GET', `GetById/${stockItemId}`)).json().res_data.recentMovements[0]).toMatchObject({
      kind: 'back_bar',
      quantityDelta: -4,
      resultingQuantity: 6,
      backBarUsageId: usageId,
    });

    const undone = await api('POST', `BackBar/Undo/${usageId}`);
    expect(undone.statusCode).toBe(200);
    expect(undone.json().res_data).toMatchObject({ id: usageId, status: 'undone', undoneBy: franchisor.id });
    const again = await api('POST', `BackBar/Undo/${usageId}`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'This back-bar usage was already undone.', error: { code: 'CONFLICT' } });
    const item = (await api('GET', `GetById/${stockItemId}`)).json().res_data;
    expect(item.quantity).toBe(10);
    expect(item.recentMovements[0]).toMatchObject({ kind: 'back_bar_undo', quantityDelta: 4, resultingQuantity: 10 });
    expect((await api('POST', 'BackBar/Search', { filters: { status: 'undone', appointmentId } })).json().res_data.total).toBe(1);
  });

  it('saves the store setting that allows negative stock', async () => {
    expect((await api('GET', `Settings/${storeId}`)).json().res_data).toEqual({ storeId, allowNegativeStock: false });
    expect((await api('PUT', `Settings/${storeId}`, { allowNegativeStock: true })).json().res_data).toEqual({
      storeId,
      allowNegativeStock: true,
    });
    expect((await api('GET', `Settings/${storeId}`)).json().res_data.allowNegativeStock).toBe(true);
    expect((await api('PUT', `Settings/${storeId}`, { allowNegativeStock: 'yes' })).statusCode).toBe(422);
    await api('PUT', `Settings/${storeId}`, { allowNegativeStock: false });
  });

  it('answers unknown ids with 404 and malformed input with its exact refusal, never 500', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const url of [`GetById/${missing}`]) expect((await api('GET', url)).statusCode).toBe(404);
    expect((await api('POST', `AddStock/${missing}`, { quantity: 1, unitCostCents: 1 })).statusCode).toBe(404);
    expect((await api('POST', `EditQuantity/${missing}`, { quantity: 1, reason: 'x' })).statusCode).toBe(404);
    expect((await api('PUT', `EditThreshold/${missing}`, { threshold: 1 })).statusCode).toBe(404);
    expect((await api('POST', `Movements/${missing}`, {})).statusCode).toBe(404);
    expect((await api('POST', `BackBar/Undo/${missing}`)).statusCode).toBe(404);
    expect((await api('GET', `Settings/${missing}`)).statusCode).toBe(404);
    const { stockItemId } = await newStock(1);
    const junk: [string, string, unknown][] = [
      ['GET', 'GetById/not-a-uuid', undefined],
      ['POST', 'AddStock/not-a-uuid', { quantity: 1, unitCostCents: 1 }],
      ['POST', `AddStock/${stockItemId}`, 'text'],
      ['POST', `AddStock/${stockItemId}`, [1, 2]],
      ['POST', `AddStock/${stockItemId}`, { quantity: 1e300, unitCostCents: 1 }],
      ['POST', `EditQuantity/${stockItemId}`, { quantity: null, reason: null }],
      ['PUT', `EditThreshold/${stockItemId}`, { threshold: Number.MAX_SAFE_INTEGER }],
      ['POST', 'Search', { page: 0 }],
      ['POST', 'Search', { search: { $ne: 1 } }],
      ['POST', 'BackBar/Search', { filters: { status: 'lost' } }],
      ['POST', 'BackBar/Undo/123', undefined],
    ];
    const answers: [string, number][] = [];
    for (const [method, url, body] of junk) answers.push([url, (await api(method as 'GET' | 'POST' | 'PUT', url, body)).statusCode]);
    expect(answers).toEqual([
      ['GetById/not-a-uuid', 422],
      ['AddStock/not-a-uuid', 422],
      [`AddStock/${stockItemId}`, 415],
      [`AddStock/${stockItemId}`, 422],
      [`AddStock/${stockItemId}`, 422],
      [`EditQuantity/${stockItemId}`, 422],
      [`EditThreshold/${stockItemId}`, 422],
      ['Search', 422],
      ['Search', 422],
      ['BackBar/Search', 422],
      ['BackBar/Undo/123', 422],
    ]);
  });
});
