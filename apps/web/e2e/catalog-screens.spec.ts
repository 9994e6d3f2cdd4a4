import { expect, test } from './support/test.ts';
import { z } from 'zod';
import { staffApi } from './support/api.ts';
import { employee, fixture } from './support/fixture.ts';
import { openAsStaff, signInAsStaff } from './support/ui.ts';
import { seriousViolations, shot } from './support/look.ts';

const suffix = Date.now().toString(36);
const PRODUCT = `Sea Salt Spray ${suffix}`;
const idOf = z.object({ res_data: z.object({ id: z.string() }) });
const stockOf = z.object({ res_data: z.object({ items: z.array(z.object({ id: z.string(), storeId: z.string() })) }) });

/** A service, and a product with stock that moved a few times (the chart has a line to draw). */
async function seed(): Promise<{ productId: string; stockItemId: string }> {
  const staff = await staffApi(employee('franchisor').email, fixture().password);
  const store = fixture().stores[0];
  if (!store) throw new Error('the fixture has no store');
  const post = async (url: string, data: unknown, method: 'post' | 'put' = 'post') => {
    const response = await staff.api[method](`/api/${url}`, { headers: { Authorization: `Bearer ${staff.token}` }, data });
    expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
    return response.json();
  };
  await post('Service/Create', {
    basicDetails: {
      name: `Hot Towel Shave ${suffix}`,
      category: 'Shaves',
      durationMinutes: 30,
      priceCents: 3500,
      skillSet: 'hot_towel_shave',
    },
    others: { storeIds: [store.id], onlineBookable: true },
  });
  const product = idOf.parse(
    await post('Product/Create', {
      basicDetails: { name: PRODUCT, description: 'Texture and hold for loose styles.', priceCents: 2200 },
      productDetails: { productUse: 'retail', category: 'styling', sku: `SSS-${suffix}`, resellable: true },
      inventoryDetails: { threshold: 6, unitCostCents: 850, initialStock: [{ storeId: store.id, quantity: 20 }] },
    }),
  ).res_data;
  const stock = stockOf.parse(await post('Inventory/Search', { page: 1, pageSize: 10, search: PRODUCT })).res_data.items;
  const item = stock.find((s) => s.storeId === store.id);
  if (!item) throw new Error('no stock item');
  await post(`Inventory/EditQuantity/${item.id}`, { quantity: 14, reason: 'Weekly count' });
  await post(`Inventory/AddStock/${item.id}`, { quantity: 10, unitCostCents: 850, note: 'Delivery' });
  await post(`Inventory/EditQuantity/${item.id}`, { quantity: 4, reason: 'Damaged in transit' });
  return { productId: product.id, stockItemId: item.id };
}

let seeded: { productId: string; stockItemId: string };
test.beforeAll(async () => {
  seeded = await seed();
});

test('the catalog lists, the service wizard and the inventory detail have no serious or critical accessibility violation', async ({
  page,
}) => {
  await signInAsStaff(page, employee('franchisor').email, fixture().password);
  for (const [url, heading] of [
    ['/admin/services', 'Services'],
    ['/admin/packages', 'Packages'],
    ['/admin/products', 'Products'],
    ['/admin/retail-adjustments', 'Retail adjustments'],
    ['/admin/inventory', 'Inventory'],
    ['/admin/services/new', 'New service'],
    [`/admin/inventory/${seeded.stockItemId}`, PRODUCT],
  ] as const) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page), url).toEqual([]);
  }
});

// A shop manager may see the inventory but not list every store: the store filter offers the stores of their role
// instead of asking Store/Search (whose 403 used to send them to the not-authorised page).
test('a shop manager opens the inventory of their store, filtered by it', async ({ page }) => {
  await openAsStaff(page, employee('shop_manager').email, fixture().password, '/admin/inventory');
  await expect(page.getByRole('heading', { level: 1, name: 'Inventory' })).toBeVisible();
  await expect(page.getByRole('link', { name: PRODUCT })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/inventory$/);
  await page.getByRole('main').getByRole('combobox', { name: 'Store' }).click();
  await expect(page.getByRole('option')).toHaveText(['All stores', fixture().stores[0].name]);
});

// Saved for a person to look at (STYLE.md), not compared.
for (const width of [375, 1440]) {
  test.describe(`catalog screens at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 600 ? 812 : 900 } });

    test('service wizard, product detail and inventory detail with its chart', async ({ page }) => {
      const save = (name: string) => shot(page, `${name}-${width}.png`, { fullPage: true });
      await openAsStaff(page, employee('franchisor').email, fixture().password, '/admin/services/new');
      await expect(page.getByRole('heading', { level: 2, name: 'Basic details' })).toBeVisible();
      await save('service-wizard-basic');
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByText('Service name is required')).toBeVisible();
      await save('service-wizard-errors');

      await page.goto(`/admin/products/${seeded.productId}`);
      await expect(page.getByRole('heading', { level: 1, name: PRODUCT })).toBeVisible();
      await save('product-detail');

      await page.goto(`/admin/inventory/${seeded.stockItemId}`);
      await expect(page.getByRole('img', { name: /^Stock level after each/ })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await save('inventory-detail');

      await page.goto('/admin/inventory');
      await expect(page.getByRole('link', { name: PRODUCT })).toBeVisible();
      await save('inventory-list');
    });
  });
}
