import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { fixture, specStore, type SpecStore } from './support/fixture.ts';
import { screenshots, seriousViolations, shot } from './support/look.ts';
import { gradientPng } from './support/png.ts';
import { openAsStaff } from './support/ui.ts';

// Issue 19: a manager uploads an image promotion for their store under In-store promotions, pairs the store's
// tablet, and the tablet's idle loop shows the image with its title (alt text = title) beside the store's QR.

/** The tablet's screens at phone, tablet and desktop widths, then back to the tablet's. */
async function tabletShots(page: Page, name: string) {
  for (const width of [375, 768, 1440]) {
    await page.setViewportSize({ width, height: width === 768 ? 1024 : width < 600 ? 812 : 900 });
    await page.waitForTimeout(250);
    await shot(page, `${name}-${width}.png`, { fullPage: true });
  }
  await page.setViewportSize({ width: 768, height: 1024 });
}

let spec: SpecStore;
test.beforeAll(async () => {
  spec = await specStore('in-store-promotion');
});

test('a manager uploads an image promotion; the paired tablet of the store shows it with its title when idle', async ({ browser }) => {
  test.setTimeout(180_000);
  const suffix = String(Date.now()).slice(-5);
  const title = `Fresh fade week ${suffix}`;
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const manager = await context.newPage();
  // Promotions are the brand's: the tenant-wide franchisor makes one for this spec's store only (no other store sees it).

  // The menu lists the page next to the promo codes.
  await openAsStaff(manager, fixture().employees.franchisor.email, fixture().password, '/admin/promo-codes');
  await manager.getByRole('navigation').getByRole('link', { name: 'In-store promotions' }).click();
  await expect(manager.getByRole('heading', { level: 1, name: 'In-store promotions' })).toBeVisible();

  await manager.getByRole('button', { name: 'New promotion' }).click();
  const dialog = manager.getByRole('dialog', { name: 'New in-store promotion' });
  // Saving without an image or title names both fields.
  await dialog.getByRole('button', { name: 'Create promotion' }).click();
  await expect(dialog.getByText('Upload an image')).toBeVisible();
  await expect(dialog.getByText('Title is required')).toBeVisible();

  await dialog.getByLabel('Image', { exact: true }).setInputFiles({
    name: 'fade-week.png',
    mimeType: 'image/png',
    buffer: gradientPng(960, 540, [32, 90, 160], [12, 30, 60]),
  });
  await expect(dialog.getByRole('img', { name: 'Preview of Image' })).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await dialog.getByRole('textbox', { name: 'Caption', exact: true }).fill('Skin fades $5 off, Monday to Thursday.');
  await dialog.getByRole('combobox', { name: 'Stores' }).click();
  await manager.getByRole('option', { name: spec.store.name }).click();
  await manager.keyboard.press('Escape');
  expect(await seriousViolations(manager)).toEqual([]);
  await shot(manager, 'in-store-promotion-dialog-1440.png');
  await dialog.getByRole('button', { name: 'Create promotion' }).click();
  await expect(dialog).toHaveCount(0);

  const list = manager.getByRole('list', { name: 'In-store promotions' });
  const row = list.getByRole('listitem').filter({ hasText: title });
  await expect(row.getByRole('img', { name: `Image of “${title}”` })).toBeVisible();
  await expect(row.getByText('Showing')).toBeVisible();
  await expect(row.getByText(spec.store.name)).toBeVisible();
  await expect(row.getByRole('button', { name: `Move “${title}” up` })).toBeVisible();
  await expect(row.getByRole('button', { name: `Hide “${title}”` })).toBeVisible();
  expect(await seriousViolations(manager)).toEqual([]);
  await screenshots(manager, 'in-store-promotions');

  // Pairing the store's tablet from the store page.
  await manager.goto(`/admin/store/${spec.store.id}`);
  const card = manager.getByRole('region', { name: 'In-store tablets' });
  await card.getByLabel('Tablet name').fill('Promo tablet');
  await card.getByRole('button', { name: 'Pair a tablet' }).click();
  const code = (await manager.getByTestId('pairing-code').textContent()) ?? '';
  expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);

  const tabletContext = await browser.newContext({ viewport: { width: 768, height: 1024 } });
  const tablet = await tabletContext.newPage();
  // A fake clock: the loop stays on its first slide (the image) while the spec looks.
  await tablet.clock.install();
  await tablet.goto('/in-store');
  await tablet.getByLabel('Pairing code').fill(code);
  await tablet.getByRole('button', { name: 'Pair tablet' }).click();
  await expect(tablet.getByRole('heading', { level: 1, name: `Welcome to ${spec.store.name}` })).toBeVisible();

  // Idle: 60 s, a 10 s countdown, then the attract loop.
  await tablet.clock.fastForward(61_000);
  await tablet.clock.fastForward(10_000);
  await expect(tablet).toHaveURL(/\/in-store-promotion$/);
  await expect(tablet.getByRole('img', { name: title, exact: true })).toBeVisible();
  await expect(tablet.getByText(title, { exact: true })).toBeVisible();
  await expect(tablet.getByText('Skin fades $5 off, Monday to Thursday.')).toBeVisible();
  expect(await seriousViolations(tablet)).toEqual([]);
  await tabletShots(tablet, 'in-store-promotion-loop');

  // Hidden in the admin, it leaves the loop once the tablet asks again.
  await manager.goto('/admin/in-store-promotions');
  await manager
    .getByRole('list', { name: 'In-store promotions' })
    .getByRole('listitem')
    .filter({ hasText: title })
    .getByRole('button', { name: `Hide “${title}”` })
    .click();
  await expect(manager.getByText(`Promotion “${title}” no longer shows`)).toBeVisible();
  await tablet.getByRole('button', { name: 'Touch the screen to start' }).click();
  await tablet.goto('/in-store-promotion');
  await expect(tablet.getByRole('heading', { level: 1, name: `Offers at ${spec.store.name}` })).toBeVisible();
  await expect(tablet.getByRole('img', { name: title, exact: true })).toHaveCount(0);
  await context.close();
  await tabletContext.close();
});
