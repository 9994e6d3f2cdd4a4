// explore-more: a store's services and retail products with that store's prices, for anyone on the brand's site.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../platform/tenancy.ts';
import { brandHeaders } from '../../testing/auth-helpers.ts';
import { makeTenant } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { type CheckoutWorld, checkoutWorld } from '../checkout/checkout-test-data.ts';

let t: TestApp;
let w: CheckoutWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await checkoutWorld(t.database.db, 'Explore');
});

describe('explore a store', () => {
  it("lists the store's services and products at its prices, the store's override winning", async () => {
    const headers = await brandHeaders(t.database.db, w.tenant);
    const url = `/api/CustomerProfile/Explore/${w.store.id}`;
    const first = (await t.app.inject({ method: 'GET', url, headers })).json().res_data;
    expect(first.products).toEqual([{ id: w.productId, name: 'Pomade', category: 'Styling', description: null, priceCents: 1800 }]);
    expect(first.services).toContainEqual(expect.objectContaining({ id: w.haircut, bookable: true }));
    expect(first.currency).toBe('USD');
    await withTenant(t.database.db, w.tenant.tenant.id, (tx) =>
      tx.execute(sql`insert into product_overrides (id, tenant_id, store_id, product_id, price_cents, available)
                     values (${randomUUID()}, ${w.tenant.tenant.id}, ${w.store.id}, ${w.productId}, 1650, true)`),
    );
    const second = (await t.app.inject({ method: 'GET', url, headers })).json().res_data;
    expect(second.products[0].priceCents).toBe(1650);
  });

  it("answers 404 for another brand's store", async () => {
    const other = await makeTenant(t.database.db, 'Elsewhere');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/CustomerProfile/Explore/${w.store.id}`,
      headers: await brandHeaders(t.database.db, other),
    });
    expect(res.statusCode).toBe(404);
  });
});
