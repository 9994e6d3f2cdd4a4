import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { AppError } from '../../platform/http/errors.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { makeEmployee, makeTenant, type TestTenant } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { deductBackBar, undoBackBar } from './back-bar.service.ts';
import {
  actorOf,
  addStoreManager,
  assignCustomRole,
  grantFlags,
  makeProduct,
  makeService,
  newAppointmentId,
  stockQuantity,
  stockUp,
  thresholdEmails,
} from './inventory-test-data.ts';
import { setInventorySettings } from './inventory-settings.service.ts';
import { addStock } from './inventory.service.ts';
import { raceTest } from '../../testing/race-test.ts';

/** Runs a deduction in its own transaction, as one request would; answers the result or the AppError. */
const deduct = (db: Db, actor: Actor, storeId: string, serviceId: string) =>
  withTenant(db, actor.tenantId, (tx) => deductBackBar(tx, actor, { storeId, serviceId, appointmentId: newAppointmentId() })).catch(
    (err: unknown) => {
      if (err instanceof AppError) return err;
      throw err;
    },
  );

describe('back-bar deduction, undo, concurrency and threshold alerts', () => {
  let t: TestApp;
  let db: Db;
  let tenant: TestTenant;
  let franchisor: Actor;
  let storeId: string;
  let otherStoreId: string;
  let managerEmail: string;
  let listManagerEmail: string;
  let generalManagerEmail: string;

  beforeAll(async () => {
    t = await createTestApp();
    db = t.database.db;
    tenant = await makeTenant(db, 'BackBar');
    [storeId, otherStoreId] = tenant.stores.map((s) => s.id);
    franchisor = await actorOf(db, await makeEmployee(db, tenant, 'franchisor'));
    // Recipients: a shop manager at the store, a person on the store's managers list with the flag, and a
    // general manager at the store (managers hold threshold_notification by default).
    await grantFlags(db, tenant.tenant.id, 'shop_manager', ['threshold_notification']);
    managerEmail = (await makeEmployee(db, tenant, 'shop_manager')).email;
    const listed = await makeEmployee(db, tenant, 'cutter', { storeId: otherStoreId });
    await assignCustomRole(db, tenant.tenant.id, listed.id, otherStoreId, ['threshold_notification']);
    await addStoreManager(db, tenant.tenant.id, storeId, listed.id);
    listManagerEmail = listed.email;
    generalManagerEmail = (await makeEmployee(db, tenant, 'general_manager')).email;
    // Not recipients: a manager of the other store, a front-desk employee with the flag.
    await makeEmployee(db, tenant, 'shop_manager', { storeId: otherStoreId });
    const frontDesk = await makeEmployee(db, tenant, 'coordinator');
    await assignCustomRole(db, tenant.tenant.id, frontDesk.id, storeId, ['threshold_notification']);
  });

  it('deducts each consumable product the service uses and records the usage and its movements', async () => {
    const gel = await makeProduct(db, tenant.tenant.id, { name: 'Gel' });
    const foil = await makeProduct(db, tenant.tenant.id, { name: 'Foil' });
    const retail = await makeProduct(db, tenant.tenant.id, { name: 'Retail spray', consumable: false });
    const gelStock = await stockUp(db, franchisor, storeId, gel.id, 10);
    const foilStock = await stockUp(db, franchisor, storeId, foil.id, 40);
    const retailStock = await stockUp(db, franchisor, storeId, retail.id, 5);
    const service = await makeService(db, tenant.tenant.id, [
      { productId: gel.id, quantity: 2 },
      { productId: foil.id, quantity: 12 },
      { productId: retail.id, quantity: 1 },
    ]);

    const result = await deduct(db, franchisor, storeId, service.id);
    if (result instanceof AppError) throw result;
    expect(result.usageId).toBeTruthy();
    expect(result.lines.map((l) => [l.productId, l.quantity]).sort()).toEqual(
      [
        [gel.id, 2],
        [foil.id, 12],
      ].sort(),
    );
    expect((await stockQuantity(db, tenant.tenant.id, gelStock.stockItemId)).quantity).toBe(8);
    expect((await stockQuantity(db, tenant.tenant.id, foilStock.stockItemId)).quantity).toBe(28);
    expect((await stockQuantity(db, tenant.tenant.id, retailStock.stockItemId)).quantity).toBe(5); // not a consumable

    const undone = await withTenant(db, tenant.tenant.id, (tx) => undoBackBar(tx, franchisor, result.usageId!));
    expect(undone.lines.map((l) => l.resultingQuantity).sort()).toEqual([10, 40]);
    expect((await stockQuantity(db, tenant.tenant.id, gelStock.stockItemId)).quantity).toBe(10);

    const again = await withTenant(db, tenant.tenant.id, (tx) => undoBackBar(tx, franchisor, result.usageId!)).catch((e: unknown) => e);
    expect(again).toBeInstanceOf(AppError);
    expect((again as AppError).statusCode).toBe(409);
    expect((await stockQuantity(db, tenant.tenant.id, gelStock.stockItemId)).quantity).toBe(10); // reversed exactly once
  });

  it('refuses a second live deduction of one service of one appointment', async () => {
    const product = await makeProduct(db, tenant.tenant.id);
    await stockUp(db, franchisor, storeId, product.id, 10);
    const service = await makeService(db, tenant.tenant.id, [{ productId: product.id, quantity: 1 }]);
    const target = { storeId, serviceId: service.id, appointmentId: newAppointmentId() };
    const first = await withTenant(db, tenant.tenant.id, (tx) => deductBackBar(tx, franchisor, target));
    const second = await withTenant(db, tenant.tenant.id, (tx) => deductBackBar(tx, franchisor, target)).catch((e: unknown) => e);
    expect((second as AppError).statusCode).toBe(409);
    await withTenant(db, tenant.tenant.id, (tx) => undoBackBar(tx, franchisor, first.usageId!));
    // After an undo (rollback-end) the service may be completed and deducted again.
    const third = await withTenant(db, tenant.tenant.id, (tx) => deductBackBar(tx, franchisor, target));
    expect(third.lines[0].resultingQuantity).toBe(9);
  });

  it('deducts nothing for a service without consumables', async () => {
    const service = await makeService(db, tenant.tenant.id, []);
    const result = await deduct(db, franchisor, storeId, service.id);
    expect(result).toEqual({ usageId: null, lines: [], messageIds: [] });
  });

  it('refuses a deduction that would take stock below zero, naming the product and what is available', async () => {
    const product = await makeProduct(db, tenant.tenant.id, { name: 'Toner' });
    const other = await makeProduct(db, tenant.tenant.id, { name: 'Bleach' });
    const stock = await stockUp(db, franchisor, storeId, product.id, 2);
    const otherStock = await stockUp(db, franchisor, storeId, other.id, 50);
    const service = await makeService(db, tenant.tenant.id, [
      { productId: product.id, quantity: 3 },
      { productId: other.id, quantity: 5 },
    ]);
    const refused = await deduct(db, franchisor, storeId, service.id);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).statusCode).toBe(409);
    expect((refused as AppError).message).toBe('Not enough Toner in stock at this store: 2 available, 3 needed.');
    expect((await stockQuantity(db, tenant.tenant.id, stock.stockItemId)).quantity).toBe(2);
    expect((await stockQuantity(db, tenant.tenant.id, otherStock.stockItemId)).quantity).toBe(50); // all or nothing
  });

  it('deducts below zero when the store allows negative stock, and only there', async () => {
    const product = await makeProduct(db, tenant.tenant.id, { name: 'Developer' });
    const service = await makeService(db, tenant.tenant.id, [{ productId: product.id, quantity: 4 }]);
    const here = await stockUp(db, franchisor, otherStoreId, product.id, 1);
    await setInventorySettings(db, franchisor, otherStoreId, true);
    const allowed = await deduct(db, franchisor, otherStoreId, service.id);
    expect(allowed).not.toBeInstanceOf(AppError);
    expect((await stockQuantity(db, tenant.tenant.id, here.stockItemId)).quantity).toBe(-3);
    // The first store still refuses; a store without stock of the product starts from zero.
    const refused = await deduct(db, franchisor, storeId, service.id);
    expect((refused as AppError).message).toBe('Not enough Developer in stock at this store: 0 available, 4 needed.');
    await setInventorySettings(db, franchisor, otherStoreId, false);
  });

  raceTest('ends 50 concurrent deductions of one stock item at the exact quantity, each movement seeing the previous', async () => {
    const product = await makeProduct(db, tenant.tenant.id);
    const stock = await stockUp(db, franchisor, storeId, product.id, 200);
    const service = await makeService(db, tenant.tenant.id, [{ productId: product.id, quantity: 3 }]);
    const results = await Promise.all(Array.from({ length: 50 }, () => deduct(db, franchisor, storeId, service.id)));
    expect(results.filter((r) => r instanceof AppError)).toEqual([]);
    expect((await stockQuantity(db, tenant.tenant.id, stock.stockItemId)).quantity).toBe(50);
    const resulting = results.map((r) => (r as Exclude<typeof r, AppError>).lines[0].resultingQuantity).sort((a, b) => b - a);
    expect(resulting).toEqual(Array.from({ length: 50 }, (_, i) => 197 - 3 * i));
  });

  raceTest('lets exactly as many concurrent deductions succeed as the stock covers', async () => {
    const product = await makeProduct(db, tenant.tenant.id, { name: 'Wax' });
    const stock = await stockUp(db, franchisor, storeId, product.id, 20);
    const service = await makeService(db, tenant.tenant.id, [{ productId: product.id, quantity: 1 }]);
    const results = await Promise.all(Array.from({ length: 50 }, () => deduct(db, franchisor, storeId, service.id)));
    const refused = results.filter((r) => r instanceof AppError) as AppError[];
    expect(refused).toHaveLength(30);
    expect(new Set(refused.map((e) => e.statusCode))).toEqual(new Set([409]));
    expect((await stockQuantity(db, tenant.tenant.id, stock.stockItemId)).quantity).toBe(0);
  });

  it('queues the threshold email to the store managers once per crossing', async () => {
    const product = await makeProduct(db, tenant.tenant.id, { name: 'Bond builder', threshold: 5 });
    const stock = await stockUp(db, franchisor, storeId, product.id, 7);
    const service = await makeService(db, tenant.tenant.id, [{ productId: product.id, quantity: 1 }]);
    const before = (await thresholdEmails(db, tenant.tenant.id)).length;
    const emailsNow = async () => (await thresholdEmails(db, tenant.tenant.id)).slice(before);

    await deduct(db, franchisor, storeId, service.id); // 6
    await deduct(db, franchisor, storeId, service.id); // 5: at the threshold, not below
    expect(await emailsNow()).toEqual([]);
    const crossing = await deduct(db, franchisor, storeId, service.id); // 4: below
    const first = await emailsNow();
    expect(first.map((m) => m.to).sort()).toEqual([managerEmail, listManagerEmail, generalManagerEmail].sort());
    expect(first[0].subject).toBe(`Low stock: Bond builder at ${tenant.stores[0].name}`);
    expect(first[0].text).toContain('is down to 4, below its threshold of 5');
    expect((crossing as { messageIds: string[] }).messageIds).toHaveLength(3);

    await deduct(db, franchisor, storeId, service.id); // 3: still below, no more email
    await deduct(db, franchisor, storeId, service.id); // 2
    expect(await emailsNow()).toHaveLength(3);

    const sentBefore = t.jobs.sent.length;
    await addStock({ db, jobs: t.jobs }, franchisor, stock.stockItemId, { quantity: 10, unitCostCents: 300 }); // 12: reset
    expect((await stockQuantity(db, tenant.tenant.id, stock.stockItemId)).below_threshold).toBe(false);
    expect(t.jobs.sent.length).toBe(sentBefore);
    expect(await emailsNow()).toHaveLength(3);

    for (let i = 0; i < 8; i++) await deduct(db, franchisor, storeId, service.id); // 4: below again
    expect(await emailsNow()).toHaveLength(6);
  });

  raceTest('queues one email per recipient when concurrent deductions cross the threshold together', async () => {
    const product = await makeProduct(db, tenant.tenant.id, { name: 'Peroxide', threshold: 100 });
    const stock = await stockUp(db, franchisor, storeId, product.id, 110);
    const service = await makeService(db, tenant.tenant.id, [{ productId: product.id, quantity: 1 }]);
    const before = (await thresholdEmails(db, tenant.tenant.id)).length;
    const results = await Promise.all(Array.from({ length: 50 }, () => deduct(db, franchisor, storeId, service.id)));
    expect(results.filter((r) => r instanceof AppError)).toEqual([]);
    expect((await stockQuantity(db, tenant.tenant.id, stock.stockItemId)).quantity).toBe(60);
    const emails = (await thresholdEmails(db, tenant.tenant.id)).slice(before);
    expect(emails.map((m) => m.to).sort()).toEqual([managerEmail, listManagerEmail, generalManagerEmail].sort());
    expect(results.flatMap((r) => (r as { messageIds: string[] }).messageIds)).toHaveLength(3);
  });
});
